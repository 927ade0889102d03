import type { DeliveryType } from './delivery-address';
import type { ProductStatus } from './status';

/** Shipping of an order, in the minor unit of the channel's currency, by delivery type. */
export const SHIPPING_CENTS: Record<DeliveryType, number> = { Home: 495, PickupPoint: 295 };

/** What a product line is charged before its voucher: nothing when its payment status says it is free of charge. */
export function chargedPriceCents(priceCents: number, status: ProductStatus): number {
  return status === 'paymentFree' ? 0 : priceCents;
}

/** A voucher's discount on one product line, rounded to the minor unit. */
export function voucherDiscountCents(priceCents: number, discountPercent: number | null | undefined): number {
  return discountPercent ? Math.round((priceCents * discountPercent) / 100) : 0;
}

export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/** What an order costs: its product lines less their voucher discounts, plus shipping. */
export function orderTotals(products: readonly { priceCents: number; discountCents: number }[], shippingCents: number): OrderTotals {
  const subtotalCents = products.reduce((sum, p) => sum + p.priceCents, 0);
  const discountCents = products.reduce((sum, p) => sum + p.discountCents, 0);
  return { subtotalCents, discountCents, shippingCents, totalCents: subtotalCents - discountCents + shippingCents };
}
