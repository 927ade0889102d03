import { z } from 'zod';
import { contract, file } from './contract';
import { codeParam } from '../schemas/orders';
import { historicalInvoices, invoiceGroupFiles, invoiceId } from '../schemas/invoices';

/** Invoice API of spec §7 (business customers only), mounted at /api/invoice. */
export const invoiceApi = {
  groupFiles: contract({
    method: 'GET',
    path: '/api/v1/InvoiceGroupFiles/me',
    response: invoiceGroupFiles,
    summary: "Invoices of the caller's orders",
  }),
  groupFile: contract({
    method: 'GET',
    path: '/api/v1/InvoiceGroupFiles/me/:id',
    params: z.object({ id: invoiceId }),
    response: file('application/pdf'),
    summary: 'One invoice as PDF',
  }),
  historical: contract({
    method: 'GET',
    path: '/api/v1/HistoricalInvoice/me',
    response: historicalInvoices,
    summary: 'Invoices of the previous invoicing system',
  }),
  historicalPdf: contract({
    method: 'GET',
    path: '/api/v1/HistoricalInvoice/me/pdf/:id/:channel',
    params: z.object({ id: invoiceId, channel: codeParam(40) }),
    response: file('application/pdf'),
    summary: 'One historical invoice as PDF',
  }),
};
