import type { Db } from '../db';
import { shopOrders, shopOrderProducts, shopVoucherOffers, shopProjects, shopWidgets, shopGalleryEntries } from '../db/schema';
import type { SeededAccount } from './seeders';
import type { InternalOrderState, ProductStatus, OrderSource } from '@/domain/orders/status';
import type { BlockedReasonCode, DeliveryAddress } from '@/domain/schemas/orders';
import { channelById } from '@/domain/channels';
import { currentBilling, issueInvoice, issueOrderInvoice } from '../services/invoice/invoices';
import { SHIPPING_CENTS } from '@/domain/orders/money';
import type { CarrierId } from '@/domain/orders/tracking';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
const dateIn = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

interface DemoProduct {
  articleId: string;
  status: ProductStatus;
  /** Days ago the payment changed; null for none. */
  paid?: number | null;
  quantity?: number;
  options?: Record<string, string>;
  voucher?: string;
  pdf?: boolean;
  priceCents?: number;
}
interface DemoOrder {
  code: string;
  days: number;
  state: InternalOrderState;
  source?: OrderSource;
  blocked?: BlockedReasonCode;
  /** Delivery window in days from now; absent means no delivery dates yet. */
  delivery?: [number, number];
  expired?: boolean;
  pickup?: string;
  parcel?: { carrier: CarrierId; number: string };
  /** Days ago the parcel was delivered. */
  delivered?: number;
  /** Shipping when not the channel's price for the delivery type (a reverse-charge order pays it without VAT). */
  shippingCents?: number;
  products: DemoProduct[];
}

const bookOptions = { coverType: 'hard', paper: 'silk', layFlat: 'yes' };

/**
 * The demo consumer's orders: both tabs with more than one page each (page size 3), every status,
 * every product status word, cancelled, blocked, with and without vouchers and delivery dates.
 */
const CONSUMER_ORDERS: DemoOrder[] = [
  {
    code: 'PP-10001',
    days: 1,
    state: 'Received',
    source: 'Resnap',
    products: [{ articleId: 'PRINTS-10x15', status: 'paymentFailed', quantity: 36, options: { printSize: '10x15', glossy: 'yes' } }],
  },
  {
    code: 'PP-10002',
    days: 2,
    state: 'Received',
    products: [{ articleId: 'PB-A4-LANDSCAPE', status: 'paymentPending', options: bookOptions, voucher: 'SPRING25', priceCents: 3999 }],
  },
  {
    code: 'PP-10003',
    days: 3,
    state: 'Confirmed',
    blocked: 'paymentVerificationFailed',
    products: [{ articleId: 'CANVAS-60x40', status: 'verification failed', options: { wrappers: 'mirrored' } }],
  },
  {
    code: 'PP-10004',
    days: 4,
    state: 'Cancelled',
    products: [{ articleId: 'CALENDAR-A3', status: 'cancelled', options: { paper: 'matte' } }],
  },
  {
    code: 'PP-10005',
    days: 5,
    state: 'Confirmed',
    delivery: [6, 9],
    products: [
      {
        articleId: 'PB-XL-SQUARE',
        status: 'paymentSuccess',
        paid: 5,
        options: { coverType: 'soft', paper: 'glossy', premiumLayFlat: 'yes' },
        voucher: 'GONE10',
      },
      { articleId: 'CANVAS-60x40', status: 'approved', paid: 5, options: { wrappers: 'white', hangingKit: 'yes' } },
    ],
  },
  {
    code: 'PP-10006',
    days: 8,
    state: 'ProductionStarted',
    delivery: [3, 5],
    products: [
      { articleId: 'PB-A4-LANDSCAPE', status: 'producing', paid: 8, options: bookOptions },
      { articleId: 'PRINTS-10x15', status: 'processing', paid: 8, quantity: 24, options: { border: 'yes' } },
    ],
  },
  {
    code: 'PP-10007',
    days: 10,
    state: 'ProductionCompleted',
    delivery: [1, 3],
    products: [
      { articleId: 'POSTER-50x70', status: 'delayed', paid: 10, options: { posterFrame: 'black', passepartout: 'yes' } },
      { articleId: 'CALENDAR-A3', status: 'on_hold', paid: 10, options: { paper: 'silk' } },
    ],
  },
  {
    code: 'PP-10008',
    days: 12,
    state: 'Dispatched',
    delivery: [-1, 1],
    parcel: { carrier: 'royal-mail', number: 'RM123456785GB' },
    products: [{ articleId: 'PB-A4-LANDSCAPE', status: 'shipped', paid: 12, options: bookOptions, pdf: true }],
  },
  // History: shipped and paid more than 14 days ago, or older than 30 days.
  {
    code: 'PP-10009',
    days: 20,
    state: 'Dispatched',
    delivery: [-14, -12],
    parcel: { carrier: 'dpd', number: '05342010009001' },
    delivered: 13,
    products: [{ articleId: 'PB-A4-LANDSCAPE', status: 'shipped', paid: 20, options: { coverType: 'soft', paper: 'matte' }, pdf: true }],
  },
  { code: 'PP-10010', days: 40, state: 'Cancelled', products: [{ articleId: 'PRINTS-10x15', status: 'cancelled' }] },
  {
    code: 'PP-10011',
    days: 60,
    state: 'Dispatched',
    delivery: [-54, -52],
    pickup: 'PUP-4411',
    parcel: { carrier: 'dpd', number: '05342010011001' },
    delivered: 53,
    products: [{ articleId: 'PB-XL-SQUARE', status: 'shipped', paid: 60, options: { coverType: 'hard', linen: 'yes' }, pdf: true }],
  },
  {
    code: 'PP-10012',
    days: 90,
    state: 'Cancelled',
    products: [
      { articleId: 'CANVAS-60x40', status: 'processing failed' },
      { articleId: 'POSTER-50x70', status: 'rejected' },
    ],
  },
  {
    code: 'PP-10013',
    days: 200,
    state: 'Dispatched',
    products: [{ articleId: 'CALENDAR-A3', status: 'paymentFree', paid: 200, voucher: 'ABTEST-A', options: { paper: 'glossy' } }],
  },
  {
    code: 'PP-10014',
    days: 800,
    state: 'Dispatched',
    expired: true,
    products: [{ articleId: 'PRINTS-10x15', status: 'shipped', paid: 800 }],
  },
];

