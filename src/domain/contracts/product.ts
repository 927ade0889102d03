import { z } from 'zod';
import { contract, file } from './contract';
import { codeParam } from '../schemas/orders';
import { product, productPdfs } from '../schemas/catalogue';

const productCode = z.object({ code: codeParam(60) });

/** Product API of spec §7 (products with options, product PDFs), mounted at /api/product. */
export const productApi = {
  product: contract({
    method: 'GET',
    path: '/v1/Products/:code',
    params: productCode,
    response: product,
    summary: "An ordered product with its options, in the channel's language",
  }),
  pdfs: contract({
    method: 'GET',
    path: '/v1/Pdfs/me',
    response: productPdfs,
    summary: 'Product PDFs the caller can download',
  }),
  pdf: contract({
    method: 'GET',
    path: '/v1/pdf/me/:code',
    params: productCode,
    response: file('application/pdf'),
    summary: "A product's PDF",
  }),
};
