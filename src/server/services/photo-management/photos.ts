import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { preparedPerDb } from '../../db/prepared';
import { photos, albums, albumPhotos, albumShares, type PhotoStatus, type StoredThumbnail } from '../../db/schema';
import { deleteBlob, deletePrefix } from '../../storage';
import { reportError } from '../../reporter';
import { cancelQueuedJobs } from '../../jobs/queue';
import { scheduleBlobCleanup } from '../../jobs/blob-cleanup';
import { THUMBNAIL_SIZES, PHOTO_ID_CHUNK_SIZE, type ThumbnailSize } from '@/domain/constants';
import { normaliseDateTaken } from '@/domain/photos/timeline';
import { thumbnailDimensions } from '@/domain/photos/thumbnail-dimensions';
import { chunk, unique } from '@/domain/photos/chunk';
import type { Photo } from '@/domain/schemas/photos';
import type { PhotoExif } from '@/domain/schemas/photo-details';
import { serviceUrl } from '../../http/service-urls';
import { transaction } from './tx';
import { instantText, nullableInstantText, wallClockText, toInstant } from './time';
import { adjustCounts, type CountDelta } from './counts';

/** A photo's files, absolute from the photo management service's own base URL. */
export const photoFileUrl = (photoId: string) => serviceUrl('photo-management', `/photos/${photoId}/file`);
export const photoThumbnailUrl = (photoId: string, size: ThumbnailSize) =>
  serviceUrl('photo-management', `/photos/${photoId}/thumbnails/${size}`);

export type PhotoVariant = 'original' | ThumbnailSize;

/** Blob key of a photo's original or one of its thumbnails (JPEG). All of a photo's blobs share one folder. */
export function photoBlobKey(accountId: string, photoId: string, variant: PhotoVariant = 'original'): string {
  return variant === 'original' ? `photos/${accountId}/${photoId}/original` : `photos/${accountId}/${photoId}/thumb-${variant}.jpg`;
}

/** Blob key of the WebP variant of a JPEG thumbnail, beside it (a photo's deletion removes it with its folder). */
export const thumbnailWebpKey = (jpegKey: string) => `${jpegKey.replace(/\.jpe?g$/i, '')}.webp`;

const photoFolder = (accountId: string, photoId: string) => `photos/${accountId}/${photoId}`;

/** The columns every photo read selects; timestamps as fixed-format text. */
export const photoColumns = {
  id: photos.id,
  accountId: photos.accountId,
  uploadId: photos.uploadId,
  localFileName: photos.localFileName,
  contentHash: photos.contentHash,
  mime: photos.mime,
  byteSize: photos.byteSize,
  width: photos.width,
  height: photos.height,
  visibleWidth: photos.visibleWidth,
  visibleHeight: photos.visibleHeight,
  dateTaken: wallClockText(photos.dateTaken),
  takenMonth: photos.takenMonth,
  uploadEnd: nullableInstantText(photos.uploadEnd),
  created: instantText(photos.created),
  status: photos.status,
  blobKey: photos.blobKey,
  thumbnails: photos.thumbnails,
  trashedAt: nullableInstantText(photos.trashedAt),
  favourite: photos.favourite,
};

// Only its type is used: the row shape of photoColumns.
const _selectPhotoRows = (db: Db) => db.select(photoColumns).from(photos);
export type PhotoRow = Awaited<ReturnType<typeof _selectPhotoRows>>[number];

/**
 * The columns a page of a listing selects: what the Photo entity, a shared album's owner and the trash
 * show. Each column costs every row of every page its parsing and mapping.
 */
export const listedPhotoColumns = {
  id: photoColumns.id,
  accountId: photoColumns.accountId,
  uploadId: photoColumns.uploadId,
  localFileName: photoColumns.localFileName,
  width: photoColumns.width,
  height: photoColumns.height,
  visibleWidth: photoColumns.visibleWidth,
  visibleHeight: photoColumns.visibleHeight,
  dateTaken: photoColumns.dateTaken,
  uploadEnd: photoColumns.uploadEnd,
  created: photoColumns.created,
  thumbnails: photoColumns.thumbnails,
  trashedAt: photoColumns.trashedAt,
  favourite: photoColumns.favourite,
};
export type ListedPhotoRow = Pick<PhotoRow, keyof typeof listedPhotoColumns>;

