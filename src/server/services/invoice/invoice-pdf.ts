import type { shopInvoices, InvoiceBilling } from '../../db/schema';
import type { Supplier } from '@/domain/channels';
import { INVOICE_PAYMENT_DAYS, lineAmountCents, vatTotals, invoiceTotals, type InvoiceLine } from '@/domain/invoices';
import { postalAddressLines } from '@/domain/postal-address';
import { formatDate, formatMoney, formatPercent } from '@/i18n/format';
import { FONT, PAGE, newPdf, pdfSafe, type PdfLanguage } from '../product/pdf';

const DAY = 24 * 60 * 60 * 1000;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW = 16;

/** The columns of the lines table: x from the left margin and width, in points. */
const COLUMNS = {
  description: { x: 0, width: 190, align: 'left' },
  quantity: { x: 190, width: 45, align: 'right' },
  unit: { x: 240, width: 85, align: 'right' },
  rate: { x: 330, width: 55, align: 'right' },
  amount: { x: 390, width: CONTENT_WIDTH - 390, align: 'right' },
} as const;

export interface InvoiceDocument {
  invoice: typeof shopInvoices.$inferSelect;
  supplier: Supplier;
  lines: (InvoiceLine & { description: string })[];
  language: PdfLanguage;
}

/** The billing address as lines: by its parts in its country's way, or as issued by older invoices. */
function billingAddressLines(billed: InvoiceBilling | null, countryName: (code: string) => string): readonly string[] {
  const address = billed?.address;
  if (!address) return [];
  return Array.isArray(address) ? address : postalAddressLines(address, countryName(address.country));
}

/**
 * An invoice on one or more A4 pages: the seller's block (name, address, VAT number) and the invoice's
 * facts side by side, the buyer's block, a table of the lines, the VAT per rate and the totals, then
 * reverse-charge wording where it applies, the payment terms and the payment status.
 */
