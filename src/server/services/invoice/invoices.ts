import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { shopInvoices, customers, addresses, type InvoiceBilling } from '../../db/schema';
import { notFound } from '../../http/errors';
import { channelById, DEFAULT_CHANNEL } from '@/domain/channels';
import { invoiceTotals, lineNet, vatTotals, type InvoiceLine } from '@/domain/invoices';
import { voucherDiscountCents } from '@/domain/orders/money';
import { findOwnOrder } from '../order/orders';
import { articleTitle } from '../merchandise/catalogue';
import type { InvoiceGroupFile, HistoricalInvoice } from '@/domain/schemas/invoices';
import { formatDate, formatMoney, formatPercent } from '@/i18n/format';
import { textPdf, type PdfLanguage } from '../product/pdf';

type InvoiceRow = typeof shopInvoices.$inferSelect;

export async function listGroupFiles(db: Db, accountId: string): Promise<InvoiceGroupFile[]> {
  const rows = await db
    .select()
    .from(shopInvoices)
    .where(and(eq(shopInvoices.accountId, accountId), eq(shopInvoices.kind, 'group')))
    .orderBy(desc(shopInvoices.issuedAt), desc(shopInvoices.id));
  return rows.map((r) => ({
    id: r.id,
    orderCode: r.orderCode,
    issuedAt: r.issuedAt.toISOString(),
    amountCents: r.amountCents,
    currency: r.currency,
  }));
}

export async function listHistorical(db: Db, accountId: string): Promise<HistoricalInvoice[]> {
  const rows = await db
    .select()
    .from(shopInvoices)
    .where(and(eq(shopInvoices.accountId, accountId), eq(shopInvoices.kind, 'historical')))
    .orderBy(desc(shopInvoices.issuedAt), desc(shopInvoices.id));
  return rows.map((r) => ({ orderRef: r.orderCode, id: r.id, channel: r.channelId, issuedAt: r.issuedAt.toISOString() }));
}

/** The customer's billing details now: what an invoice issued now keeps. */
export async function currentBilling(db: Db, accountId: string): Promise<InvoiceBilling> {
  const [c] = await db.select().from(customers).where(eq(customers.accountId, accountId));
  const [a] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.accountId, accountId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt))
    .limit(1);
  return {
    name: `${c?.firstName ?? ''} ${c?.lastName ?? ''}`.trim(),
    companyName: c?.companyName ?? null,
    vatNumber: c?.vatNumber ?? null,
    address: a ? [`${a.street} ${a.houseNumber}`, `${a.postalCode} ${a.city}`, a.country] : null,
  };
}

/** The lines of an order as its invoice lists them: each product at its price after vouchers, then shipping. */
export async function orderInvoiceLines(db: Db, accountId: string, orderCode: string): Promise<InvoiceLine[]> {
  const { order, products } = await findOwnOrder(db, accountId, orderCode);
  const vatRatePercent = channelOf(order.channelId).vatRatePercent;
  const lines: InvoiceLine[] = products.map((p) => ({
    articleId: p.articleId,
    quantity: p.quantity,
    vatRatePercent,
    grossCents: p.priceCents - voucherDiscountCents(p.priceCents, p.discountPercent),
  }));
  if (order.shippingCents > 0) lines.push({ articleId: null, quantity: 1, vatRatePercent, grossCents: order.shippingCents });
  return lines;
}

/** Issues an invoice of these lines: the seller, the billing details and the lines are frozen with it. */
export async function issueInvoice(
  db: Db,
  invoice: Pick<typeof shopInvoices.$inferInsert, 'id' | 'accountId' | 'kind' | 'orderCode' | 'channelId' | 'issuedAt'>,
  lines: InvoiceLine[],
): Promise<void> {
  const channel = channelOf(invoice.channelId);
  const totals = invoiceTotals(lines);
  await db.insert(shopInvoices).values({
    ...invoice,
    amountCents: totals.grossCents,
    vatCents: totals.vatCents,
    currency: channel.currency,
    billedTo: await currentBilling(db, invoice.accountId),
    supplier: channel.supplier,
    lines,
  });
}

const channelOf = (id: string) => channelById(id) ?? DEFAULT_CHANNEL;

