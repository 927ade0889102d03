import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { preparedPerDb } from '../../db/prepared';
import { shopOrders, shopOrderProducts, shopVoucherOffers } from '../../db/schema';
import { matchingRows, pageTotal } from '../../db/paged';
import { conflict, forbidden, notFound, HttpError } from '../../http/errors';
import type { SuperOrder, DeliveryAddress, DeliveryAddressChange } from '@/domain/schemas/orders';
import type { z } from 'zod';
import type { placeOrder } from '@/domain/schemas/orders';
import type { InternalOrderState, ProductStatus, OrderSource } from '@/domain/orders/status';
import { canChangeDeliveryAddress, type DeliveryType } from '@/domain/orders/delivery-address';
import { articleById, UNIT_PRICE_CENTS } from '../merchandise/catalogue';
import { chargedPriceCents, SHIPPING_CENTS, voucherDiscountCents } from '@/domain/orders/money';
import { channelById, DEFAULT_CHANNEL } from '@/domain/channels';
import { trackingOf } from '@/domain/orders/tracking';
import { pickupPointById } from '../delivery/pickup-points';
import { queueOrderCallback } from '../customer/ftp-callback';
import { randomInt } from 'node:crypto';

type OrderRow = typeof shopOrders.$inferSelect;
/** A product line at the price it is charged (`chargedPriceCents`), with the discount percent of its voucher (null without a known voucher). */
type ProductRow = typeof shopOrderProducts.$inferSelect & { discountPercent: number | null };

export const ORDER_NOT_FOUND = 'Order not found';

/** An order as the Order API answers it; `locale` is the caller's channel's, for the carrier's tracking page. */
export function toSuperOrder(order: OrderRow, products: ProductRow[], locale: string): SuperOrder {
  const blocked = order.blockedReason !== null;
  const state = order.state as InternalOrderState;
  const deliveryAddress = order.deliveryAddress as DeliveryAddress;
  return {
    code: order.code,
    createdAt: order.createdAt.toISOString(),
    source: order.source as OrderSource,
    status: state,
    products: products.map((p) => ({
      code: p.code,
      articleId: p.articleId,
      quantity: p.quantity,
      status: p.status as ProductStatus,
      paymentChangedDate: p.paymentChangedAt?.toISOString() ?? null,
      voucher: p.voucherCode,
      voucherDetails: null,
      hasPdf: p.hasPdf,
      priceCents: p.priceCents,
      discountCents: voucherDiscountCents(p.priceCents, p.discountPercent),
    })),
    productCount: products.reduce((n, p) => n + p.quantity, 0),
    deliveryType: order.deliveryType as DeliveryType,
    deliveryAddress,
    pickupPoint: order.deliveryType === 'PickupPoint' ? pickupPointById(deliveryAddress.pickupPointId) : null,
    blocked,
    canChangeDeliveryAddress: canChangeDeliveryAddress(state, blocked),
    currency: (channelById(order.channelId) ?? DEFAULT_CHANNEL).currency,
    shippingCents: order.shippingCents,
    tracking: state === 'Dispatched' ? trackingOf(order.carrier, order.trackingNumber, deliveryAddress, locale) : null,
    deliveredOn: state === 'Dispatched' ? order.deliveredOn : null,
  };
}

/** The product lines of a page of orders (every order list asks): one prepared statement over an id array. */
const productsOfOrders = preparedPerDb((db) =>
  db
    .select({ product: shopOrderProducts, discountPercent: shopVoucherOffers.discountPercent })
    .from(shopOrderProducts)
    .leftJoin(shopVoucherOffers, eq(shopVoucherOffers.code, shopOrderProducts.voucherCode))
    .where(sql`${shopOrderProducts.orderId} = any(${sql.placeholder('orderIds')}::uuid[])`)
    .orderBy(asc(shopOrderProducts.position))
    .prepare('products_of_orders'),
);

type StoredProduct = typeof shopOrderProducts.$inferSelect;
type ProductWithOffer = { product: StoredProduct; discountPercent: number | null };

const productLine = ({ product, discountPercent }: ProductWithOffer): ProductRow => ({
  ...product,
  priceCents: chargedPriceCents(product.priceCents, product.status as ProductStatus),
  discountPercent,
});

async function productsOf(db: Db, orderIds: string[]): Promise<Map<string, ProductRow[]>> {
  const byOrder = new Map<string, ProductRow[]>();
  if (orderIds.length === 0) return byOrder;
  for (const row of await productsOfOrders(db).execute({ orderIds })) {
    const lines = byOrder.get(row.product.orderId);
    if (lines) lines.push(productLine(row));
    else byOrder.set(row.product.orderId, [productLine(row)]);
  }
  return byOrder;
}

