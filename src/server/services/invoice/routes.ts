import { z } from 'zod';
import { route } from '../../http/route';
import { file } from '@/domain/contracts/contract';
import { invoiceId } from '@/domain/schemas/invoices';
import { codeParam } from '@/domain/schemas/orders';
import { listGroupFiles, listHistorical, invoicePdf } from './invoices';
import { invoiceGroupFiles, historicalInvoices } from '@/domain/schemas/invoices';

/** Invoice API of spec §7 (business customers only), mounted at /api/invoice. */
export const routes = [
  route({
    method: 'GET',
    path: '/api/v1/InvoiceGroupFiles/me',
    access: 'business',
    summary: "Invoices of the caller's orders",
    response: invoiceGroupFiles,
    handler: async ({ db, viewer }) => ({ invoiceGroupFiles: await listGroupFiles(db, viewer.accountId) }),
  }),
  route({
    method: 'GET',
    path: '/api/v1/InvoiceGroupFiles/me/:id',
    access: 'business',
    summary: 'One invoice as PDF',
    response: file('application/pdf'),
    params: z.object({ id: invoiceId }),
    handler: ({ db, viewer, params, ctx }) => invoicePdf(db, viewer.accountId, ctx, 'group', params.id),
  }),
  route({
    method: 'GET',
    path: '/api/v1/HistoricalInvoice/me',
    access: 'business',
    summary: 'Invoices of the previous invoicing system',
    response: historicalInvoices,
    handler: async ({ db, viewer }) => ({ historicalInvoices: await listHistorical(db, viewer.accountId) }),
  }),
  route({
    method: 'GET',
    path: '/api/v1/HistoricalInvoice/me/pdf/:id/:channel',
    access: 'business',
    summary: 'One historical invoice as PDF',
    response: file('application/pdf'),
    params: z.object({ id: invoiceId, channel: codeParam(40) }),
    handler: ({ db, viewer, params, ctx }) => invoicePdf(db, viewer.accountId, ctx, 'historical', params.id, params.channel),
  }),
];
