import { describe, it, expect } from 'vitest';
import { parseOrderSearch, matchesOrderSearch, isSearching } from '@/domain/orders/search';
import {
  orderStatusOf,
  shownOrderStatus,
  statusColour,
  productStatusKey,
  isDispatchedProduct,
  INTERNAL_ORDER_STATES,
  PRODUCT_STATUSES,
  ORDER_STATUSES,
} from '@/domain/orders/status';
import {
  nextDeliveryChangeState,
  canChangeDeliveryAddress,
  deliveryTypeDuring,
  type DeliveryChangeEvent,
} from '@/domain/orders/delivery-address';
import { voucherOffer, deliveryAddressChange, placeOrder } from '@/domain/schemas/orders';
import { shareQuery } from '@/domain/schemas/widgets';
import en from '../../locales/en-GB.json';

describe('order status mapping (spec §4)', () => {
  it('maps every internal state to its status', () => {
    expect(Object.fromEntries(INTERNAL_ORDER_STATES.map((s) => [s, orderStatusOf(s)]))).toEqual({
      Received: 'AwaitingPayment',
      Confirmed: 'Ordered',
      ProductionStarted: 'InProduction',
      ProductionCompleted: 'InProduction',
      Dispatched: 'Sent',
      Cancelled: 'Cancelled',
    });
  });

  it('shows every status cyan except Cancelled, which is red', () => {
    expect(ORDER_STATUSES.filter((s) => statusColour(s) === 'red')).toEqual(['Cancelled']);
    expect(ORDER_STATUSES.filter((s) => statusColour(s) === 'cyan')).toEqual(['AwaitingPayment', 'Ordered', 'InProduction', 'Sent']);
  });

  it('shows a sent order whose parcel was delivered as Delivered, cyan like Sent', () => {
    expect(shownOrderStatus({ status: 'Dispatched', deliveredOn: '2026-11-22' })).toBe('Delivered');
    expect(shownOrderStatus({ status: 'Dispatched', deliveredOn: null })).toBe('Sent');
    // Only a sent order is delivered.
    expect(shownOrderStatus({ status: 'Cancelled', deliveredOn: '2026-11-22' })).toBe('Cancelled');
    expect(statusColour('Delivered')).toBe('cyan');
  });

  it('has every product status word of the spec, each with an English label', () => {
    expect(PRODUCT_STATUSES).toHaveLength(14);
    expect(productStatusKey('verification failed')).toBe('verificationFailed');
    expect(productStatusKey('on_hold')).toBe('onHold');
    expect(productStatusKey('processing failed')).toBe('processingFailed');
    const labels = en.orders.productStatus as Record<string, string>;
    for (const status of PRODUCT_STATUSES) expect(labels[productStatusKey(status)], status).toBeTruthy();
    for (const status of ORDER_STATUSES) expect((en.orders.status as Record<string, string>)[status], status).toBeTruthy();
  });

  it('treats only shipped products as dispatched', () => {
    expect(PRODUCT_STATUSES.filter(isDispatchedProduct)).toEqual(['shipped']);
  });
});

describe('delivery address change (spec §4)', () => {
  const run = (...events: DeliveryChangeEvent[]) =>
    events.reduce(nextDeliveryChangeState, 'NotStarted' as const as ReturnType<typeof nextDeliveryChangeState>);

  it('goes NotStarted → Editing → RequestInProgress → RequestSent → SuccessfulUpdate', () => {
    expect(run('edit')).toBe('Editing');
    expect(run('edit', 'submit')).toBe('RequestInProgress');
    expect(run('edit', 'submit', 'sent')).toBe('RequestSent');
    expect(run('edit', 'submit', 'sent', 'succeeded')).toBe('SuccessfulUpdate');
  });

  it('ends in RequestFailed when the service refuses, and allows editing again', () => {
    expect(run('edit', 'submit', 'failed')).toBe('RequestFailed');
    expect(run('edit', 'submit', 'sent', 'failed')).toBe('RequestFailed');
    expect(run('edit', 'submit', 'failed', 'edit')).toBe('Editing');
  });

  it('ignores events that do not apply', () => {
    expect(run('submit')).toBe('NotStarted');
    expect(run('succeeded')).toBe('NotStarted');
    expect(run('edit', 'submit', 'cancel')).toBe('RequestInProgress');
  });

  it('has no delivery type while a change is in flight', () => {
    expect(deliveryTypeDuring('RequestInProgress', 'Home')).toBeUndefined();
    expect(deliveryTypeDuring('RequestSent', 'PickupPoint')).toBeUndefined();
    expect(deliveryTypeDuring('Editing', 'PickupPoint')).toBe('PickupPoint');
  });

  it('allows a change only before production, and never for blocked orders', () => {
    expect(INTERNAL_ORDER_STATES.filter((s) => canChangeDeliveryAddress(s, false))).toEqual(['Received', 'Confirmed']);
    expect(canChangeDeliveryAddress('Received', true)).toBe(false);
  });

  it('checks a new delivery address with the address rules of spec §5', () => {
    const change = (address: Record<string, string>) =>
      deliveryAddressChange.safeParse({
        deliveryType: 'Home',
        address: { name: 'A B', street: 'Damrak', houseNumber: '1', postalCode: '1012 LG', city: 'Amsterdam', country: 'NL', ...address },
      });
    const messages = (address: Record<string, string>) => change(address).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(change({}).success).toBe(true);
    expect(change({ country: 'gb', postalCode: 'NW1 6XE', houseNumber: 'Rose Cottage' }).success).toBe(true);
    expect(change({ country: 'ES', postalCode: '28013', houseNumber: 's/n' }).success).toBe(true);
    expect(messages({ postalCode: '0123 AB' })).toEqual(['address.postalCode: Postal Code must be valid']);
    expect(messages({ postalCode: 'SW1A 1AA' })).toEqual(['address.postalCode: Postal Code must be valid']);
    expect(messages({ houseNumber: '?' })).toEqual(['address.houseNumber: Street number must be valid']);
    expect(messages({ street: '42' })).toEqual(['address.street: Street name must be valid']);
    expect(messages({ country: 'US' })).toEqual(['address.country: Country is not delivered to']);
    // The checkout takes the same rules.
    expect(
      placeOrder.safeParse({
        deliveryAddress: { name: 'A', street: 'Damrak', houseNumber: '1', postalCode: '0123 AB', city: 'A', country: 'NL' },
        products: [{ articleId: 'X' }],
      }).success,
    ).toBe(false);
  });
});

