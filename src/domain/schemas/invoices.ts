import { z } from 'zod';

/** Invoice API schemas (spec §3 historical invoice, §7). */
export const invoiceGroupFile = z.object({
  id: z.string(),
  orderCode: z.string(),
  issuedAt: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
});
export const invoiceGroupFiles = z.object({ invoiceGroupFiles: z.array(invoiceGroupFile) });

export const historicalInvoice = z.object({ orderRef: z.string(), id: z.string(), channel: z.string(), issuedAt: z.string() });
export const historicalInvoices = z.object({ historicalInvoices: z.array(historicalInvoice) });
export type InvoiceGroupFile = z.infer<typeof invoiceGroupFile>;
export type HistoricalInvoice = z.infer<typeof historicalInvoice>;

export const invoiceId = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'Invoice id is not valid' });
