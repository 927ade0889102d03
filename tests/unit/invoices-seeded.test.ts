import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db';
import { migrate } from '@/server/db/migrate';
import { seedDemo } from '@/server/seed/demo';
import { shopInvoices, shopOrders } from '@/server/db/schema';
import { getSuperOrder } from '@/server/services/order/orders';
import { orderTotals } from '@/domain/orders/money';
import { invoiceTotals, lineAmountCents, vatTotals } from '@/domain/invoices';

/** ISO 7064 MOD 11,10: the check digit of a German VAT number's eight digits. */
function germanVatCheckDigit(digits: string): number {
  let product = 10;
  for (const digit of digits) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10;
}

let dir: string;
let database: Database;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoices-seeded-'));
  database = await openDatabase(undefined, dir);
  await migrate(database);
  await seedDemo(database.db);
  // The whole demo (photos too) is seeded: minutes on a busy two-core machine.
}, 300_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('every seeded invoice adds up', () => {
  it('states amounts that are its lines: unit × quantity, net + VAT = gross per rate, and what the order cost', async () => {
    const invoices = await database.db.select().from(shopInvoices);
    expect(invoices.length).toBeGreaterThanOrEqual(6);
    for (const invoice of invoices) {
      const lines = invoice.lines ?? [];
      expect(lines.length, invoice.id).toBeGreaterThan(0);
      for (const line of lines) {
        expect(Number.isInteger(line.unitCents) && Number.isInteger(line.quantity), invoice.id).toBe(true);
        expect(lineAmountCents(line)).toBe(line.unitCents * line.quantity);
      }
      for (const rate of vatTotals(lines))
        expect(rate.netCents + rate.vatCents, `${invoice.id} at ${rate.vatRatePercent}%`).toBe(rate.grossCents);
      const totals = invoiceTotals(lines);
      expect(totals.grossCents, invoice.id).toBe(lines.reduce((sum, line) => sum + lineAmountCents(line), 0));
      expect([invoice.amountCents, invoice.vatCents], invoice.id).toEqual([totals.grossCents, totals.vatCents]);
      expect(invoice.suppliedOn, invoice.id).not.toBeNull();

      const [order] = await database.db.select().from(shopOrders).where(eq(shopOrders.code, invoice.orderCode));
      if (invoice.kind === 'group') {
        // The invoice asks for what the order cost the customer.
        const superOrder = await getSuperOrder(database.db, invoice.accountId, order.code, 'en-GB');
        expect(totals.grossCents, invoice.id).toBe(orderTotals(superOrder.products, superOrder.shippingCents).totalCents);
      }
    }
  });

  it('the order of 25 photo books of issue 41 reads 25 × £29.99 = £749.75', async () => {
    const [invoice] = await database.db.select().from(shopInvoices).where(eq(shopInvoices.id, 'INV-2026-0412'));
    expect(invoice.lines?.[0]).toMatchObject({ articleId: 'PB-A4-LANDSCAPE', quantity: 25, unitCents: 2999, vatRatePercent: 20 });
    expect(invoiceTotals(invoice.lines ?? [])).toEqual({ netCents: 62892, vatCents: 12578, grossCents: 75470 });
  });

  it('one invoice is reverse-charged: a German business buying from the Dutch seller, with a valid VAT number, at 0 % VAT', async () => {
    const reverse = await database.db.select().from(shopInvoices).where(eq(shopInvoices.reverseCharge, true));
    expect(reverse.map((invoice) => invoice.id)).toEqual(['INV-2026-0420']);
    const [invoice] = reverse;
    expect(invoice.supplier?.vatNumber).toMatch(/^NL/);
    const vatNumber = invoice.billedTo?.vatNumber ?? '';
    expect(vatNumber).toMatch(/^DE\d{9}$/);
    expect(germanVatCheckDigit(vatNumber.slice(2, 10))).toBe(Number(vatNumber[10]));
    expect(invoice.billedTo?.address).toMatchObject({ country: 'DE' });
    expect(invoice.vatCents).toBe(0);
    for (const line of invoice.lines ?? []) expect(line.vatRatePercent).toBe(0);
  });
});
