import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { shopInvoices, customers, addresses, type InvoiceBilling } from '../../db/schema';
import { notFound } from '../../http/errors';
import { channelById, DEFAULT_CHANNEL } from '@/domain/channels';
import { invoiceTotals, isReverseCharge, type InvoiceLine } from '@/domain/invoices';
import { voucherDiscountCents } from '@/domain/orders/money';
import { findOwnOrder } from '../order/orders';
import { articleTitle } from '../merchandise/catalogue';
import type { InvoiceGroupFile, HistoricalInvoice } from '@/domain/schemas/invoices';
import type { PdfLanguage } from '../product/pdf';
import { invoicePdf } from './invoice-pdf';

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
    address: a ? { street: a.street, houseNumber: a.houseNumber, postalCode: a.postalCode, city: a.city, country: a.country } : null,
  };
}

/**
 * The lines of an order as its invoice lists them (the rule of `src/domain/invoices.ts`): each product at
 * its unit price, its voucher's discount as a line of its own, then shipping. A reverse-charge order is
 * priced without VAT, so its lines are at 0 %.
 */
export async function orderInvoiceLines(db: Db, accountId: string, orderCode: string, reverseCharge: boolean): Promise<InvoiceLine[]> {
  const { order, products } = await findOwnOrder(db, accountId, orderCode);
  const vatRatePercent = reverseCharge ? 0 : channelOf(order.channelId).vatRatePercent;
  const lines = products.flatMap((p): InvoiceLine[] => {
    if (p.priceCents % p.quantity !== 0) throw new Error(`${p.code}: its price ${p.priceCents} is not a unit price × ${p.quantity}`);
    const discountCents = voucherDiscountCents(p.priceCents, p.discountPercent);
    const product = { articleId: p.articleId, quantity: p.quantity, vatRatePercent, unitCents: p.priceCents / p.quantity };
    return discountCents > 0
      ? [product, { articleId: null, voucherCode: p.voucherCode, quantity: 1, vatRatePercent, unitCents: -discountCents }]
      : [product];
  });
  if (order.shippingCents > 0) lines.push({ articleId: null, quantity: 1, vatRatePercent, unitCents: order.shippingCents });
  return lines;
}

type IssuedInvoice = Pick<
  typeof shopInvoices.$inferInsert,
  'id' | 'accountId' | 'kind' | 'orderCode' | 'channelId' | 'issuedAt' | 'suppliedOn' | 'paidOn'
>;

/**
 * Issues an invoice of an order: the seller, the billing details and the lines are frozen with it. A
 * business customer with a VAT number of another EU member state than the seller's is reverse-charged.
 */
export async function issueOrderInvoice(db: Db, invoice: IssuedInvoice): Promise<void> {
  const billedTo = await currentBilling(db, invoice.accountId);
  const reverseCharge = isReverseCharge(channelOf(invoice.channelId).supplier.vatNumber, billedTo.vatNumber);
  await issueInvoice(db, invoice, await orderInvoiceLines(db, invoice.accountId, invoice.orderCode, reverseCharge), {
    billedTo,
    reverseCharge,
  });
}

/** Issues an invoice of these lines. */
export async function issueInvoice(
  db: Db,
  invoice: IssuedInvoice,
  lines: InvoiceLine[],
  { billedTo, reverseCharge }: { billedTo: InvoiceBilling; reverseCharge: boolean },
): Promise<void> {
  const channel = channelOf(invoice.channelId);
  const totals = invoiceTotals(lines);
  await db.insert(shopInvoices).values({
    ...invoice,
    amountCents: totals.grossCents,
    vatCents: totals.vatCents,
    currency: channel.currency,
    billedTo,
    supplier: channel.supplier,
    reverseCharge,
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
      unitCents: invoice.amountCents,
    },
  ];
}

async function renderInvoice(invoice: InvoiceRow, language: PdfLanguage): Promise<Uint8Array> {
  const { t, locale } = language;
  const lines = linesOf(invoice);
  const describe = (line: InvoiceLine) =>
    line.articleId
      ? articleTitle(line.articleId, locale)
      : line.voucherCode
        ? t('pdf.invoice.voucher', { code: line.voucherCode })
        : t(invoice.lines ? 'pdf.invoice.shipping' : 'pdf.order', { code: invoice.orderCode });
  return invoicePdf({
    invoice,
    supplier: invoice.supplier ?? channelOf(invoice.channelId).supplier,
    lines: lines.map((line) => ({ ...line, description: describe(line) })),
    language,
  });
}

/** The caller's invoice of the given kind (and channel, for historical invoices) as a PDF download, in the caller's language. */
export async function invoiceDownload(
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
