import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Db } from '../../db';
import { accounts, customers, shopWidgets, shopWidgetShares, shopGalleryEntries, shopOrderProducts } from '../../db/schema';
import { conflict, HttpError, notFound, tooManyRequests } from '../../http/errors';
import { hit } from '../../auth/rate-limit';
import { queueMail, composeMail } from '../../mail';
import { channelById, DEFAULT_CHANNEL, localeOfChannel, type Channel } from '@/domain/channels';
import type { Widget, GalleryEntry } from '@/domain/schemas/widgets';
import { findOwnProduct } from '../order/orders';
import { isPhotoBook, articleTitle, articleById } from '../merchandise/catalogue';

type WidgetRow = typeof shopWidgets.$inferSelect;
type EntryRow = typeof shopGalleryEntries.$inferSelect;

/** Shares per account per hour: a share sends a mail to any address, so it is limited. */
const SHARES_PER_HOUR = 20;
/** Share mails one address receives per day, from all accounts together. */
const SHARES_PER_RECIPIENT_PER_DAY = 3;

export function toGalleryEntry(row: EntryRow): GalleryEntry {
  return {
    id: row.id,
    widgetId: row.widgetCode,
    channel: row.channelId,
    title: row.title,
    description: row.description,
    categories: row.categories,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function viewUrl(row: WidgetRow): string {
  const channel = channelById(row.channelId);
  return `${channel?.shopUrl ?? 'https://www.pixelpress.example'}/online/${encodeURIComponent(row.productCode)}`;
}

async function toWidgets(db: Db, rows: WidgetRow[]): Promise<Widget[]> {
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(shopGalleryEntries)
    .where(
      inArray(
        shopGalleryEntries.widgetCode,
        rows.map((r) => r.productCode),
      ),
    )
    .orderBy(asc(shopGalleryEntries.createdAt), asc(shopGalleryEntries.id));
  const articles = await db
    .select({ code: shopOrderProducts.code, articleId: shopOrderProducts.articleId })
    .from(shopOrderProducts)
    .where(
      inArray(
        shopOrderProducts.code,
        rows.map((r) => r.productCode),
      ),
    );
  const articleOf = new Map(articles.map((a) => [a.code, a.articleId]));
  return rows.map((r) => ({
    productCode: r.productCode,
    orderCode: r.productCode.replace(/-\d+$/, ''),
    title: r.title,
    articleId: articleOf.get(r.productCode) ?? '',
    articleType: articleById(articleOf.get(r.productCode) ?? '')?.type ?? null,
    channel: r.channelId,
    createdAt: r.createdAt.toISOString(),
    viewUrl: viewUrl(r),
    galleryEntries: entries.filter((e) => e.widgetCode === r.productCode).map(toGalleryEntry),
  }));
}

/** A missing widget and another account's widget both answer 404 (spec §7's 401 read as 'signed out'). */
export async function findOwnWidget(db: Db, accountId: string, code: string): Promise<WidgetRow> {
  const [row] = await db
    .select()
    .from(shopWidgets)
    .where(and(eq(shopWidgets.productCode, code), eq(shopWidgets.accountId, accountId)));
  if (!row) throw notFound('There is no online product for this code');
  return row;
}

export async function getWidget(db: Db, accountId: string, code: string): Promise<Widget> {
  return (await toWidgets(db, [await findOwnWidget(db, accountId, code)]))[0];
}

export async function listWidgets(db: Db, accountId: string, codes: string[] | null): Promise<Widget[]> {
  const rows = await db
    .select()
    .from(shopWidgets)
    .where(and(eq(shopWidgets.accountId, accountId), codes ? inArray(shopWidgets.productCode, codes.length ? codes : ['']) : undefined))
    .orderBy(desc(shopWidgets.createdAt), asc(shopWidgets.productCode));
  return toWidgets(db, rows);
}

/** POST /v1/widget/{code}: publishes an ordered photo book of the caller as an online product. */
export async function createWidget(db: Db, accountId: string, code: string, title: string | undefined): Promise<Widget> {
  const { product, order } = await findOwnProduct(db, accountId, code);
  if (!isPhotoBook(product.articleId)) throw new HttpError(422, 'Only photo books can become online products');
  const inserted = await db
    .insert(shopWidgets)
    .values({
      productCode: product.code,
      accountId,
      channelId: order.channelId,
      title: title ?? articleTitle(product.articleId, localeOfChannel(channelById(order.channelId) ?? DEFAULT_CHANNEL)),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw conflict('This photo book is already an online product');
  return getWidget(db, accountId, code);
}

export async function deleteWidget(db: Db, accountId: string, code: string): Promise<void> {
  const deleted = await db
    .delete(shopWidgets)
    .where(and(eq(shopWidgets.productCode, code), eq(shopWidgets.accountId, accountId)))
    .returning();
  if (deleted.length === 0) throw notFound('There is no online product for this code');
}

export interface ShareInput {
  vendorId: number;
  /** Accepted (spec §3's SenderName) but not mailed: the mail names the sharer as the account does. */
  fromName: string;
  toEmailAddress: string;
  /** Accepted (spec §3's PersonalMessage) but not mailed: free text from the brand's address could carry any link. */
  personalMessage?: string;
}

/** The sharer as the account knows them: the name in its details, else its verified e-mail address. */
async function sharerName(db: Db, accountId: string): Promise<string> {
  const [row] = await db
    .select({ email: accounts.email, firstName: customers.firstName, lastName: customers.lastName })
    .from(accounts)
    .leftJoin(customers, eq(customers.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  const name = `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim();
  return name || (row?.email ?? '');
}

/**
 * PUT /v1/widget/{code}/share: records the share and mails the recipient in one transaction. The mail goes
 * from the brand's address, so it holds only the product's link, the sharer's name from the account and how
 * to report abuse: no text of the caller's own.
 */
export async function shareWidget(
  db: Db,
  accountId: string,
  code: string,
  input: ShareInput,
  t: TFunction,
  fallback: Channel,
): Promise<{ ok: true }> {
  const widget = await findOwnWidget(db, accountId, code);
  const channel = channelById(widget.channelId) ?? fallback;
  if (input.vendorId !== channel.vendorId) throw new HttpError(422, 'vendorId does not match the channel of this online product');
  if (!(await hit(db, `widget-share:${accountId}`, SHARES_PER_HOUR, 60 * 60 * 1000))) throw tooManyRequests();
  const recipient = input.toEmailAddress.trim().toLowerCase();
  if (!(await hit(db, `widget-share-to:${recipient}`, SHARES_PER_RECIPIENT_PER_DAY, 24 * 60 * 60 * 1000))) throw tooManyRequests();
  const sharer = await sharerName(db, accountId);
  const mail = composeMail(t, channel, {
    // The subject is the brand's own words: a sender's name there would read like the shop speaking.
    subject: t('onlineProducts.mail.sharedSubject', { brand: channel.brandName }),
    greeting: t('onlineProducts.mail.greeting'),
    paragraphs: [t('onlineProducts.mail.intro', { name: sharer, title: widget.title })],
    action: { label: t('onlineProducts.mail.view'), url: viewUrl(widget) },
    after: [t('onlineProducts.mailAbuse.report', { brand: channel.brandName, url: channel.customerCareUrl })],
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(shopWidgetShares)
      .values({ productCode: widget.productCode, accountId, recipientEmail: input.toEmailAddress, senderName: sharer });
    await queueMail(tx, { ...mail, to: input.toEmailAddress, kind: 'widget-share', channelId: channel.id });
  });
  return { ok: true };
}
