import { describe, it, expect } from 'vitest';
import { CHANNELS } from '@/domain/channels';
import { normalisedVatNumber } from '@/domain/vat';
import { invoiceTotals, isReverseCharge, lineAmountCents, vatOfGross, vatTotals, type InvoiceLine } from '@/domain/invoices';

const line = (unitCents: number, vatRatePercent: number, quantity = 1): InvoiceLine => ({
  articleId: 'PB-A4-LANDSCAPE',
  quantity,
  vatRatePercent,
  unitCents,
});

describe('invoice arithmetic (src/domain/invoices.ts)', () => {
  it('a line is its unit price times its quantity, exactly: the figures of issue 41 add up', () => {
    expect(lineAmountCents(line(2999, 20, 25))).toBe(74975);
    expect(lineAmountCents(line(2083, 20, 10))).toBe(20830);
    expect(lineAmountCents(line(-1500, 20))).toBe(-1500);
  });

  it('takes the VAT out of a VAT-inclusive amount, rounded half up to the minor unit', () => {
    expect(vatOfGross(75470, 20)).toBe(12578); // 12578.33
    expect(vatOfGross(2999, 21)).toBe(520); // 520.49
    expect(vatOfGross(63, 26)).toBe(13); // 13.0
    expect(vatOfGross(363, 21)).toBe(63); // 63.0
    expect(vatOfGross(1, 100)).toBe(1); // exactly half a cent: up
    expect(vatOfGross(-1, 100)).toBe(-1);
    expect(vatOfGross(10000, 0)).toBe(0);
  });

  it('totals per rate, highest first, each from the sum of its lines; net + VAT = gross per rate', () => {
    const lines = [line(1000, 9), line(2999, 20, 25), line(495, 20), line(1001, 9), line(-500, 9)];
    const rates = vatTotals(lines);
    expect(rates).toEqual([
      { vatRatePercent: 20, netCents: 62892, vatCents: 12578, grossCents: 75470 },
      { vatRatePercent: 9, netCents: 1377, vatCents: 124, grossCents: 1501 },
    ]);
    for (const rate of rates) expect(rate.netCents + rate.vatCents).toBe(rate.grossCents);
    expect(invoiceTotals(lines)).toEqual({ netCents: 64269, vatCents: 12702, grossCents: 76971 });
    expect(invoiceTotals([])).toEqual({ netCents: 0, vatCents: 0, grossCents: 0 });
  });

  it('reverse-charges a sale between businesses of two EU member states only', () => {
    expect(isReverseCharge('NL859123406B01', 'DE136695976')).toBe(true);
    expect(isReverseCharge('NL859123406B01', 'NL 123456789 B01')).toBe(false);
    expect(isReverseCharge('NL859123406B01', null)).toBe(false);
    // The United Kingdom and Norway are not in the EU: their sellers charge their own VAT.
    expect(isReverseCharge('GB 987 6543 53', 'DE136695976')).toBe(false);
    expect(isReverseCharge('NO912345602MVA', 'SE556123456701')).toBe(false);
    expect(isReverseCharge('ATU12345602', 'EL123456789')).toBe(true);
  });

  it("prints each channel's seller under a VAT number that passes its country's check digits", () => {
    for (const channel of CHANNELS) expect(normalisedVatNumber(channel.supplier.vatNumber), channel.id).not.toBeNull();
  });
});
