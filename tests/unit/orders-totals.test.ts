import { describe, it, expect } from 'vitest';
import { useTempDatabase } from './support/temp-database';
import { createAccount } from '@/server/identity';
import { listSuperOrders } from '@/server/services/order/orders';
import { shopOrders } from '@/server/db/schema';

const temp = useTempDatabase('orders-totals');

async function newAccount(email: string): Promise<string> {
  const account = await createAccount(temp.db, {
    email,
    password: 'a-long-password',
    firstName: 'A',
    lastName: 'B',
    channelId: 'pixelpress-uk',
  });
  if (!account) throw new Error('account not created');
  return account.id;
}

describe('order list totals', () => {
  it('tells the total on the first page, a middle page, the last page and a page past the end', async () => {
    const accountId = await newAccount('totals@test.example');
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
      const { items, total } = await listSuperOrders(temp.db, accountId, offset, 3, true);
      return { codes: items.map((o) => o.code), total };
    };
    expect(await page(0)).toEqual({ codes: ['T-6', 'T-5', 'T-4'], total: 7 });
    expect(await page(3)).toEqual({ codes: ['T-3', 'T-2', 'T-1'], total: 7 });
    expect(await page(6)).toEqual({ codes: ['T-0'], total: 7 });
    expect(await page(9)).toEqual({ codes: [], total: 7 });
  });

  it('answers zero for a customer without orders', async () => {
    expect(await listSuperOrders(temp.db, await newAccount('none@test.example'), 0, 3, true)).toEqual({ items: [], total: 0 });
  });
});
