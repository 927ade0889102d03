import type { InternalOrderState, ProductStatus } from './status';

/**
 * The shop's payment page for an order (spec §4 'paymentFailed'; the spec names no pay-again call, so
 * the customer pays again in the shop, as a reorder continues there).
 */
export function paymentPageUrl(shopUrl: string, orderCode: string): string {
  return `${shopUrl}/checkout/pay?${new URLSearchParams({ orderCode })}`;
}

/** An order that is not cancelled with a product whose payment failed can be paid again. */
export function canPayAgain(order: { status: InternalOrderState; products: readonly { status: ProductStatus }[] }): boolean {
  return order.status !== 'Cancelled' && order.products.some((p) => p.status === 'paymentFailed');
}
