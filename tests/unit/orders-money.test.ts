import { describe, it, expect } from 'vitest';
import { orderTotals, voucherDiscountCents, SHIPPING_CENTS } from '@/domain/orders/money';

describe('money on orders', () => {
  it('takes a voucher percentage off one line, rounded to the minor unit', () => {
    expect(voucherDiscountCents(5998, 25)).toBe(1500);
    expect(voucherDiscountCents(2999, 10)).toBe(300);
    expect(voucherDiscountCents(2999, null)).toBe(0);
  });

  it('adds the lines, takes off the discounts and adds shipping', () => {
    expect(
      orderTotals(
        [
          { priceCents: 5998, discountCents: 1500 },
          { priceCents: 600, discountCents: 0 },
        ],
        SHIPPING_CENTS.Home,
      ),
    ).toEqual({ subtotalCents: 6598, discountCents: 1500, shippingCents: 495, totalCents: 5593 });
    expect(orderTotals([], 0).totalCents).toBe(0);
  });
});