export function invoicePdf({ invoice, supplier, lines, language: { t, locale } }: InvoiceDocument): Promise<Buffer> {
  const money = (cents: number) => formatMoney(locale, invoice.currency, cents / 100);
  const percent = (rate: number) => formatPercent(locale, rate);
  const date = (value: Date | string) => formatDate(locale, value);
  const { doc, bytes } = newPdf({
    title: t('pdf.invoice.title', { id: invoice.id, order: invoice.orderCode }),
    subject: t('pdf.order', { code: invoice.orderCode }),
    author: supplier.name,
  });
  const left = PAGE.margin;
  const text = (
    value: string,
    x: number,
    y: number,
    options: { width?: number; align?: 'left' | 'right'; bold?: boolean; size?: number } = {},
  ) =>
    doc
      .font(options.bold ? FONT.bold : FONT.regular)
      .fontSize(options.size ?? 10)
      .text(pdfSafe(value), x, y, { width: options.width, align: options.align ?? 'left', lineBreak: false });

  // The seller, and the invoice's facts beside it.
  let y = PAGE.margin;
  text(supplier.name, left, y, { bold: true, size: 16 });
  y += 22;
  for (const line of [...supplier.address, t('pdf.invoice.vatNumber', { vatNumber: supplier.vatNumber })]) {
    text(line, left, y);
    y += 13;
  }
  const factsX = left + 300;
  let factsY = PAGE.margin;
  text(t('pdf.invoice.heading'), factsX, factsY, { bold: true, size: 16 });
  factsY += 22;
  const facts: [string, string][] = [
    [t('pdf.invoice.number'), invoice.id],
    [t('pdf.invoice.date'), date(invoice.issuedAt)],
    ...(invoice.suppliedOn ? [[t('pdf.invoice.supplied'), date(invoice.suppliedOn)] as [string, string]] : []),
    [t('pdf.invoice.order'), invoice.orderCode],
  ];
  for (const [label, value] of facts) {
    text(label, factsX, factsY, { width: 100 });
    text(value, factsX + 100, factsY, { width: CONTENT_WIDTH - 400 });
    factsY += 13;
  }

  // The buyer.
  y = Math.max(y, factsY) + 24;
  const billed = invoice.billedTo;
  text(t('pdf.invoice.billedTo'), left, y, { bold: true });
  y += 14;
  const buyer = [
    billed?.companyName,
    billed?.name,
    ...billingAddressLines(billed, (code) => t(`orders.countries.${code}`, { defaultValue: code })),
    billed?.vatNumber ? t('pdf.invoice.vatNumber', { vatNumber: billed.vatNumber }) : null,
  ].filter((line): line is string => Boolean(line));
  for (const line of buyer) {
    text(line, left, y);
    y += 13;
  }

  // The lines.
  y += 24;
  const row = (cells: Record<keyof typeof COLUMNS, string>, bold = false) => {
    if (y > PAGE.height - PAGE.margin - ROW * 8) {
      doc.addPage();
      y = PAGE.margin;
    }
    for (const [key, column] of Object.entries(COLUMNS))
      text(cells[key as keyof typeof COLUMNS], left + column.x, y, { width: column.width, align: column.align, bold });
    y += ROW;
  };
  const rule = () => {
    doc
      .moveTo(left, y - 4)
      .lineTo(left + CONTENT_WIDTH, y - 4)
      .lineWidth(0.5)
      .stroke();
  };
  row(
    {
      description: t('pdf.invoice.columns.description'),
      quantity: t('pdf.invoice.columns.quantity'),
      unit: t('pdf.invoice.columns.unitPrice'),
      rate: t('pdf.invoice.columns.vatRate'),
      amount: t('pdf.invoice.columns.amount'),
    },
    true,
  );
  rule();
  for (const line of lines)
    row({
      description: line.description,
      quantity: String(line.quantity),
      unit: money(line.unitCents),
      rate: percent(line.vatRatePercent),
      amount: money(lineAmountCents(line)),
    });
  rule();

  // The VAT per rate, then the totals.
  y += 8;
  row(
    {
      description: t('pdf.invoice.vatSummary'),
      quantity: '',
      unit: t('pdf.invoice.columns.net'),
      rate: t('pdf.invoice.columns.vatRate'),
      amount: t('pdf.invoice.columns.vat'),
    },
    true,
  );
  for (const rate of vatTotals(lines))
    row({ description: '', quantity: '', unit: money(rate.netCents), rate: percent(rate.vatRatePercent), amount: money(rate.vatCents) });
  y += 8;
  const totals = invoiceTotals(lines);
  const total = (label: string, cents: number, bold = false) => {
    text(label, left + COLUMNS.unit.x, y, { width: COLUMNS.unit.width + COLUMNS.rate.width + 5, bold });
    text(money(cents), left + COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: 'right', bold });
    y += ROW;
  };
  total(t('pdf.invoice.net'), totals.netCents);
  total(t('pdf.invoice.vat'), totals.vatCents);
  rule();
  total(t('pdf.invoice.total'), totals.grossCents, true);

  // What the law asks to be said, and how to pay.
  y += 20;
  const paragraph = (value: string, bold = false) => {
    doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(10)
      .text(pdfSafe(value), left, y, { width: CONTENT_WIDTH });
    y = doc.y + 6;
  };
  paragraph(invoice.reverseCharge ? t('pdf.invoice.reverseCharge') : t('pdf.invoice.pricesIncludeVat'), invoice.reverseCharge);
  const due = new Date(invoice.issuedAt.getTime() + INVOICE_PAYMENT_DAYS * DAY);
  paragraph(t('pdf.invoice.paymentTerms', { days: INVOICE_PAYMENT_DAYS, date: date(due) }));
  paragraph(invoice.paidOn ? t('pdf.invoice.paid', { date: date(invoice.paidOn) }) : t('pdf.invoice.open', { date: date(due) }));
  doc.end();
  return bytes;
}
