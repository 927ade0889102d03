import { describe, it, expect } from 'vitest';
import { useTempDatabase } from './support/temp-database';
import { newAccount } from './support/accounts';
import { listSuperOrders } from '@/server/services/order/orders';
import { shopOrders, shopOrderProducts, shopVoucherOffers } from '@/server/db/schema';

const temp = useTempDatabase('orders-totals');

const accountIdOf = async (email: string) => (await newAccount(temp.db, email)).id;

describe('order list totals', () => {
  it('tells the total on the first page, a middle page, the last page and a page past the end', async () => {
    const accountId = await accountIdOf('totals@test.example');
    await temp.db.insert(shopOrders).values(
      Array.from({ length: 7 }, (_, i) => ({
        code: `T-${i}`,
        accountId,
        channelId: 'pixelpress-uk',
        state: 'Received',
        deliveryAddress: { country: 'GB' },
        createdAt: new Date(Date.UTC(2026, 0, i + 1)),
      })),
    );
    const page = async (offset: number) => {
      const { items, total } = await listSuperOrders(temp.db, accountId, offset, 3, true, 'en-GB');
      return { codes: items.map((o) => o.code), total };
    };
    expect(await page(0)).toEqual({ codes: ['T-6', 'T-5', 'T-4'], total: 7 });
    expect(await page(3)).toEqual({ codes: ['T-3', 'T-2', 'T-1'], total: 7 });
    expect(await page(6)).toEqual({ codes: ['T-0'], total: 7 });
    expect(await page(9)).toEqual({ codes: [], total: 7 });
  });

  it('answers zero for a customer without orders', async () => {
    expect(await listSuperOrders(temp.db, await accountIdOf('none@test.example'), 0, 3, true, 'en-GB')).toEqual({ items: [], total: 0 });
  });
});

describe('order list products', () => {
  it('come with each order of the page, in position order, with their voucher discount and payment change', async () => {
    const accountId = await accountIdOf('lines@test.example');
    const orders = await temp.db
      .insert(shopOrders)
      .values(
        ['L-1', 'L-2'].map((code, i) => ({
          code,
          accountId,
          channelId: 'pixelpress-uk',
          state: 'Received',
          deliveryAddress: { country: 'GB' },
          createdAt: new Date(Date.UTC(2026, 1, i + 1)),
        })),
      )
      .returning({ id: shopOrders.id, code: shopOrders.code });
    const [first, second] = orders;
    await temp.db.insert(shopVoucherOffers).values({ code: 'LINES20', title: 'Twenty off', discountPercent: 20 });
    await temp.db.insert(shopOrderProducts).values([
      { code: 'L-1-2', orderId: first.id, position: 2, articleId: 'POSTER-50x70', quantity: 2, status: 'paymentPending', priceCents: 3000 },
      {
        code: 'L-1-1',
        orderId: first.id,
        position: 1,
        articleId: 'PB-A4-LANDSCAPE',
        status: 'paymentChanged',
        paymentChangedAt: new Date('2026-02-03T04:05:06.789Z'),
        voucherCode: 'LINES20',
        hasPdf: true,
        priceCents: 4999,
      },
    ]);

    const { items } = await listSuperOrders(temp.db, accountId, 0, 10, true, 'en-GB');
    expect(items.map((o) => o.code)).toEqual([second.code, first.code]);
    expect(items[0]).toMatchObject({ products: [], productCount: 0 });
    expect(items[1].productCount).toBe(3);
    expect(items[1].products).toEqual([
      {
        code: 'L-1-1',
        articleId: 'PB-A4-LANDSCAPE',
        quantity: 1,
        status: 'paymentChanged',
        paymentChangedDate: '2026-02-03T04:05:06.789Z',
        voucher: 'LINES20',
        voucherDetails: null,
        hasPdf: true,
        priceCents: 4999,
        discountCents: 1000,
      },
      {
        code: 'L-1-2',
        articleId: 'POSTER-50x70',
        quantity: 2,
        status: 'paymentPending',
        paymentChangedDate: null,
        voucher: null,
        voucherDetails: null,
        hasPdf: false,
        priceCents: 3000,
        discountCents: 0,
      },
    ]);
  });
});