/** The Photo entity of spec §3. A thumbnail not made yet points at the original (spec: fallback to main url). */
export function toPhotoDto(row: ListedPhotoRow): Photo {
  const url = photoFileUrl(row.id);
  const made = new Map((row.thumbnails ?? []).map((t) => [t.id, t]));
  return {
    imageId: row.id,
    localFileName: row.localFileName,
    uploadId: row.uploadId,
    url,
    untouchedUrl: url,
    location: null,
    thumbnails: THUMBNAIL_SIZES.map((size) => {
      const thumb = made.get(size);
      if (thumb) return { id: size, url: photoThumbnailUrl(row.id, size), width: thumb.width, height: thumb.height };
      return { id: size, url, ...thumbnailDimensions(row.visibleWidth ?? row.width, row.visibleHeight ?? row.height, size) };
    }),
    ...(row.dateTaken ? { dateTaken: row.dateTaken } : {}),
    // Photos that entered the library otherwise than by an upload (imports, older rows) have no recorded end:
    // the moment they entered stands in, so every photo has the upload day the grid groups it under.
    uploadEnd: row.uploadEnd ?? row.created,
    visibleWidth: row.visibleWidth ?? row.width,
    visibleHeight: row.visibleHeight ?? row.height,
    favourite: row.favourite,
  };
}

export interface NewPhoto {
  /** Chosen by the caller when blobs were stored under it already; generated otherwise. */
  id?: string;
  accountId: string;
  uploadId?: string;
  localFileName: string;
  contentHash: string;
  mime: string;
  byteSize?: number;
  width: number;
  height: number;
  visibleWidth?: number | null;
  visibleHeight?: number | null;
  /** Camera wall-clock time in any of `YYYY-MM-DD[T ]HH:mm:ss[.SSS]` or EXIF `YYYY:MM:DD HH:mm:ss`; unknown → null. */
  dateTaken?: string | null;
  uploadEnd?: Date | string | null;
  created?: Date | string;
  status: PhotoStatus;
  /** Defaults to `photoBlobKey(accountId, id)`. */
  blobKey?: string;
  thumbnails?: StoredThumbnail[];
  exif?: PhotoExif | null;
}

/** Inserts photos; active ones are counted in the same transaction. Returns the rows in input order. */
export async function insertPhotos(db: Db, inputs: readonly NewPhoto[]): Promise<PhotoRow[]> {
  if (inputs.length === 0) return [];
  return transaction(db, async (tx) => {
    const rows: PhotoRow[] = [];
    for (const part of chunk(inputs, 1000)) {
      const values = part.map((p) => {
        const id = p.id ?? randomUUID();
        const created = toInstant(p.created ?? null);
        return {
          id,
          accountId: p.accountId,
          uploadId: p.uploadId ?? '',
          localFileName: p.localFileName,
          contentHash: p.contentHash,
          mime: p.mime,
          byteSize: p.byteSize ?? 0,
          width: p.width,
          height: p.height,
          visibleWidth: p.visibleWidth ?? null,
          visibleHeight: p.visibleHeight ?? null,
          dateTaken: normaliseDateTaken(p.dateTaken),
          uploadEnd: toInstant(p.uploadEnd ?? null),
          ...(created ? { created } : {}),
          status: p.status,
          blobKey: p.blobKey ?? photoBlobKey(p.accountId, id),
          thumbnails: p.thumbnails ?? [],
          exif: p.exif ?? null,
        };
      });
      rows.push(...(await tx.insert(photos).values(values).returning(photoColumns)));
    }
    await adjustCounts(
      tx,
      countDeltas(
        rows.filter((r) => r.status === 'active'),
        +1,
      ),
    );
    return rows;
  });
}

/** Creates one pending or active photo (uploads, imports, seed). */
export async function insertPhoto(db: Db, input: NewPhoto): Promise<PhotoRow> {
  const [row] = await insertPhotos(db, [input]);
  return row;
}

