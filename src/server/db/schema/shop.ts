import { sql } from 'drizzle-orm';
import { pgTable, text, boolean, uuid, jsonb, integer, date, index, check } from 'drizzle-orm/pg-core';
import { accounts } from './identity';
import { descending, fk, ts } from './columns';
import type { Supplier } from '@/domain/channels';
import type { InvoiceLine } from '@/domain/invoices';
import type { PostalAddress } from '@/domain/postal-address';

/** A super order: what the customer bought in one checkout (spec §3 order list item). */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique('shop_orders_code_key'),
    accountId: uuid('account_id').notNull(),
    channelId: text('channel_id').notNull(),
    source: text('source').notNull().default('Albelli'),
    /** Internal state: Received, Confirmed, ProductionStarted, ProductionCompleted, Dispatched, Cancelled. */
    state: text('state').notNull(),
    deliveryType: text('delivery_type').notNull().default('Home'),
    /** Shipping in the minor unit of the channel's currency. */
    shippingCents: integer('shipping_cents').notNull().default(0),
    deliveryAddress: jsonb('delivery_address').notNull(),
    blockedReason: text('blocked_reason'),
    deliveryEarliest: date('delivery_earliest', { mode: 'string' }),
    deliveryLatest: date('delivery_latest', { mode: 'string' }),
    /** A carrier id of `src/domain/orders/tracking.ts` and the parcel's number, once the order is sent. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    deliveredOn: date('delivered_on', { mode: 'string' }),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [fk(t.accountId, accounts.id).onDelete('cascade'), index('shop_orders_account').on(t.accountId, descending(t.createdAt), t.id)],
);

export const shopOrderProducts = pgTable(
  'shop_order_products',
  {
    code: text('code').primaryKey(),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    articleId: text('article_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** A product status word of spec §4. */
    status: text('status').notNull(),
    paymentChangedAt: ts('payment_changed_at'),
    voucherCode: text('voucher_code'),
    /** Chosen option id per extra type, e.g. { paper: 'matte', coverType: 'hard' }. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    hasPdf: boolean('has_pdf').notNull().default(false),
    priceCents: integer('price_cents').notNull().default(0),
  },
  (t) => [fk(t.orderId, shopOrders.id).onDelete('cascade'), index('shop_order_products_order').on(t.orderId, t.position)],
);

export const shopVoucherOffers = pgTable('shop_voucher_offers', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  discountPercent: integer('discount_percent').notNull(),
  experience: text('experience'),
  validUntil: ts('valid_until'),
});

export interface InvoiceBilling {
  name: string;
  companyName: string | null;
  vatNumber: string | null;
  /**
   * The address by its parts, written the way of its country when printed; lines of text on invoices issued
   * before the parts were kept; null without an address.
   */
  address: PostalAddress | string[] | null;
}

export const shopInvoices = pgTable(
  'shop_invoices',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id').notNull(),
    kind: text('kind').$type<'group' | 'historical'>().notNull(),
    orderCode: text('order_code').notNull(),
    channelId: text('channel_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    currency: text('currency').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    /** The date of supply (the tax point); null on invoices issued before it was kept. */
    suppliedOn: date('supplied_on', { mode: 'string' }),
    /** The day the invoice was paid; null while it is open. */
    paidOn: date('paid_on', { mode: 'string' }),
    /** A sale to a business in another EU member state: no VAT charged, the customer accounts for it. */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** The billing details as they were when the invoice was issued (an issued invoice never changes). */
    billedTo: jsonb('billed_to').$type<InvoiceBilling>(),
    /** The seller and the lines as issued; null on invoices issued before lines were kept. */
    supplier: jsonb('supplier').$type<Supplier>(),
    lines: jsonb('lines').$type<InvoiceLine[]>(),
  },
  (t) => [
    fk(t.accountId, accounts.id).onDelete('cascade'),
    check('shop_invoices_kind_check', sql`kind IN ('group', 'historical')`),
    index('shop_invoices_account').on(t.accountId, t.kind, descending(t.issuedAt)),
  ],
);

export const shopProjects = pgTable(
  'shop_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    name: text('name').notNull(),
    articleId: text('article_id').notNull(),
    channelId: text('channel_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [fk(t.accountId, accounts.id).onDelete('cascade'), index('shop_projects_account').on(t.accountId, descending(t.updatedAt), t.id)],
);

/** An online product (widget) of an ordered photo book; keyed by the product code (spec §3). */
export const shopWidgets = pgTable(
  'shop_widgets',
  {
    productCode: text('product_code').primaryKey(),
    accountId: uuid('account_id').notNull(),
    title: text('title').notNull(),
    channelId: text('channel_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    fk(t.productCode, shopOrderProducts.code).onDelete('cascade'),
    fk(t.accountId, accounts.id).onDelete('cascade'),
    index('shop_widgets_account').on(t.accountId, descending(t.createdAt), t.productCode),
  ],
);

export const shopWidgetShares = pgTable(
  'shop_widget_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productCode: text('product_code').notNull(),
    accountId: uuid('account_id').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [fk(t.productCode, shopWidgets.productCode).onDelete('cascade'), fk(t.accountId, accounts.id).onDelete('cascade')],
);

export const shopGalleryEntries = pgTable(
  'shop_gallery_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    widgetCode: text('widget_code').notNull(),
    accountId: uuid('account_id').notNull(),
    channelId: text('channel_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    fk(t.widgetCode, shopWidgets.productCode).onDelete('cascade'),
    fk(t.accountId, accounts.id).onDelete('cascade'),
    index('shop_gallery_entries_widget').on(t.widgetCode, t.createdAt),
  ],
);
