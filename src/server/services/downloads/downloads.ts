import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { photoDownloads, photos, albums, albumPhotos, albumShares, type DownloadPhotoRef } from '../../db/schema';
import { enqueueJob, jobSettings, type JobDefinition } from '../../jobs';
import { enqueueBlobCleanup } from '../../jobs/blob-cleanup';
import { conflict, HttpError, notFound } from '../../http/errors';
import { serverConfig } from '../../config';
import { ARCHIVE_JOB } from './archive-job';
export { DOWNLOAD_TTL_MS } from './archive-job';
import { signedLink } from './signing';
import type { DownloadItem } from '@/domain/schemas/uploads';
import { ZIP_LIMIT_ANSWER, ZIPS_BUILDING_AT_ONCE, type ZipLimitRefusal } from '@/domain/photos/zip-limits';

/** Until a zip is made, its row expires this long after the request (a job that never ran). */
const PENDING_TTL_MS = 86_400_000;

const toItem = (row: typeof photoDownloads.$inferSelect): DownloadItem => ({
  id: row.id,
  name: row.name,
  photos: row.photos.map((p) => p.photoId),
  state: row.state,
  size: row.size,
  created: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

function archiveName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `photos-${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}-${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
}

const sameSelection = (a: readonly DownloadPhotoRef[], b: readonly DownloadPhotoRef[]) => {
  const key = (refs: readonly DownloadPhotoRef[]) =>
    refs
      .map((r) => `${r.photoId}:${r.ownerId}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};

const limitReached = (code: ZipLimitRefusal) =>
  new HttpError(ZIP_LIMIT_ANSWER[code].status, ZIP_LIMIT_ANSWER[code].message, undefined, code);

async function photoBytes(db: Db, refs: readonly DownloadPhotoRef[]): Promise<number> {
  if (refs.length === 0) return 0;
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${photos.byteSize}), 0)` })
    .from(photos)
    .where(
      inArray(
        photos.id,
        refs.map((r) => r.photoId),
      ),
    );
  return Number(row?.bytes ?? 0);
}

/**
 * A zip of `refs` within the account's limits (src/domain/photos/zip-limits.ts): the account's live zip of the
 * same photos answers as it is; otherwise one zip is built at a time, and the photos zipped in 24 hours (a
 * pending zip counts its photos' sizes) stay within the daily budget. Requests of one account are serialised.
 */
async function createArchive(db: Db, accountId: string, refs: DownloadPhotoRef[], albumId: string | null): Promise<DownloadItem> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await txDb.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`zips ${accountId}`}))`);
    const since = new Date(Date.now() - 86_400_000);
    const recent = await txDb
      .select()
      .from(photoDownloads)
      .where(
        and(
          eq(photoDownloads.accountId, accountId),
          inArray(photoDownloads.state, ['pending', 'ready']),
          or(gt(photoDownloads.expiresAt, new Date()), gt(photoDownloads.createdAt, since)),
        ),
      );
    const live = recent.filter((r) => r.expiresAt > new Date());
    const same = live.find((r) => r.albumId === albumId && sameSelection(r.photos, refs));
    if (same) return toItem(same);
    const building = live.filter((r) => r.state === 'pending');
    if (building.length >= ZIPS_BUILDING_AT_ONCE) throw limitReached('zipInProgress');
    const zippedToday = recent.filter((r) => r.createdAt > since && r.state === 'ready').reduce((sum, r) => sum + (r.size ?? 0), 0);
    const pendingBytes = await photoBytes(
      txDb,
      building.flatMap((r) => r.photos),
    );
    if (zippedToday + pendingBytes + (await photoBytes(txDb, refs)) > serverConfig.zipBytesPerDay) throw limitReached('zipDailyLimit');
    const [row] = await tx
      .insert(photoDownloads)
      .values({
        accountId,
        name: archiveName(),
        photos: refs,
        albumId,
        expiresAt: new Date(Date.now() + PENDING_TTL_MS),
      })
      .returning();
    await enqueueJob(tx, ARCHIVE_JOB, { downloadId: row.id }, { maxAttempts: 3 });
    return toItem(row);
  });
}

const PHOTOS_NOT_FOUND = 'Some of these photos were not found';