/** Prices are per unit × quantity (the invoices list unit prices, src/domain/invoices.ts). */
const BUSINESS_ORDERS: DemoOrder[] = [
  {
    code: 'PP-20001',
    days: 3,
    state: 'Confirmed',
    delivery: [4, 6],
    products: [
      { articleId: 'PB-A4-LANDSCAPE', status: 'paymentSuccess', paid: 3, quantity: 25, options: bookOptions, priceCents: 25 * 2999 },
    ],
  },
  {
    code: 'PP-20002',
    days: 25,
    state: 'Dispatched',
    parcel: { carrier: 'dhl', number: 'JD014600006281220002' },
    delivered: 21,
    products: [
      {
        articleId: 'CALENDAR-A3',
        status: 'shipped',
        paid: 24,
        quantity: 100,
        options: { paper: 'matte' },
        priceCents: 100 * 1299,
        pdf: true,
      },
    ],
  },
  {
    code: 'PP-20003',
    days: 70,
    state: 'Dispatched',
    parcel: { carrier: 'dhl', number: 'JD014600006281220003' },
    delivered: 66,
    products: [{ articleId: 'POSTER-50x70', status: 'shipped', paid: 70, quantity: 10, priceCents: 10 * 2499 }],
  },
];

const REVERSE_CHARGE_ORDERS: DemoOrder[] = [
  {
    code: 'PP-50001',
    days: 10,
    state: 'Dispatched',
    parcel: { carrier: 'dhl', number: 'JD014600006281250001' },
    delivered: 7,
    shippingCents: 409,
    products: [
      { articleId: 'PB-A4-LANDSCAPE', status: 'shipped', paid: 9, quantity: 20, options: bookOptions, priceCents: 20 * 2479 },
      { articleId: 'POSTER-50x70', status: 'shipped', paid: 9, quantity: 5, priceCents: 5 * 2065 },
    ],
  },
];