describe('voucher A/B schema (spec §5)', () => {
  const base = { voucherOptionCode: 'X', title: 'T', discountPercent: 10, validUntil: null };
  it("accepts only the experiences 'control' and 'A'", () => {
    expect(voucherOffer.safeParse({ ...base, abTest: { experience: 'control' } }).success).toBe(true);
    expect(voucherOffer.safeParse({ ...base, abTest: { experience: 'A' } }).success).toBe(true);
    expect(voucherOffer.safeParse({ ...base, abTest: { experience: 'B' } }).success).toBe(false);
    expect(voucherOffer.safeParse({ ...base, abTest: null }).success).toBe(true);
  });
});

describe('widget share query', () => {
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
  it('decodes base64 sender name and message as UTF-8', () => {
    const parsed = shareQuery.parse({
      vendorId: '1',
      fromName: b64('Zoë'),
      toEmailAddress: 'a@b.example',
      personalMessage: b64('Voilà ✓'),
    });
    expect(parsed).toEqual({ vendorId: 1, fromName: 'Zoë', toEmailAddress: 'a@b.example', personalMessage: 'Voilà ✓' });
  });
  it('refuses text that is not base64, an empty name and a bad e-mail address', () => {
    expect(shareQuery.safeParse({ vendorId: '1', fromName: '%%%', toEmailAddress: 'a@b.example' }).success).toBe(false);
    expect(shareQuery.safeParse({ vendorId: '1', fromName: b64('  '), toEmailAddress: 'a@b.example' }).success).toBe(false);
    expect(shareQuery.safeParse({ vendorId: '1', fromName: b64('Ann'), toEmailAddress: 'nope' }).success).toBe(false);
  });
});

describe('order search', () => {
  const order = {
    code: 'PP-10005',
    status: 'Confirmed' as const,
    products: [{ articleId: 'PB-A4-LANDSCAPE' }, { articleId: 'CANVAS-60x40' }],
  };
  const names: Record<string, string> = { 'PB-A4-LANDSCAPE': 'Fotoboek A4 liggend', 'CANVAS-60x40': 'Canvas 60×40' };
  const name = (id: string) => names[id] ?? id;
  const search = (q: string, status: string | null = null) => parseOrderSearch(new URLSearchParams({ q, ...(status ? { status } : {}) }));

  it('finds by order code or by every word of one product name, ignoring case and accents', () => {
    expect(matchesOrderSearch(order, search('pp-10005'), name)).toBe(true);
    expect(matchesOrderSearch(order, search('10005'), name)).toBe(true);
    expect(matchesOrderSearch(order, search('fotoboek liggend'), name)).toBe(true);
    expect(matchesOrderSearch(order, search('FOTOBOËK'), name)).toBe(true);
    expect(matchesOrderSearch(order, search('fotoboek canvas'), name)).toBe(false);
    expect(matchesOrderSearch(order, search('calendar'), name)).toBe(false);
  });

  it('filters by the status the customer sees; an unknown status is no filter', () => {
    expect(matchesOrderSearch(order, search('', 'Ordered'), name)).toBe(true);
    expect(matchesOrderSearch(order, search('', 'Sent'), name)).toBe(false);
    expect(search('', 'Bogus').status).toBeNull();
    expect(isSearching(search('', 'Bogus'))).toBe(false);
    expect(search('x'.repeat(500)).query).toHaveLength(100);
  });
});
