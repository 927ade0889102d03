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

async function productsOf(db: Db, orderIds: string[]): Promise<Map<string, ProductRow[]>> {
  const byOrder = new Map<string, ProductRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await productsOfOrders(db).execute({ orderIds });
  for (const { product, discountPercent } of rows) {
    const line = { ...product, priceCents: chargedPriceCents(product.priceCents, product.status as ProductStatus), discountPercent };
    const lines = byOrder.get(product.orderId);
    if (lines) lines.push(line);
    else byOrder.set(product.orderId, [line]);
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

/** An order of the caller by code; another account's order is answered exactly like a missing one. */
export async function findOwnOrder(db: Db, accountId: string, code: string) {
  const [order] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.code, code), eq(shopOrders.accountId, accountId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const products = (await productsOf(db, [order.id])).get(order.id) ?? [];
  return { order, products };
}

export async function getSuperOrder(db: Db, accountId: string, code: string, locale: string): Promise<SuperOrder> {
  const { order, products } = await findOwnOrder(db, accountId, code);
  return toSuperOrder(order, products, locale);
}

/** An ordered product of the caller, with its order. */
export async function findOwnProduct(db: Db, accountId: string, productCode: string) {
  const [row] = await db
    .select()
    .from(shopOrderProducts)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderProducts.orderId))
    .where(and(eq(shopOrderProducts.code, productCode), eq(shopOrders.accountId, accountId)));
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

export async function orderLines(db: Db, accountId: string, code: string, currency: string) {
  const { order, products } = await findOwnOrder(db, accountId, code);
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
