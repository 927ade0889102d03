import { describe, it, expect } from 'vitest';
import { invoiceTotals, lineNet, netOfGross, vatTotals, type InvoiceLine } from '@/domain/invoices';

const line = (grossCents: number, vatRatePercent: number, quantity = 1): InvoiceLine => ({
  articleId: 'PB-A4-LANDSCAPE',
  quantity,
  vatRatePercent,
  grossCents,
});

describe('invoice VAT', () => {
  it('takes the VAT out of prices that include it', () => {
    expect(netOfGross(74975, 20)).toBe(62479);
    expect(netOfGross(2999, 21)).toBe(2479);
    expect(netOfGross(100, 0)).toBe(100);
    expect(lineNet(line(74975, 20, 25))).toEqual({ unitNetCents: 2499, netCents: 62479 });
  });

  it('totals per rate, highest first, each rate from its own gross sum', () => {
    const lines = [line(1000, 9), line(74975, 20, 25), line(495, 20), line(1001, 9)];
    expect(vatTotals(lines)).toEqual([
      { vatRatePercent: 20, netCents: 62892, vatCents: 12578, grossCents: 75470 },
      { vatRatePercent: 9, netCents: 1836, vatCents: 165, grossCents: 2001 },
    ]);
    expect(invoiceTotals(lines)).toEqual({ netCents: 64728, vatCents: 12743, grossCents: 77471 });
    expect(invoiceTotals([])).toEqual({ netCents: 0, vatCents: 0, grossCents: 0 });
  });
});