function addressOf(seeded: SeededAccount, pickup?: string): DeliveryAddress {
  const a = seeded.demo.addresses[0];
  const name = `${seeded.demo.firstName} ${seeded.demo.lastName}`;
  return a
    ? {
        name,
        street: a.street,
        houseNumber: a.houseNumber,
        postalCode: a.postalCode,
        city: a.city,
        country: a.country,
        pickupPointId: pickup ?? null,
      }
    : {
        name,
        street: 'High Street',
        houseNumber: '1',
        postalCode: 'SW1A 1AA',
        city: 'London',
        country: 'GB',
        pickupPointId: pickup ?? null,
      };
}

async function seedOrders(db: Db, seeded: SeededAccount, orders: DemoOrder[], now: Date) {
  for (const o of orders) {
    const createdAt = daysAgo(now, o.days);
    const [row] = await db
      .insert(shopOrders)
      .values({
        code: o.code,
        accountId: seeded.account.id,
        channelId: seeded.demo.channelId,
        source: o.source ?? 'Albelli',
        state: o.state,
        deliveryType: o.pickup ? 'PickupPoint' : 'Home',
        deliveryAddress: addressOf(seeded, o.pickup),
        blockedReason: o.blocked ?? null,
        shippingCents: o.shippingCents ?? SHIPPING_CENTS[o.pickup ? 'PickupPoint' : 'Home'],
        deliveryEarliest: o.delivery ? dateIn(now, o.delivery[0]) : null,
        deliveryLatest: o.delivery ? dateIn(now, o.delivery[1]) : null,
        expiresAt: o.expired ? daysAgo(now, 30) : null,
        carrier: o.parcel?.carrier ?? null,
        trackingNumber: o.parcel?.number ?? null,
        deliveredOn: o.delivered === undefined ? null : dateIn(now, -o.delivered),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: shopOrders.id });
    await db.insert(shopOrderProducts).values(
      o.products.map((p, i) => ({
        code: `${o.code}-${i + 1}`,
        orderId: row.id,
        position: i + 1,
        articleId: p.articleId,
        quantity: p.quantity ?? 1,
        status: p.status,
        paymentChangedAt: p.paid == null ? null : daysAgo(now, p.paid),
        voucherCode: p.voucher ?? null,
        options: p.options ?? {},
        hasPdf: p.pdf ?? false,
        priceCents: p.priceCents ?? 2999,
      })),
    );
  }
}

const PROJECT_NAMES = [
  'Summer in Cornwall',
  "Grandma's 80th",
  'Wedding album',
  "Baby's first year",
  'Christmas cards 2026',
  'Road trip USA',
  'School photos',
  'Garden through the seasons',
  'Ski week',
  'Family calendar',
  'Paris weekend',
  'Puppy diary',
];

