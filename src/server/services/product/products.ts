import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { shopOrderProducts, shopOrders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { putBlob, readBlobBuffer, blobSize } from '../../storage';
import type { Product, ProductPdf, ExtraType } from '@/domain/schemas/catalogue';
import { channelById } from '@/domain/channels';
import { articleById, languageOf } from '../merchandise/catalogue';
import { findOwnProduct } from '../order/orders';
import { textPdf } from './pdf';

/** Product PDFs stay downloadable for a year after the order. */
const PDF_DAYS = 365;

function titleOf(articleId: string, locale: string): string {
  return articleById(articleId)?.titles[languageOf(locale)] ?? articleId;
}

export async function getProduct(db: Db, accountId: string, code: string, locale: string): Promise<Product> {
  const { product, order } = await findOwnProduct(db, accountId, code);
  const article = articleById(product.articleId);
  const lang = languageOf(locale);
  // In the catalogue's order of extras, whatever order the stored options come in.
  const options = Object.entries(article?.extras ?? {}).flatMap(([type, choices]) => {
    const option = choices?.find((o) => o.id === product.options[type]);
    return option ? [{ type: type as ExtraType, id: option.id, title: option.titles[lang] }] : [];
  });
  return {
    code: product.code, orderCode: order.code, articleId: product.articleId, articleType: article?.type ?? 'Unknown',
    title: titleOf(product.articleId, locale), quantity: product.quantity, options,
    files: product.hasPdf ? [{ purpose: 'product.pdf', url: `/api/product/v1/pdf/me/${encodeURIComponent(product.code)}`, size: await blobSize(pdfKey(accountId, product.code)) }] : [],
  };
}

const pdfKey = (accountId: string, code: string) => `product-pdfs/${accountId}/${code}.pdf`;

function pdfExpiry(orderCreatedAt: Date): Date {
  return new Date(orderCreatedAt.getTime() + PDF_DAYS * 24 * 60 * 60 * 1000);
}

/** The product PDF (a print proof) is made once and kept in blob storage. */
async function ensurePdf(accountId: string, product: typeof shopOrderProducts.$inferSelect, order: typeof shopOrders.$inferSelect): Promise<Buffer> {
  const key = pdfKey(accountId, product.code);
  if ((await blobSize(key)) !== null) return readBlobBuffer(key);
  const title = titleOf(product.articleId, 'en-GB');
  const brand = channelById(order.channelId)?.brandName ?? order.channelId;
  const bytes = await textPdf(
    { title: `${title} - order ${order.code}`, subject: `Product ${product.code} of order ${order.code}`, author: brand },
    [
      { text: brand, size: 20, bold: true },
      { text: title, size: 16, bold: true, gap: 40 },
      { text: `Order ${order.code}`, gap: 28 },
      { text: `Product ${product.code}` },
      { text: `Quantity ${product.quantity}` },
      ...Object.entries(product.options).map(([type, id]) => ({ text: `${type}: ${id}` })),
    ],
  );
  await putBlob(key, bytes);
  return Buffer.from(bytes);
}

export async function productPdf(db: Db, accountId: string, code: string): Promise<{ bytes: Buffer; fileName: string }> {
  const { product, order } = await findOwnProduct(db, accountId, code);
  if (!product.hasPdf || pdfExpiry(order.createdAt) < new Date()) throw notFound('This product has no PDF');
  return { bytes: await ensurePdf(accountId, product, order), fileName: `${product.code}.pdf` };
}

/** GET /v1/Pdfs/me: every product PDF of the caller that is still available, with its size. */
export async function listPdfs(db: Db, accountId: string, locale: string): Promise<ProductPdf[]> {
  const rows = await db.select().from(shopOrderProducts).innerJoin(shopOrders, eq(shopOrders.id, shopOrderProducts.orderId))
    .where(and(eq(shopOrders.accountId, accountId), eq(shopOrderProducts.hasPdf, true)))
    .orderBy(asc(shopOrders.createdAt), asc(shopOrderProducts.code));
  const now = new Date();
  const pdfs: ProductPdf[] = [];
  for (const { shop_order_products: product, shop_orders: order } of rows.reverse()) {
    const expires = pdfExpiry(order.createdAt);
    if (expires < now) continue;
    const bytes = await ensurePdf(accountId, product, order);
    pdfs.push({ productCode: product.code, orderCode: order.code, title: titleOf(product.articleId, locale), size: bytes.length, expiresAt: expires.toISOString() });
  }
  return pdfs;
}