/** Invoices issued before lines were kept list their order as one line with the VAT they stated. */
function linesOf(invoice: InvoiceRow): InvoiceLine[] {
  if (invoice.lines) return invoice.lines;
  const net = invoice.amountCents - invoice.vatCents;
  return [
    {
      articleId: null,
      quantity: 1,
      vatRatePercent: net > 0 ? Math.round((invoice.vatCents * 100) / net) : 0,
      grossCents: invoice.amountCents,
    },
  ];
}

async function renderInvoice(invoice: InvoiceRow, { t, locale }: PdfLanguage): Promise<Uint8Array> {
  const channel = channelOf(invoice.channelId);
  const supplier = invoice.supplier ?? channel.supplier;
  const billed = invoice.billedTo;
  const lines = linesOf(invoice);
  const money = (cents: number) => formatMoney(locale, invoice.currency, cents / 100);
  const percent = (rate: number) => formatPercent(locale, rate);
  const totals = invoiceTotals(lines);
  const describe = (line: InvoiceLine) =>
    line.articleId
      ? articleTitle(line.articleId, locale)
      : t(invoice.lines ? 'pdf.invoice.shipping' : 'pdf.order', { code: invoice.orderCode });
  return textPdf(
    {
      title: t('pdf.invoice.title', { id: invoice.id, order: invoice.orderCode }),
      subject: t('pdf.order', { code: invoice.orderCode }),
      author: supplier.name,
    },
    [
      { text: supplier.name, size: 18, bold: true },
      ...supplier.address.map((text) => ({ text })),
      { text: t('pdf.invoice.vatNumber', { vatNumber: supplier.vatNumber }) },
      { text: t('pdf.invoice.heading', { id: invoice.id }), size: 16, bold: true, gap: 36 },
      { text: t('pdf.invoice.number', { id: invoice.id }), gap: 24 },
      { text: t('pdf.invoice.date', { date: formatDate(locale, invoice.issuedAt) }) },
      { text: t('pdf.order', { code: invoice.orderCode }) },
      { text: t('pdf.invoice.billedTo'), bold: true, gap: 28 },
      ...(billed?.companyName ? [{ text: billed.companyName }] : []),
      ...(billed?.name ? [{ text: billed.name }] : []),
      ...(billed?.address ?? []).map((line) => ({ text: line })),
      ...(billed?.vatNumber ? [{ text: t('pdf.invoice.vatNumber', { vatNumber: billed.vatNumber }) }] : []),
      { text: t('pdf.invoice.lines'), bold: true, gap: 28 },
      ...lines.flatMap((line) => {
        const { unitNetCents, netCents } = lineNet(line);
        return [
          { text: t('pdf.invoice.line', { quantity: line.quantity, description: describe(line) }) },
          {
            text: t('pdf.invoice.lineAmounts', { unit: money(unitNetCents), rate: percent(line.vatRatePercent), amount: money(netCents) }),
            size: 9,
          },
        ];
      }),
      { text: t('pdf.invoice.vatTotals'), bold: true, gap: 28 },
      ...vatTotals(lines).map((rate) => ({
        text: t('pdf.invoice.vatTotal', { rate: percent(rate.vatRatePercent), net: money(rate.netCents), vat: money(rate.vatCents) }),
      })),
      { text: t('pdf.invoice.net', { amount: money(totals.netCents) }), gap: 24 },
      { text: t('pdf.invoice.vat', { amount: money(totals.vatCents) }) },
      { text: t('pdf.invoice.total', { amount: money(totals.grossCents) }), bold: true },
    ],
  );
}

/** The caller's invoice of the given kind (and channel, for historical invoices) as a PDF download, in the caller's language. */
export async function invoicePdf(
  db: Db,
  accountId: string,
  language: PdfLanguage,
  kind: 'group' | 'historical',
  id: string,
  channel?: string,
): Promise<Response> {
  const [invoice] = await db
    .select()
    .from(shopInvoices)
    .where(
      and(
        eq(shopInvoices.id, id),
        eq(shopInvoices.accountId, accountId),
        eq(shopInvoices.kind, kind),
        channel ? eq(shopInvoices.channelId, channel) : undefined,
      ),
    );
  if (!invoice) throw notFound('Invoice not found');
  const bytes = await renderInvoice(invoice, language);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice_${invoice.id}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
