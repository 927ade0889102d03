import { describe, it, expect } from 'vitest';
import { shopClient } from '@/client/shop';
import { HttpStatusError, ResponseParseError } from '@/client/http';
import type { SuperOrder } from '@/domain/schemas/orders';
import { CAMPAIGN_KEPT_SECONDS } from '@/domain/constants';

const order = (i: number): SuperOrder => ({
  code: `PP-${i}`,
  createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
  source: 'Albelli',
  status: 'Received',
  products: [],
  productCount: 0,
  deliveryType: 'Home',
  deliveryAddress: { name: 'A', street: 'B', houseNumber: '1', postalCode: 'NW1 6XE', city: 'C', country: 'GB', pickupPointId: null },
  pickupPoint: null,
  blocked: false,
  canChangeDeliveryAddress: true,
  currency: 'GBP',
  shippingCents: 0,
  tracking: null,
  deliveredOn: null,
});

function fakeServices(handler: (url: URL) => Response, cutOff = '/api/cut-off') {
  const calls: URL[] = [];
  const client = shopClient({
    origin: 'http://test.invalid',
    services: { order: '/api/order', voucher: '/api/voucher', delivery: '/api/delivery', widget: '/api/widget', 'cut-off': cutOff },
    fetch: async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input);
      calls.push(url);
      return handler(url);
    },
  });
  return { client, calls };
}
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

describe('shop client', () => {
  it('loads all orders 100 at a time until all are in (spec §7)', async () => {
    const all = Array.from({ length: 250 }, (_, i) => order(i));
    const { client, calls } = fakeServices((url) => {
      const offset = Number(url.searchParams.get('Offset'));
      const limit = Number(url.searchParams.get('Limit'));
      return json({ items: all.slice(offset, offset + limit), total: all.length });
    });
    const orders = await client.allOrders();
    expect(orders.map((o) => o.code)).toEqual(all.map((o) => o.code));
    expect(
      calls.map((u) => [u.pathname, u.searchParams.get('Offset'), u.searchParams.get('Limit'), u.searchParams.get('OrderState')]),
    ).toEqual([
      ['/api/order/v2/superorders/me', '0', '100', 'notExpired'],
      ['/api/order/v2/superorders/me', '100', '100', 'notExpired'],
      ['/api/order/v2/superorders/me', '200', '100', 'notExpired'],
    ]);
  });

  it('stops after one call when the first batch holds everything', async () => {
    const { client, calls } = fakeServices(() => json({ items: [order(1)], total: 1 }));
    expect(await client.allOrders()).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('loads the orders in progress only until an order too old to be in progress comes, newest first (spec §4)', async () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const daysAgo = (i: number, days: number): SuperOrder => ({
      ...order(i),
      createdAt: new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString(),
    });
    // 150 orders of the last 30 days (one of them dispatched and paid for long ago: history), then 2,000 older ones.
    const all = [
      ...Array.from({ length: 150 }, (_, i) => daysAgo(i, i / 5)),
      ...Array.from({ length: 2000 }, (_, i) => daysAgo(150 + i, 31 + i)),
    ];
    const shippedLongAgo = {
      code: 'PP-7-1',
      articleId: 'PRINTS-10x15',
      quantity: 1,
      status: 'shipped' as const,
      paymentChangedDate: '2026-10-01T00:00:00.000Z',
      voucher: null,
      voucherDetails: null,
      hasPdf: false,
      priceCents: 100,
      discountCents: 0,
    };
    all[7] = { ...all[7], products: [shippedLongAgo] };
    const { client, calls } = fakeServices((url) => {
      const offset = Number(url.searchParams.get('Offset'));
      const limit = Number(url.searchParams.get('Limit'));
      return json({ items: all.slice(offset, offset + limit), total: all.length });
    });
    const inProgress = await client.ordersInProgress(now);
    expect(inProgress.map((o) => o.code)).toEqual(
      all
        .slice(0, 150)
        .filter((_, i) => i !== 7)
        .map((o) => o.code),
    );
    expect(calls.map((u) => [u.searchParams.get('Offset'), u.searchParams.get('Limit')])).toEqual([
      ['0', '100'],
      ['100', '100'],
    ]);
  });

  it('maps a voucher 404 to isVoucherFound false and throws on other errors', async () => {
    const { client } = fakeServices((url) =>
      url.pathname.endsWith('/GONE') ? json({ message: 'Voucher offer not found' }, 404) : json({ message: 'boom' }, 500),
    );
    expect(await client.voucherDetails('GONE')).toEqual({ isVoucherFound: false });
    await expect(client.voucherDetails('OTHER')).rejects.toBeInstanceOf(HttpStatusError);
  });

  it('maps delivery dates 404 to none and a widget 401 to none', async () => {
    const { client } = fakeServices((url) =>
      url.pathname.includes('/widget/') ? json({ message: 'none' }, 401) : json({ message: 'none' }, 404),
    );
    expect(await client.deliveryDates('PP-1')).toBeNull();
    expect(await client.widget('PP-1-1')).toBeNull();
  });

  it('keeps a campaign answer for CAMPAIGN_KEPT_SECONDS, for every client of the same service, but not a failure', async () => {
    const christmas = { name: 'christmas', orderBefore: '2026-12-16', deliveredBefore: '2026-12-24' };
    let failing = false;
    const handler = (url: URL) =>
      failing ? json({ message: 'down' }, 503) : url.pathname.endsWith('/nope') ? json({ message: 'none' }, 404) : json(christmas);
    const { client, calls } = fakeServices(handler, '/api/cut-off-kept');
    const now = Date.UTC(2026, 11, 1);
    expect(await client.campaign('christmas', now)).toEqual(christmas);
    expect(await fakeServices(handler, '/api/cut-off-kept').client.campaign('christmas', now + 1000)).toEqual(christmas);
    expect(await client.campaign('nope', now)).toBeNull();
    expect(await client.campaign('nope', now + 1000)).toBeNull();
    expect(calls.map((u) => u.pathname)).toEqual(['/api/cut-off-kept/v1/Campaign/christmas', '/api/cut-off-kept/v1/Campaign/nope']);

    failing = true;
    const later = now + CAMPAIGN_KEPT_SECONDS * 1000;
    await expect(client.campaign('christmas', later)).rejects.toBeInstanceOf(HttpStatusError);
    failing = false;
    expect(await client.campaign('christmas', later + 1)).toEqual(christmas);
    expect(calls).toHaveLength(4);
  });

  it('throws a parse error when a response does not match its schema (spec §8)', async () => {
    const { client } = fakeServices(() => json({ items: [{ code: 1 }], total: 1 }));
    await expect(client.allOrders()).rejects.toBeInstanceOf(ResponseParseError);
  });

  it('sends the share with base64 name and message', async () => {
    const { client, calls } = fakeServices(() => json({ ok: true }));
    await client.shareWidget('PP-1-1', { vendorId: 2, fromName: 'Zoë', toEmailAddress: 'a@b.example', personalMessage: 'Hé!' });
    const q = calls[0].searchParams;
    expect(Buffer.from(q.get('fromName')!, 'base64').toString('utf8')).toBe('Zoë');
    expect(Buffer.from(q.get('personalMessage')!, 'base64').toString('utf8')).toBe('Hé!');
    expect(q.get('vendorId')).toBe('2');
  });
});
