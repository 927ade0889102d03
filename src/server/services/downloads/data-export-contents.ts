import { Readable } from 'node:stream';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  accounts,
  addresses,
  albumPhotos,
  albums,
  albumShares,
  customers,
  newsletterSubscriptions,
  photos,
  shopGalleryEntries,
  shopInvoices,
  shopOrderProducts,
  shopOrders,
  shopProjects,
  shopWidgetShares,
  shopWidgets,
} from '../../db/schema';
import { DATA_EXPORT_FILES, DATA_EXPORT_PHOTO_FOLDER } from '@/domain/data-export';
import { uniqueEntryNames } from './names';
import type { ZipEntry } from './zip';

const json = (value: unknown) => () => JSON.stringify(value, null, 2);

/** A JSON array streamed element by element, so a library of any size never becomes one string. */
function jsonArray<T>(items: readonly T[]): () => Readable {
  return () =>
    Readable.from(
      (function* () {
        yield '[';
        for (let i = 0; i < items.length; i++) yield `${i ? ',' : ''}\n  ${JSON.stringify(items[i])}`;
        yield '\n]\n';
      })(),
    );
}

async function accountFile(db: Db, accountId: string) {
  const [account] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      userType: accounts.userType,
      channelId: accounts.channelId,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [details] = await db.select().from(customers).where(eq(customers.accountId, accountId));
  return { account, details: details ?? null };
}

async function ordersFile(db: Db, accountId: string) {
  const orders = await db.select().from(shopOrders).where(eq(shopOrders.accountId, accountId)).orderBy(asc(shopOrders.createdAt));
  const products = orders.length
    ? await db
        .select()
        .from(shopOrderProducts)
        .where(
          inArray(
            shopOrderProducts.orderId,
            orders.map((o) => o.id),
          ),
        )
        .orderBy(asc(shopOrderProducts.position))
    : [];
  return orders.map((order) => ({ ...order, products: products.filter((p) => p.orderId === order.id) }));
}

async function onlineProductsFile(db: Db, accountId: string) {
  const [widgets, shares, galleryEntries] = await Promise.all([
    db.select().from(shopWidgets).where(eq(shopWidgets.accountId, accountId)).orderBy(asc(shopWidgets.createdAt)),
    db.select().from(shopWidgetShares).where(eq(shopWidgetShares.accountId, accountId)).orderBy(asc(shopWidgetShares.createdAt)),
    db.select().from(shopGalleryEntries).where(eq(shopGalleryEntries.accountId, accountId)).orderBy(asc(shopGalleryEntries.createdAt)),
  ]);
  return widgets.map((widget) => ({
    ...widget,
    shares: shares.filter((s) => s.productCode === widget.productCode),
    galleryEntries: galleryEntries.filter((g) => g.widgetCode === widget.productCode),
  }));
}

async function albumsFile(db: Db, accountId: string, pathOf: Map<string, string>) {
  const own = await db.select().from(albums).where(eq(albums.ownerId, accountId)).orderBy(asc(albums.created));
  const members = own.length
    ? await db
        .select({ albumId: albumPhotos.albumId, photoId: albumPhotos.photoId, addedAt: albumPhotos.addedAt })
        .from(albumPhotos)
        .where(
          inArray(
            albumPhotos.albumId,
            own.map((a) => a.id),
          ),
        )
        .orderBy(asc(albumPhotos.addedAt))
    : [];
  const sharedWithYou = await db
    .select({ albumId: albums.id, name: albums.name, sharedSince: albumShares.created })
    .from(albumShares)
    .innerJoin(albums, eq(albums.id, albumShares.albumId))
    .where(eq(albumShares.accountId, accountId));
  return {
    albums: own.map((album) => ({
      id: album.id,
      name: album.name,
      created: album.created,
      updated: album.updated,
      shared: album.isShared,
      // Where each photo of the album is in this zip.
      photos: members.filter((m) => m.albumId === album.id && pathOf.has(m.photoId)).map((m) => pathOf.get(m.photoId)),
    })),
    sharedWithYou,
  };
}

/**
 * Every personal table of an account as JSON entries, then the originals of its photos under `photos/`;
 * albums.json maps each album to the paths of its photos, so a photo in several albums is stored once.
 */
export async function dataExportEntries(db: Db, accountId: string): Promise<ZipEntry[]> {
  const account = await accountFile(db, accountId);
  const library = await db
    .select({
      id: photos.id,
      localFileName: photos.localFileName,
      mime: photos.mime,
      byteSize: photos.byteSize,
      width: photos.width,
      height: photos.height,
      dateTaken: photos.dateTaken,
      created: photos.created,
      blobKey: photos.blobKey,
    })
    .from(photos)
    .where(and(eq(photos.accountId, accountId), eq(photos.status, 'active')))
    .orderBy(asc(photos.created), asc(photos.id));
  const names = uniqueEntryNames(library.map((p) => p.localFileName)).map((n) => `${DATA_EXPORT_PHOTO_FOLDER}${n}`);
  const pathOf = new Map(library.map((p, i) => [p.id, names[i]]));
  const email = account.account?.email ?? '';
  const [addressRows, orders, invoices, newsletter, projects, onlineProducts, albumData] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.accountId, accountId)).orderBy(asc(addresses.createdAt)),
    ordersFile(db, accountId),
    db.select().from(shopInvoices).where(eq(shopInvoices.accountId, accountId)).orderBy(asc(shopInvoices.issuedAt)),
    db
      .select()
      .from(newsletterSubscriptions)
      .where(or(eq(newsletterSubscriptions.accountId, accountId), eq(newsletterSubscriptions.email, email))),
    db.select().from(shopProjects).where(eq(shopProjects.accountId, accountId)).orderBy(asc(shopProjects.createdAt)),
    onlineProductsFile(db, accountId),
    albumsFile(db, accountId, pathOf),
  ]);
  const photoList = library.map(({ blobKey: _key, ...photo }) => ({ ...photo, file: pathOf.get(photo.id) }));
  return [
    { name: DATA_EXPORT_FILES.account, content: json(account) },
    { name: DATA_EXPORT_FILES.addresses, content: json(addressRows) },
    { name: DATA_EXPORT_FILES.orders, content: json(orders) },
    { name: DATA_EXPORT_FILES.invoices, content: json(invoices) },
    { name: DATA_EXPORT_FILES.newsletter, content: json(newsletter) },
    { name: DATA_EXPORT_FILES.projects, content: json(projects) },
    { name: DATA_EXPORT_FILES.onlineProducts, content: json(onlineProducts) },
    { name: DATA_EXPORT_FILES.albums, content: json(albumData) },
    { name: DATA_EXPORT_FILES.photos, content: jsonArray(photoList) },
    ...library.map((p, i) => ({ name: names[i], blobKey: p.blobKey })),
  ];
}
