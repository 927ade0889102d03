import { z } from 'zod';
import { codeParam } from '@/domain/schemas/orders';
import { getProduct, listPdfs, productPdf } from './products';
import { product, productPdfs } from '@/domain/schemas/catalogue';
import { route } from '../../http/route';
import { file } from '@/domain/contracts/contract';

const productCode = z.object({ code: codeParam(60) });

/** Product API of spec §7 (products with options, product PDFs), mounted at /api/product. */
export const routes = [
  route({
    method: 'GET',
    path: '/v1/Products/:code',
    access: 'user',
    summary: "An ordered product with its options, in the channel's language",
    response: product,
    params: productCode,
    handler: ({ db, viewer, params, ctx }) => getProduct(db, viewer.accountId, params.code, ctx.locale),
  }),
  route({
    method: 'GET',
    path: '/v1/Pdfs/me',
    access: 'user',
    summary: 'Product PDFs the caller can download',
    response: productPdfs,
    handler: async ({ db, viewer, ctx }) => ({ pdfs: await listPdfs(db, viewer.accountId, ctx) }),
  }),
  route({
    method: 'GET',
    path: '/v1/pdf/me/:code',
    access: 'user',
    summary: "A product's PDF",
    response: file('application/pdf'),
    params: productCode,
    handler: async ({ db, viewer, params, ctx }) => {
      const { bytes, fileName } = await productPdf(db, viewer.accountId, params.code, ctx);
      return new Response(new Uint8Array(bytes), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'private, no-store',
        },
      });
    },
  }),
];
