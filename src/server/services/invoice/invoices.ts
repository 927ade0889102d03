import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { shopInvoices, customers, accounts } from '../../db/schema';
import { notFound } from '../../http/errors';
import { channelById } from '@/domain/channels';
import type { InvoiceGroupFile, HistoricalInvoice } from '@/domain/schemas/invoices';
import { textPdf } from '../product/pdf';

type InvoiceRow = typeof shopInvoices.$inferSelect;

export async function listGroupFiles(db: Db, accountId: string): Promise<InvoiceGroupFile[]> {
  const rows = await db.select().from(shopInvoices).where(and(eq(shopInvoices.accountId, accountId), eq(shopInvoices.kind, 'group')))
    .orderBy(desc(shopInvoices.issuedAt), desc(shopInvoices.id));
  return rows.map((r) => ({ id: r.id, orderCode: r.orderCode, issuedAt: r.issuedAt.toISOString(), amountCents: r.amountCents, currency: r.currency }));
}

export async function listHistorical(db: Db, accountId: string): Promise<HistoricalInvoice[]> {
  const rows = await db.select().from(shopInvoices).where(and(eq(shopInvoices.accountId, accountId), eq(shopInvoices.kind, 'historical')))
    .orderBy(desc(shopInvoices.issuedAt), desc(shopInvoices.id));
  return rows.map((r) => ({ orderRef: r.orderCode, id: r.id, channel: r.channelId, issuedAt: r.issuedAt.toISOString() }));
}

function money(cents: number, currency: string): string {
  return `${currency} ${(cents / 100).toFixed(2)}`;
}

async function renderInvoice(db: Db, invoice: InvoiceRow): Promise<Uint8Array> {
  const [who] = await db.select().from(accounts).innerJoin(customers, eq(customers.accountId, accounts.id)).where(eq(accounts.id, invoice.accountId));
  const channel = channelById(invoice.channelId);
  const brand = channel?.brandName ?? invoice.channelId;
  const c = who?.customers;
  return textPdf(
    { title: `Invoice ${invoice.id} for order ${invoice.orderCode}`, subject: `Order ${invoice.orderCode}`, author: brand },
    [
      { text: brand, size: 22, bold: true },
      { text: `Invoice ${invoice.id}`, size: 16, bold: true, gap: 40 },
      { text: `Order ${invoice.orderCode}`, gap: 26 },
      { text: `Date ${invoice.issuedAt.toISOString().slice(0, 10)}` },
      { text: 'Billed to', bold: true, gap: 30 },
      ...(c?.companyName ? [{ text: c.companyName }] : []),
      { text: `${c?.firstName ?? ''} ${c?.lastName ?? ''}`.trim() || (who?.accounts.email ?? '') },
      ...(c?.vatNumber ? [{ text: `VAT number ${c.vatNumber}` }] : []),
      { text: `Net amount ${money(invoice.amountCents - invoice.vatCents, invoice.currency)}`, gap: 30 },
      { text: `VAT ${money(invoice.vatCents, invoice.currency)}` },
      { text: `Total ${money(invoice.amountCents, invoice.currency)}`, bold: true },
    ],
  );
}

/** The caller's invoice of the given kind (and channel, for historical invoices) as a PDF download. */
export async function invoicePdf(db: Db, accountId: string, kind: 'group' | 'historical', id: string, channel?: string): Promise<Response> {
  const [invoice] = await db.select().from(shopInvoices).where(and(
    eq(shopInvoices.id, id), eq(shopInvoices.accountId, accountId), eq(shopInvoices.kind, kind),
    channel ? eq(shopInvoices.channelId, channel) : undefined,
  ));
  if (!invoice) throw notFound('Invoice not found');
  const bytes = await renderInvoice(db, invoice);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice_${invoice.id}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
