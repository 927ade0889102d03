import { z } from 'zod';

/** Catalogue (Merchandise and Product API) schemas of spec §3. */
export const EXTRA_TYPES = [
  'border',
  'coverText',
  'coverType',
  'extraPages',
  'floatingFrame',
  'glossy',
  'imageEnhancement',
  'layFlat',
  'linen',
  'paper',
  'planksOrientation',
  'premiumLayFlat',
  'printSize',
  'toggles',
  'voucherDiscount',
  'woodFinishing',
  'wrappers',
  'prebuiltPosterFrame',
  'boxFrame',
  'posterFrame',
  'passepartout',
  'hangingKit',
] as const;
export type ExtraType = (typeof EXTRA_TYPES)[number];

const productOption = z.object({ type: z.enum(EXTRA_TYPES), id: z.string(), title: z.string() });
const productFile = z.object({ purpose: z.literal('product.pdf'), url: z.string(), size: z.number().int().nullable() });

/** GET /v1/Products/{code}: one ordered product with its title and chosen options, in the channel's language. */
export const product = z.object({
  code: z.string(),
  orderCode: z.string(),
  articleId: z.string(),
  articleType: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  options: z.array(productOption),
  files: z.array(productFile),
});
export type Product = z.infer<typeof product>;

export const productPdf = z.object({
  productCode: z.string(),
  orderCode: z.string(),
  title: z.string(),
  size: z.number().int(),
  expiresAt: z.string().nullable(),
});
export const productPdfs = z.object({ pdfs: z.array(productPdf) });
export type ProductPdf = z.infer<typeof productPdf>;