const own = eq(shopOrders.accountId, sql.placeholder('accountId'));
const notExpiredYet = or(isNull(shopOrders.expiresAt), gt(shopOrders.expiresAt, sql`${sql.placeholder('now')}::timestamptz`));
const orderPage = (db: Db, where: ReturnType<typeof and>, name: string) =>
  db
    .select({ order: shopOrders, total: matchingRows })
    .from(shopOrders)
    .where(where)
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
const allOrdersStatement = preparedPerDb((db) => orderPage(db, own, 'orders_page'));
const notExpiredOrdersStatement = preparedPerDb((db) => orderPage(db, and(own, notExpiredYet), 'orders_not_expired_page'));

/** GET /v2/superorders/me: newest first; notExpired leaves out orders past their expiry. */
export async function listSuperOrders(db: Db, accountId: string, offset: number, limit: number, notExpired: boolean, locale: string) {
  const now = new Date().toISOString();
  const page = await (notExpired ? notExpiredOrdersStatement : allOrdersStatement)(db).execute({ accountId, now, limit, offset });
  const countAll = () =>
    db.$count(
      shopOrders,
      and(
        eq(shopOrders.accountId, accountId),
        notExpired ? or(isNull(shopOrders.expiresAt), gt(shopOrders.expiresAt, new Date(now))) : undefined,
      ),
    );
  const [products, total] = await Promise.all([
    productsOf(
      db,
      page.map((r) => r.order.id),
    ),
    pageTotal(page, offset, countAll),
  ]);
  return { items: page.map(({ order }) => toSuperOrder(order, products.get(order.id) ?? [], locale)), total };
}

const ownOrderByCode = preparedPerDb((db) =>
  db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.code, sql.placeholder('code')), own))
    .prepare('own_order_by_code'),
);

const ownProductByCode = preparedPerDb((db) =>
  db
    .select()
    .from(shopOrderProducts)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderProducts.orderId))
    .where(and(eq(shopOrderProducts.code, sql.placeholder('code')), own))
    .prepare('own_product_by_code'),
);

type FoundOrder = { order: OrderRow; products: ProductRow[] };
type FoundProduct = { product: StoredProduct; order: OrderRow };

/**
 * The orders a request has read, by account and code, and their products by code. An order page asks the
 * order, product, delivery and reorder services in turn, and each would read the same order again: with the
 * request's context they read it once. Only reads go through it; a change reads afresh (`changeDeliveryAddress`).
 */
const readInRequest = new WeakMap<object, { orders: Map<string, Promise<FoundOrder>>; products: Map<string, FoundProduct> }>();

function requestReads(request: object) {
  let reads = readInRequest.get(request);
  if (!reads) readInRequest.set(request, (reads = { orders: new Map(), products: new Map() }));
  return reads;
}

async function readOwnOrder(db: Db, accountId: string, code: string, products?: Map<string, FoundProduct>): Promise<FoundOrder> {
  const [order] = await ownOrderByCode(db).execute({ code, accountId });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const rows = await productsOfOrders(db).execute({ orderIds: [order.id] });
  for (const { product } of rows) products?.set(`${accountId} ${product.code}`, { product, order });
  return { order, products: rows.map(productLine) };
}

/**
 * An order of the caller by code; another account's order is answered exactly like a missing one. With the
 * request's context (`RequestContext`), an order this request has already read is not read again.
 */
export function findOwnOrder(db: Db, accountId: string, code: string, request?: object): Promise<FoundOrder> {
  if (!request) return readOwnOrder(db, accountId, code);
  const reads = requestReads(request);
  const key = `${accountId} ${code}`;
  let found = reads.orders.get(key);
  if (!found) reads.orders.set(key, (found = readOwnOrder(db, accountId, code, reads.products)));
  return found;
}

export async function getSuperOrder(db: Db, accountId: string, code: string, locale: string, request?: object): Promise<SuperOrder> {
  const { order, products } = await findOwnOrder(db, accountId, code, request);
  return toSuperOrder(order, products, locale);
}

/** An ordered product of the caller, with its order (one of an order this request has read is not read again). */
export async function findOwnProduct(db: Db, accountId: string, productCode: string, request?: object): Promise<FoundProduct> {
  const known = request && readInRequest.get(request)?.products.get(`${accountId} ${productCode}`);
  if (known) return known;
  const [row] = await ownProductByCode(db).execute({ code: productCode, accountId });
  if (!row) throw notFound('Product not found');
  return { product: row.shop_order_products, order: row.shop_orders };
}

