import { route } from '../../http/route';
import { invoiceApi } from '@/domain/contracts/invoice';
import { listGroupFiles, listHistorical, invoiceDownload } from './invoices';

/** Invoice API of spec §7 (business customers only), mounted at /api/invoice. */
export const routes = [
  route({
    ...invoiceApi.groupFiles,
    access: 'business',
    handler: async ({ db, viewer }) => ({ invoiceGroupFiles: await listGroupFiles(db, viewer.accountId) }),
  }),
  route({
    ...invoiceApi.groupFile,
    access: 'business',
    handler: ({ db, viewer, params, ctx }) => invoiceDownload(db, viewer.accountId, ctx, 'group', params.id),
  }),
  route({
    ...invoiceApi.historical,
    access: 'business',
    handler: async ({ db, viewer }) => ({ historicalInvoices: await listHistorical(db, viewer.accountId) }),
  }),
  route({
    ...invoiceApi.historicalPdf,
    access: 'business',
    handler: ({ db, viewer, params, ctx }) => invoiceDownload(db, viewer.accountId, ctx, 'historical', params.id, params.channel),
  }),
];
