import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { shopOrderProducts, shopOrders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { putBlob, readBlobBuffer, blobSize } from '../../storage';
import type { Product, ProductPdf, ExtraType } from '@/domain/schemas/catalogue';
import { channelById } from '@/domain/channels';
import { articleById, articleTitle, optionTitle } from '../merchandise/catalogue';
import { findOwnProduct } from '../order/orders';
import type { DisplayLocale } from '@/domain/constants';
import { textPdf, type PdfLanguage } from './pdf';
import { serviceUrl } from '../../http/service-urls';

/** Where a product's PDF is served, absolute from the product service's own base URL. */
export const productPdfUrl = (code: string) => serviceUrl('product', `/v1/pdf/me/${encodeURIComponent(code)}`);

/** Product PDFs stay downloadable for a year after the order. */
const PDF_DAYS = 365;

/** The chosen options in the catalogue's order of extras, whatever order the stored options come in. */
function optionsOf(articleId: string, chosen: Record<string, string>, locale: string) {
  return Object.entries(articleById(articleId)?.extras ?? {}).flatMap(([type, choices]) => {
    const option = choices?.find((o) => o.id === chosen[type]);
    return option ? [{ type: type as ExtraType, id: option.id, title: optionTitle(type as ExtraType, option.id, locale) }] : [];
  });
}

export async function getProduct(db: Db, accountId: string, code: string, locale: DisplayLocale, request?: object): Promise<Product> {
  const { product, order } = await findOwnProduct(db, accountId, code, request);
  const article = articleById(product.articleId);
  return {
    code: product.code,
    orderCode: order.code,
    articleId: product.articleId,
    articleType: article?.type ?? 'Unknown',
    title: articleTitle(product.articleId, locale),
    quantity: product.quantity,
    options: optionsOf(product.articleId, product.options, locale),
    files: product.hasPdf
      ? [{ purpose: 'product.pdf', url: productPdfUrl(product.code), size: await blobSize(pdfKey(accountId, product.code, locale)) }]
      : [],
  };
}

/** One PDF per language, as it is written in the channel's language. */
const pdfKey = (accountId: string, code: string, locale: DisplayLocale) => `product-pdfs/${accountId}/${locale}/${code}.pdf`;

function pdfExpiry(orderCreatedAt: Date): Date {
  return new Date(orderCreatedAt.getTime() + PDF_DAYS * 24 * 60 * 60 * 1000);
}

/** The product PDF (a print proof) is made once per language and kept in blob storage. */
async function ensurePdf(
  accountId: string,
  product: typeof shopOrderProducts.$inferSelect,
  order: typeof shopOrders.$inferSelect,
  { t, locale }: PdfLanguage,
): Promise<Buffer> {
  const key = pdfKey(accountId, product.code, locale);
  if ((await blobSize(key)) !== null) return readBlobBuffer(key);
  const title = articleTitle(product.articleId, locale);
  const brand = channelById(order.channelId)?.brandName ?? order.channelId;
  const bytes = await textPdf(
    {
      title: t('pdf.product.title', { title, order: order.code }),
      subject: t('pdf.product.subject', { product: product.code, order: order.code }),
      author: brand,
    },
    [
      { text: brand, size: 20, bold: true },
      { text: title, size: 16, bold: true, gap: 40 },
      { text: t('pdf.order', { code: order.code }), gap: 28 },
      { text: t('pdf.product.product', { code: product.code }) },
      { text: t('pdf.product.quantity', { quantity: product.quantity }) },
      ...optionsOf(product.articleId, product.options, locale).map((o) => ({
        text: t('pdf.product.option', { label: t(`orders.extras.${o.type}`), value: o.title }),
      })),
    ],
  );
  await putBlob(key, bytes);
  return Buffer.from(bytes);
}

export async function productPdf(
  db: Db,
  accountId: string,
  code: string,
  language: PdfLanguage,
): Promise<{ bytes: Buffer; fileName: string }> {
  const { product, order } = await findOwnProduct(db, accountId, code);
  if (!product.hasPdf || pdfExpiry(order.createdAt) < new Date()) throw notFound('This product has no PDF');
  return { bytes: await ensurePdf(accountId, product, order, language), fileName: `${product.code}.pdf` };
}

/** GET /v1/Pdfs/me: every product PDF of the caller that is still available, with its size. */
export async function listPdfs(db: Db, accountId: string, language: PdfLanguage): Promise<ProductPdf[]> {
  const rows = await db
    .select()
    .from(shopOrderProducts)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderProducts.orderId))
    .where(and(eq(shopOrders.accountId, accountId), eq(shopOrderProducts.hasPdf, true)))
    .orderBy(asc(shopOrders.createdAt), asc(shopOrderProducts.code));
  const now = new Date();
  const pdfs: ProductPdf[] = [];
  for (const { shop_order_products: product, shop_orders: order } of rows.reverse()) {
    const expires = pdfExpiry(order.createdAt);
    if (expires < now) continue;
    const bytes = await ensurePdf(accountId, product, order, language);
    pdfs.push({
      productCode: product.code,
      orderCode: order.code,
      title: articleTitle(product.articleId, language.locale),
      size: bytes.length,
      expiresAt: expires.toISOString(),
    });
  }
  return pdfs;
}