export function countDeltas(rows: readonly { accountId: string; takenMonth: number }[], sign: 1 | -1): CountDelta[] {
  const byKey = new Map<string, CountDelta>();
  for (const row of rows) {
    const key = `${row.accountId}/${row.takenMonth}`;
    const entry = byKey.get(key) ?? { accountId: row.accountId, takenMonth: row.takenMonth, delta: 0 };
    entry.delta += sign;
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/** Confirms pending photos of an account (spec §4: the user confirms after upload). Returns the ids activated. */
export async function activatePhotos(db: Db, accountId: string, ids: readonly string[]): Promise<string[]> {
  const wanted = unique(ids);
  if (wanted.length === 0) return [];
  return transaction(db, async (tx) => {
    const activated: { id: string; accountId: string; takenMonth: number }[] = [];
    for (const part of chunk(wanted, PHOTO_ID_CHUNK_SIZE)) {
      activated.push(
        ...(await tx
          .update(photos)
          .set({ status: 'active' })
          .where(and(eq(photos.accountId, accountId), inArray(photos.id, part), eq(photos.status, 'pending')))
          .returning({ id: photos.id, accountId: photos.accountId, takenMonth: photos.takenMonth })),
      );
    }
    await adjustCounts(tx, countDeltas(activated, +1));
    return activated.map((r) => r.id);
  });
}

/** Records a finished thumbnail (thumbnail jobs call this after storing the blob); false when the photo is gone. */
export async function recordThumbnail(db: Db, photoId: string, thumbnail: StoredThumbnail): Promise<boolean> {
  const updated = await db
    .update(photos)
    .set({
      thumbnails: sql`(SELECT coalesce(jsonb_agg(t), '[]'::jsonb) FROM jsonb_array_elements(${photos.thumbnails}) t WHERE (t->>'id')::int <> ${thumbnail.id}) || ${JSON.stringify([thumbnail])}::jsonb`,
    })
    .where(eq(photos.id, photoId))
    .returning({ id: photos.id });
  return updated.length > 0;
}

/** Photos of an account by id, any status. */
export async function ownedPhotoRows(db: Db, accountId: string, ids: readonly string[]): Promise<PhotoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(photoColumns)
    .from(photos)
    .where(and(eq(photos.accountId, accountId), inArray(photos.id, [...ids])));
}

/** Photos by id (album covers): one prepared statement over an id array, whatever their number. */
const photosByIds = preparedPerDb((db) =>
  db
    .select(photoColumns)
    .from(photos)
    .where(sql`${photos.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('photos_by_ids'),
);

export async function photoRowsByIds(db: Db, ids: readonly string[]): Promise<Map<string, PhotoRow>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await photosByIds(db).execute({ ids: wanted });
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A photo the viewer may see: their own (also before they confirm the upload, for the upload dialog),
 * or an active one in an album shared with them.
 */
export async function readablePhoto(db: Db, viewerId: string, photoId: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select(photoColumns)
    .from(photos)
    .where(
      and(
        eq(photos.id, photoId),
        sql`(${photos.accountId} = ${viewerId} OR (${photos.status} = 'active' AND EXISTS (
      SELECT 1 FROM ${albumPhotos} ap JOIN ${albumShares} s ON s.album_id = ap.album_id
      WHERE ap.photo_id = ${photos.id} AND s.account_id = ${viewerId})))`,
      ),
    );
  return row;
}

const blobTarget = (rows: readonly { accountId: string; id: string; blobKey: string; thumbnails: StoredThumbnail[] }[]) => ({
  keys: rows.flatMap((row) => [row.blobKey, ...(row.thumbnails ?? []).map((t) => t.key)]),
  prefixes: rows.map((row) => photoFolder(row.accountId, row.id)),
});

/** Deletes the blobs of deleted photos; false when some could not be deleted (their clean-up job stays queued). */
async function removeBlobs(
  rows: readonly { accountId: string; id: string; blobKey: string; thumbnails: StoredThumbnail[] }[],
): Promise<boolean> {
  let complete = true;
  for (const row of rows) {
    try {
      await deleteBlob(row.blobKey);
      for (const t of row.thumbnails ?? []) await deleteBlob(t.key);
      await deletePrefix(photoFolder(row.accountId, row.id));
    } catch (error) {
      // The rows are gone; the queued clean-up job retries what is left.
      complete = false;
      reportError(error, { photoId: row.id, action: 'delete photo blobs' });
    }
  }
  return complete;
}

/**
 * Deletes photos of an account for good (any status, or only those in `status`) with their album
 * memberships and files, keeping counts, album counts and covers right. Ids that are not the account's
 * photos (in that status) come back as failed.
 */
export async function deletePhotos(db: Db, accountId: string, ids: readonly string[], status?: PhotoStatus): Promise<{ failed: string[] }> {
  const wanted = unique(ids);
  const gone = new Set<string>();
  for (const part of chunk(wanted, PHOTO_ID_CHUNK_SIZE)) {
    // Rows and a back-up clean-up job of their blobs commit together: a crash after the commit
    // leaves no blob behind for good, and a crash before it leaves the photos whole.
    const { rows, cleanupJob } = await transaction(db, async (tx) => {
      const rows = await deleteChunk(tx, accountId, part, status);
      return { rows, cleanupJob: await scheduleBlobCleanup(tx, blobTarget(rows)) };
    });
    if (await removeBlobs(rows)) await cancelQueuedJobs(db, [cleanupJob]);
    for (const row of rows) gone.add(row.id);
  }
  return { failed: wanted.filter((id) => !gone.has(id)) };
}

async function deleteChunk(tx: Db, accountId: string, ids: string[], status: PhotoStatus | undefined) {
  // Lock first: a concurrent delete of the same photos waits here and then finds nothing to do, so
  // album counts and month counts are changed once.
  const locked = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.accountId, accountId), inArray(photos.id, ids), status ? eq(photos.status, status) : undefined))
    .orderBy(photos.id)
    .for('update');
  if (locked.length === 0) return [];
  const lockedIds = locked.map((l) => l.id);
  // Then their albums, in id order (album writes lock the album first and never these photos' rows).
  await tx
    .select({ id: albums.id })
    .from(albums)
    .where(
      inArray(
        albums.id,
        tx.selectDistinct({ albumId: albumPhotos.albumId }).from(albumPhotos).where(inArray(albumPhotos.photoId, lockedIds)),
      ),
    )
    .orderBy(albums.id)
    .for('update');
  const memberships = await tx
    .delete(albumPhotos)
    .where(inArray(albumPhotos.photoId, lockedIds))
    .returning({ albumId: albumPhotos.albumId });
  const perAlbum = new Map<string, number>();
  for (const { albumId } of memberships) perAlbum.set(albumId, (perAlbum.get(albumId) ?? 0) + 1);
  const rows = await tx.delete(photos).where(inArray(photos.id, lockedIds)).returning({
    id: photos.id,
    accountId: photos.accountId,
    takenMonth: photos.takenMonth,
    status: photos.status,
    blobKey: photos.blobKey,
    thumbnails: photos.thumbnails,
  });
  for (const [albumId, n] of [...perAlbum].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(albums)
      .set({
        photosCount: sql`greatest(${albums.photosCount} - ${n}, 0)`,
        updated: sql`now()`,
        coverPhotoId: sql`coalesce(${albums.coverPhotoId}, (SELECT ap.photo_id FROM ${albumPhotos} ap WHERE ap.album_id = ${albums.id} ORDER BY ap.added_at DESC, ap.photo_id DESC LIMIT 1))`,
      })
      .where(eq(albums.id, albumId));
  }
  await adjustCounts(
    tx,
    countDeltas(
      rows.filter((r) => r.status === 'active'),
      -1,
    ),
  );
  return rows;
}

/** Every photo of the account for good, a chunk per transaction (account deletion). */
export async function deleteAllPhotos(db: Db, accountId: string): Promise<{ failed: string[] }> {
  for (;;) {
    const batch = await db.select({ id: photos.id }).from(photos).where(eq(photos.accountId, accountId)).limit(PHOTO_ID_CHUNK_SIZE);
    if (batch.length === 0) break;
    const { failed } = await deletePhotos(
      db,
      accountId,
      batch.map((b) => b.id),
    );
    // Only a concurrent delete makes ids fail here; they are gone either way.
    if (failed.length === batch.length) break;
  }
  return { failed: [] };
}