/** Orders, vouchers, invoices, saved projects and online products for the demo accounts. */
export async function seedShop(db: Db, accounts: SeededAccount[]): Promise<void> {
  const now = new Date();
  const by = (key: SeededAccount['demo']['key']) => accounts.find((a) => a.demo.key === key);
  await db.insert(shopVoucherOffers).values([
    { code: 'SPRING25', title: 'Spring sale', discountPercent: 25, experience: null, validUntil: new Date(now.getTime() + 60 * DAY) },
    { code: 'ABTEST-A', title: 'Loyalty offer', discountPercent: 15, experience: 'A', validUntil: null },
    { code: 'ABTEST-C', title: 'Loyalty offer', discountPercent: 10, experience: 'control', validUntil: null },
  ]);

  const consumer = by('consumer');
  if (consumer) {
    await seedOrders(db, consumer, CONSUMER_ORDERS, now);
    await db.insert(shopProjects).values(
      PROJECT_NAMES.map((name, i) => ({
        accountId: consumer.account.id,
        name,
        articleId: i % 3 === 0 ? 'CALENDAR-A3' : 'PB-A4-LANDSCAPE',
        channelId: consumer.demo.channelId,
        createdAt: daysAgo(now, 30 + i),
        updatedAt: daysAgo(now, i + 1),
      })),
    );
    await db.insert(shopWidgets).values([
      {
        productCode: 'PP-10009-1',
        accountId: consumer.account.id,
        title: 'Holiday in Portugal',
        channelId: consumer.demo.channelId,
        createdAt: daysAgo(now, 15),
      },
      {
        productCode: 'PP-10011-1',
        accountId: consumer.account.id,
        title: 'Our wedding',
        channelId: consumer.demo.channelId,
        createdAt: daysAgo(now, 50),
      },
    ]);
    await db.insert(shopGalleryEntries).values([
      {
        widgetCode: 'PP-10009-1',
        accountId: consumer.account.id,
        channelId: consumer.demo.channelId,
        title: 'Lisbon by tram',
        description: 'Our favourite spreads from Lisbon.',
        categories: ['travel', 'family'],
      },
      {
        widgetCode: 'PP-10011-1',
        accountId: consumer.account.id,
        channelId: consumer.demo.channelId,
        title: 'The big day',
        description: '',
        categories: ['wedding'],
      },
    ]);
  }

  const business = by('business');
  if (business) {
    await seedOrders(db, business, BUSINESS_ORDERS, now);
    const accountId = business.account.id;
    const channelId = business.demo.channelId;
    const paidOn = (days: number) => dateIn(now, -days);
    // Each invoice was issued when its order was paid and dispatched or, before dispatch, paid in advance.
    for (const [id, orderCode, days] of [
      ['INV-2026-0412', 'PP-20001', 3],
      ['INV-2026-0388', 'PP-20002', 24],
      ['INV-2026-0301', 'PP-20003', 69],
    ] as const)
      await issueOrderInvoice(db, {
        id,
        accountId,
        kind: 'group',
        orderCode,
        channelId,
        issuedAt: daysAgo(now, days),
        suppliedOn: paidOn(days),
        paidOn: paidOn(days),
      });
    // Invoices of the previous invoicing system, for orders it kept.
    const vatRatePercent = channelById(channelId)?.vatRatePercent ?? 20;
    const billedTo = await currentBilling(db, accountId);
    for (const [id, orderCode, days, articleId, quantity, unitCents] of [
      ['HIST-2024-1177', 'PP-19017', 420, 'PB-XL-SQUARE', 10, 4590],
      ['HIST-2023-0954', 'PP-18544', 700, 'CALENDAR-A3', 10, 1880],
    ] as const)
      await issueInvoice(
        db,
        {
          id,
          accountId,
          kind: 'historical',
          orderCode,
          channelId,
          issuedAt: daysAgo(now, days),
          suppliedOn: paidOn(days),
          paidOn: paidOn(days),
        },
        [{ articleId, quantity, vatRatePercent, unitCents }],
        { billedTo, reverseCharge: false },
      );
    await db.insert(shopProjects).values([
      {
        accountId: business.account.id,
        name: 'Client portfolio 2026',
        articleId: 'PB-XL-SQUARE',
        channelId: business.demo.channelId,
        updatedAt: daysAgo(now, 2),
      },
    ]);
  }

  const businessEu = by('businessEu');
  if (businessEu) {
    // Sold by FotoFlux B.V. (NL) to a German business: priced and invoiced without VAT (reverse charge).
    await seedOrders(db, businessEu, REVERSE_CHARGE_ORDERS, now);
    await issueOrderInvoice(db, {
      id: 'INV-2026-0420',
      accountId: businessEu.account.id,
      kind: 'group',
      orderCode: 'PP-50001',
      channelId: businessEu.demo.channelId,
      issuedAt: daysAgo(now, 9),
      suppliedOn: dateIn(now, -9),
      paidOn: null,
    });
  }

  const businessNew = by('businessNew');
  if (businessNew) {
    await seedOrders(
      db,
      businessNew,
      [
        {
          code: 'PP-30001',
          days: 1,
          state: 'Received',
          products: [{ articleId: 'PRINTS-10x15', status: 'paymentPending', quantity: 200 }],
        },
      ],
      now,
    );
  }
  const businessBlocked = by('businessBlocked');
  if (businessBlocked) {
    await seedOrders(
      db,
      businessBlocked,
      [
        {
          code: 'PP-40001',
          days: 6,
          state: 'Confirmed',
          blocked: 'accountBlocked',
          products: [{ articleId: 'CANVAS-60x40', status: 'on_hold', quantity: 5 }],
        },
      ],
      now,
    );
  }
}
