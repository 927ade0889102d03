import { z } from 'zod';
import { route } from '../../http/route';
import { codeParam } from '@/domain/schemas/orders';
import { getProduct, listPdfs, productPdf } from './products';

const productCode = z.object({ code: codeParam(60) });

/** Product API of spec §7 (products with options, product PDFs), mounted at /api/product. */
export const routes = [
  route({
    method: 'GET', path: '/v1/Products/:code', access: 'user', params: productCode,
    handler: ({ db, viewer, params, ctx }) => getProduct(db, viewer.accountId, params.code, ctx.locale),
  }),
  route({
    method: 'GET', path: '/v1/Pdfs/me', access: 'user',
    handler: async ({ db, viewer, ctx }) => ({ pdfs: await listPdfs(db, viewer.accountId, ctx) }),
  }),
  route({
    method: 'GET', path: '/v1/pdf/me/:code', access: 'user', params: productCode,
    handler: async ({ db, viewer, params, ctx }) => {
      const { bytes, fileName } = await productPdf(db, viewer.accountId, params.code, ctx);
      return new Response(new Uint8Array(bytes), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'private, no-store' },
      });
    },
  }),
];