/** POST /downloads: a zip of the caller's own photos. */
export async function requestDownload(db: Db, accountId: string, photoIds: readonly string[]): Promise<DownloadItem> {
  const ids = [...new Set(photoIds)];
  const found = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.accountId, accountId), eq(photos.status, 'active'), inArray(photos.id, ids)));
  if (found.length !== ids.length) throw notFound(PHOTOS_NOT_FOUND);
  return createArchive(
    db,
    accountId,
    ids.map((photoId) => ({ photoId, ownerId: accountId })),
    null,
  );
}

/** Whether the caller owns the album or it is shared with them. */
export async function canReadAlbum(db: Db, accountId: string, albumId: string): Promise<boolean> {
  const [album] = await db.select({ ownerId: albums.ownerId }).from(albums).where(eq(albums.id, albumId));
  if (!album) return false;
  if (album.ownerId === accountId) return true;
  const [share] = await db
    .select({ albumId: albumShares.albumId })
    .from(albumShares)
    .where(and(eq(albumShares.albumId, albumId), eq(albumShares.accountId, accountId)));
  return Boolean(share);
}

/** POST /shared-album-downloads: photos of an album the caller may read, each named with its owner (spec §6). */
export async function requestSharedAlbumDownload(
  db: Db,
  accountId: string,
  albumId: string,
  refs: readonly DownloadPhotoRef[],
): Promise<DownloadItem> {
  if (!(await canReadAlbum(db, accountId, albumId))) throw notFound('Album not found');
  const unique = [...new Map(refs.map((r) => [r.photoId, r])).values()];
  const rows = await db
    .select({ id: photos.id, ownerId: photos.accountId })
    .from(albumPhotos)
    .innerJoin(photos, eq(photos.id, albumPhotos.photoId))
    .where(
      and(
        eq(albumPhotos.albumId, albumId),
        eq(photos.status, 'active'),
        inArray(
          albumPhotos.photoId,
          unique.map((r) => r.photoId),
        ),
      ),
    );
  const owners = new Map(rows.map((r) => [r.id, r.ownerId]));
  if (unique.some((r) => owners.get(r.photoId) !== r.ownerId)) throw notFound(PHOTOS_NOT_FOUND);
  return createArchive(db, accountId, unique, albumId);
}

/** GET /downloads: the caller's archives that have not expired, newest first. */
export async function listDownloads(db: Db, accountId: string): Promise<{ items: DownloadItem[] }> {
  const rows = await db
    .select()
    .from(photoDownloads)
    .where(and(eq(photoDownloads.accountId, accountId), gt(photoDownloads.expiresAt, new Date())))
    .orderBy(desc(photoDownloads.createdAt))
    .limit(100);
  return { items: rows.map(toItem) };
}

/** GET /downloads/{id}/url: an expiring signed URL of a finished zip. */
export async function downloadUrl(db: Db, accountId: string, id: string): Promise<{ url: string; expiresAt: string }> {
  const [row] = await db
    .select()
    .from(photoDownloads)
    .where(and(eq(photoDownloads.id, id), eq(photoDownloads.accountId, accountId), gt(photoDownloads.expiresAt, new Date())));
  if (!row) throw notFound('Download not found');
  if (row.state === 'pending') throw conflict('The download is still being prepared');
  if (row.state === 'failed') throw conflict('Error: Your photos could not be downloaded');
  return signedLink(row.id, row.expiresAt);
}

/** The stored zip of a finished archive (for a signed link). */
export async function readyDownload(db: Db, id: string): Promise<{ blobKey: string | null } | undefined> {
  const [row] = await db
    .select({ blobKey: photoDownloads.blobKey })
    .from(photoDownloads)
    .where(and(eq(photoDownloads.id, id), eq(photoDownloads.state, 'ready')));
  return row;
}

/** Removes expired archives (rows first, then their files). */
export async function cleanUpDownloads(db: Db, now = new Date()): Promise<{ removed: number }> {
  const gone = await db.delete(photoDownloads).where(lt(photoDownloads.expiresAt, now)).returning({ blobKey: photoDownloads.blobKey });
  const keys = gone.map((g) => g.blobKey).filter((k): k is string => Boolean(k));
  await enqueueBlobCleanup(db, { keys });
  return { removed: gone.length };
}

export const jobHandlers: JobDefinition[] = [
  { type: 'downloads.cleanup', everyMs: jobSettings.cleanupEveryMs, handle: (_payload, { db }) => cleanUpDownloads(db) },
];
