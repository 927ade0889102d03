/**
 * One line of an invoice as issued: an article (null for shipping), its quantity, its VAT rate and
 * what the customer paid for it, VAT included (prices on every channel include VAT).
 */
export interface InvoiceLine {
  articleId: string | null;
  quantity: number;
  vatRatePercent: number;
  /** The line's price with VAT, after voucher discounts, in the minor unit of the currency. */
  grossCents: number;
}

/** The part of a VAT-inclusive amount that is not VAT, rounded to the minor unit. */
export function netOfGross(grossCents: number, vatRatePercent: number): number {
  return Math.round((grossCents * 100) / (100 + vatRatePercent));
}

/** A line as an invoice prints it: unit price and amount without VAT. */
export function lineNet(line: InvoiceLine): { unitNetCents: number; netCents: number } {
  return {
    unitNetCents: netOfGross(Math.round(line.grossCents / line.quantity), line.vatRatePercent),
    netCents: netOfGross(line.grossCents, line.vatRatePercent),
  };
}

export interface VatTotal {
  vatRatePercent: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** The totals per VAT rate (highest rate first): VAT is taken once per rate from the gross sum, so rates never drift by rounding. */
export function vatTotals(lines: readonly InvoiceLine[]): VatTotal[] {
  const gross = new Map<number, number>();
  for (const line of lines) gross.set(line.vatRatePercent, (gross.get(line.vatRatePercent) ?? 0) + line.grossCents);
  return [...gross]
    .sort(([a], [b]) => b - a)
    .map(([vatRatePercent, grossCents]) => {
      const netCents = netOfGross(grossCents, vatRatePercent);
      return { vatRatePercent, netCents, vatCents: grossCents - netCents, grossCents };
    });
}

/** The amounts an invoice of these lines states: net, VAT and gross over every rate. */
export function invoiceTotals(lines: readonly InvoiceLine[]): { netCents: number; vatCents: number; grossCents: number } {
  return vatTotals(lines).reduce(
    (sum, rate) => ({
      netCents: sum.netCents + rate.netCents,
      vatCents: sum.vatCents + rate.vatCents,
      grossCents: sum.grossCents + rate.grossCents,
    }),
    { netCents: 0, vatCents: 0, grossCents: 0 },
  );
}
