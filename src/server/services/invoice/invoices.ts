import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { shopInvoices, customers, addresses, type InvoiceBilling } from '../../db/schema';
import { notFound } from '../../http/errors';
import { channelById } from '@/domain/channels';
import type { InvoiceGroupFile, HistoricalInvoice } from '@/domain/schemas/invoices';
import { formatDate, formatMoney } from '@/i18n/format';
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

/** Issues an invoice: its billing details are frozen with it. */
export async function issueInvoice(db: Db, invoice: Omit<typeof shopInvoices.$inferInsert, 'billedTo'>): Promise<void> {
  await db.insert(shopInvoices).values({ ...invoice, billedTo: await currentBilling(db, invoice.accountId) });
}

async function renderInvoice(invoice: InvoiceRow, { t, locale }: PdfLanguage): Promise<Uint8Array> {
  const channel = channelById(invoice.channelId);
  const brand = channel?.brandName ?? invoice.channelId;
  const billed = invoice.billedTo;
  const money = (cents: number) => formatMoney(locale, invoice.currency, cents / 100);
  return textPdf(
    {
      title: t('pdf.invoice.title', { id: invoice.id, order: invoice.orderCode }),
      subject: t('pdf.order', { code: invoice.orderCode }),
      author: brand,
    },
    [
      { text: brand, size: 22, bold: true },
      { text: t('pdf.invoice.heading', { id: invoice.id }), size: 16, bold: true, gap: 40 },
      { text: t('pdf.order', { code: invoice.orderCode }), gap: 26 },
      { text: t('pdf.invoice.date', { date: formatDate(locale, invoice.issuedAt) }) },
      { text: t('pdf.invoice.billedTo'), bold: true, gap: 30 },
      ...(billed?.companyName ? [{ text: billed.companyName }] : []),
      ...(billed?.name ? [{ text: billed.name }] : []),
      ...(billed?.address ?? []).map((line) => ({ text: line })),
      ...(billed?.vatNumber ? [{ text: t('pdf.invoice.vatNumber', { vatNumber: billed.vatNumber }) }] : []),
      { text: t('pdf.invoice.net', { amount: money(invoice.amountCents - invoice.vatCents) }), gap: 30 },
      { text: t('pdf.invoice.vat', { amount: money(invoice.vatCents) }) },
      { text: t('pdf.invoice.total', { amount: money(invoice.amountCents) }), bold: true },
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
