/**
 * The arithmetic of an invoice, in whole minor units of the currency (pence, cents, øre), never floats.
 *
 * The rule: a price is per unit and is what the customer pays for it, VAT included at the line's rate
 * (prices on every channel include VAT; a reverse-charge sale is priced without VAT and its rate is 0).
 * A line's amount is its unit price × its quantity, exactly. Per VAT rate the line amounts are added up
 * to the gross amount; its VAT is gross × rate / (100 + rate), rounded half up to the minor unit, and its
 * net amount is gross − VAT. So net + VAT = gross for every rate, and the invoice's totals are the sums
 * over its rates. A voucher's discount is a line of its own, at the rate of the product it reduces.
 */

/** Days the customer has to pay an invoice from its date (the payment terms every invoice states). */
export const INVOICE_PAYMENT_DAYS = 14;

/** One line of an invoice as issued. */
export interface InvoiceLine {
  /** The article sold, or null for shipping and for a voucher's discount. */
  articleId: string | null;
  /** The voucher whose discount this line is (its unit price is negative). */
  voucherCode?: string | null;
  quantity: number;
  vatRatePercent: number;
  /** The price of one unit with VAT, in the minor unit of the currency. */
  unitCents: number;
}

/** A line's amount: unit price × quantity. */
export function lineAmountCents(line: InvoiceLine): number {
  return line.unitCents * line.quantity;
}

/** The VAT contained in a VAT-inclusive amount, rounded half up (half away from zero) to the minor unit. */
export function vatOfGross(grossCents: number, vatRatePercent: number): number {
  const divisor = 100 + vatRatePercent;
  const vat = Math.floor((2 * Math.abs(grossCents) * vatRatePercent + divisor) / (2 * divisor));
  return grossCents < 0 ? -vat : vat;
}

export interface VatTotal {
  vatRatePercent: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** The totals per VAT rate (highest rate first), each from the sum of its lines' amounts. */
export function vatTotals(lines: readonly InvoiceLine[]): VatTotal[] {
  const gross = new Map<number, number>();
  for (const line of lines) gross.set(line.vatRatePercent, (gross.get(line.vatRatePercent) ?? 0) + lineAmountCents(line));
  return [...gross]
    .sort(([a], [b]) => b - a)
    .map(([vatRatePercent, grossCents]) => {
      const vatCents = vatOfGross(grossCents, vatRatePercent);
      return { vatRatePercent, netCents: grossCents - vatCents, vatCents, grossCents };
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

/** EU member states by the prefix of their VAT numbers (Greece's is EL). */
const EU_VAT_PREFIXES = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]); // prettier-ignore

const vatPrefix = (vatNumber: string) => vatNumber.replace(/\s/g, '').slice(0, 2).toUpperCase();

/**
 * A sale between businesses in two EU member states is reverse-charged (Council Directive 2006/112/EC,
 * article 196): the seller charges no VAT and the customer accounts for it. Both are known by the
 * country prefix of their VAT numbers.
 */
export function isReverseCharge(sellerVatNumber: string, buyerVatNumber: string | null | undefined): boolean {
  if (!buyerVatNumber) return false;
  const seller = vatPrefix(sellerVatNumber);
  const buyer = vatPrefix(buyerVatNumber);
  return EU_VAT_PREFIXES.has(seller) && EU_VAT_PREFIXES.has(buyer) && seller !== buyer;
}