export async function changeDeliveryAddress(
  db: Db,
  accountId: string,
  code: string,
  change: DeliveryAddressChange,
  locale: string,
): Promise<SuperOrder> {
  const { order } = await findOwnOrder(db, accountId, code);
  if (!canChangeDeliveryAddress(order.state as InternalOrderState, order.blockedReason !== null)) {
    throw conflict('The delivery address of this order can no longer be changed');
  }
  const address = {
    ...change.address,
    pickupPointId: change.deliveryType === 'PickupPoint' ? (change.address.pickupPointId ?? null) : null,
  };
  // The state check is repeated in the update so a order that moved on meanwhile is not changed.
  const updated = await db
    .update(shopOrders)
    .set({ deliveryAddress: address, deliveryType: change.deliveryType, updatedAt: new Date() })
    .where(and(eq(shopOrders.id, order.id), inArray(shopOrders.state, ['Received', 'Confirmed']), isNull(shopOrders.blockedReason)))
    .returning({ id: shopOrders.id });
  if (updated.length === 0) throw conflict('The delivery address of this order can no longer be changed');
  return getSuperOrder(db, accountId, code, locale);
}

/** GET /orders/byAccount/{accountId}: only the caller's own account id is allowed. */
export async function ordersByAccount(
  db: Db,
  viewerAccountId: string,
  accountId: string,
  articleNames: string[],
  offset: number,
  limit: number,
) {
  if (viewerAccountId !== accountId) throw forbidden('You can only read your own orders');
  const all = await db
    .select()
    .from(shopOrders)
    .where(eq(shopOrders.accountId, accountId))
    .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id));
  const products = await productsOf(
    db,
    all.map((o) => o.id),
  );
  const wanted = new Set(articleNames.map((n) => n.toUpperCase()));
  const items = all
    .map((o) => ({
      code: o.code,
      createdAt: o.createdAt.toISOString(),
      status: o.state as InternalOrderState,
      articleNames: (products.get(o.id) ?? []).map((p) => p.articleId),
    }))
    .filter((o) => wanted.size === 0 || o.articleNames.some((a) => wanted.has(a.toUpperCase())));
  return { items: items.slice(offset, offset + limit), total: items.length };
}

export async function orderLines(db: Db, accountId: string, code: string, currency: string, request?: object) {
  const { order, products } = await findOwnOrder(db, accountId, code, request);
  return {
    code: order.code,
    status: order.state as InternalOrderState,
    createdAt: order.createdAt.toISOString(),
    currency,
    lines: products.map((p) => ({ productCode: p.code, articleId: p.articleId, quantity: p.quantity, priceCents: p.priceCents })),
  };
}

function newOrderCode(prefix: string): string {
  return `${prefix}-${randomInt(100_000_000, 999_999_999)}`;
}

/** The reference shop checkout: places an order for the caller (state Received, awaiting payment). */
export async function placeOrderFor(
  db: Db,
  accountId: string,
  channelId: string,
  input: z.infer<typeof placeOrder>,
  locale: string,
): Promise<SuperOrder> {
  for (const p of input.products) {
    const article = articleById(p.articleId);
    if (!article) throw new HttpError(422, `Unknown article ${p.articleId}`);
    for (const [type, option] of Object.entries(p.options)) {
      const options = article.extras[type as keyof typeof article.extras];
      if (!options?.some((o) => o.id === option)) throw new HttpError(422, `Option ${type}=${option} is not available for ${p.articleId}`);
    }
  }
  const code = newOrderCode('ORD');
  const [order] = await db
    .insert(shopOrders)
    .values({
      code,
      accountId,
      channelId,
      state: 'Received',
      deliveryType: input.deliveryType,
      deliveryAddress: input.deliveryAddress,
      shippingCents: SHIPPING_CENTS[input.deliveryType],
    })
    .returning();
  await db.insert(shopOrderProducts).values(
    input.products.map((p, i) => ({
      code: `${code}-${i + 1}`,
      orderId: order.id,
      position: i + 1,
      articleId: p.articleId,
      quantity: p.quantity,
      status: 'paymentPending',
      options: p.options,
      voucherCode: p.voucher ?? null,
      priceCents: (UNIT_PRICE_CENTS[p.articleId] ?? 0) * p.quantity,
    })),
  );
  await queueOrderCallback(db, accountId, {
    event: 'orderReceived',
    orderCode: code,
    status: order.state,
    createdAt: order.createdAt.toISOString(),
  });
  return getSuperOrder(db, accountId, code, locale);
}
