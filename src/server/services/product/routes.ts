import { getProduct, listPdfs, productPdf } from './products';
import { route } from '../../http/route';
import { productApi } from '@/domain/contracts/product';

/** Product API of spec §7 (products with options, product PDFs), mounted at /api/product. */
export const routes = [
  route({
    ...productApi.product,
    access: 'user',
    handler: ({ db, viewer, params, ctx }) => getProduct(db, viewer.accountId, params.code, ctx.locale, ctx),
  }),
  route({
    ...productApi.pdfs,
    access: 'user',
    handler: async ({ db, viewer, ctx }) => ({ pdfs: await listPdfs(db, viewer.accountId, ctx) }),
  }),
  route({
    ...productApi.pdf,
    access: 'user',
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
