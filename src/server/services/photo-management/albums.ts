import { and, desc, eq, inArray, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db';
import { preparedPerDb, preparedPerKey } from '../../db/prepared';
import { albums, albumPhotos, albumShares, photos } from '../../db/schema';
import { ALBUM_PHOTO_CHUNK_SIZE } from '@/domain/constants';
import { chunk, unique } from '@/domain/photos/chunk';
import { decodeCursor, encodeCursor } from '@/domain/photos/cursor';
import type { Album, AlbumList } from '@/domain/schemas/photos';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { transaction } from './tx';
import { instantText } from './time';
import { listedPhotoColumns, photoRowsByIds, toPhotoDto, type ListedPhotoRow } from './photos';

export const ALBUM_NOT_FOUND = 'Album not found';
/** Spec §2: shared albums are read only, for the owner and participants alike. */
export const SHARED_ALBUM_READ_ONLY = 'This album is shared and shared albums are read only: it cannot be changed';

export const albumColumns = {
  id: albums.id,
  ownerId: albums.ownerId,
  name: albums.name,
  photosCount: albums.photosCount,
  coverPhotoId: albums.coverPhotoId,
  isShared: albums.isShared,
  created: instantText(albums.created),
  updated: instantText(albums.updated),
};
// Only its type is used: the row shape of albumColumns.
const _selectAlbumRows = (db: Db) => db.select(albumColumns).from(albums);
export type AlbumRow = Awaited<ReturnType<typeof _selectAlbumRows>>[number];

export function toAlbumDto(row: AlbumRow, cover: ListedPhotoRow | undefined): Album {
  return {
    albumId: row.id,
    albumName: row.name,
    created: row.created,
    updated: row.updated,
    photosCount: row.photosCount,
    coverPhoto: cover ? toPhotoDto(cover) : null,
    isShared: row.isShared,
    ownerId: row.ownerId,
    userId: row.ownerId,
  };
}

/**
 * An album's columns with its cover photo's, for the album lists: one statement reads both (a left join:
 * the cover's columns are null without one).
 */
export const albumWithCoverColumns = { ...albumColumns, cover: listedPhotoColumns };
type AlbumWithCoverRow = AlbumRow & { cover: ListedPhotoRow | null };

export const withCover = (row: AlbumWithCoverRow): Album => toAlbumDto(row, row.cover?.id ? row.cover : undefined);

export async function albumDtos(db: Db, rows: readonly AlbumRow[]): Promise<Album[]> {
  const covers = await photoRowsByIds(
    db,
    rows.flatMap((r) => (r.coverPhotoId ? [r.coverPhotoId] : [])),
  );
  return rows.map((r) => toAlbumDto(r, r.coverPhotoId ? covers.get(r.coverPhotoId) : undefined));
}

/** Album reads every album page asks, prepared once: the row, and whether an account takes part in it. */
const albumById = preparedPerDb((db) =>
  db
    .select(albumColumns)
    .from(albums)
    .where(eq(albums.id, sql.placeholder('id')))
    .prepare('album_by_id'),
);
const participation = preparedPerDb((db) =>
  db
    .select({ albumId: albumShares.albumId })
    .from(albumShares)
    .where(and(eq(albumShares.albumId, sql.placeholder('albumId')), eq(albumShares.accountId, sql.placeholder('accountId'))))
    .prepare('album_participation'),
);

export async function albumRow(db: Db, id: string, lock = false): Promise<AlbumRow | undefined> {
  const [row] = await (lock ? db.select(albumColumns).from(albums).where(eq(albums.id, id)).for('update') : albumById(db).execute({ id }));
  return row;
}

export async function isParticipant(db: Db, albumId: string, accountId: string): Promise<boolean> {
  const [row] = await participation(db).execute({ albumId, accountId });
  return Boolean(row);
}

/** An album the viewer owns or that is shared with them; 404 for anyone else (its existence stays hidden). */
export async function readableAlbum(db: Db, viewerId: string, id: string): Promise<AlbumRow> {
  const row = await albumRow(db, id);
  if (!row) throw notFound(ALBUM_NOT_FOUND);
  if (row.ownerId === viewerId) return row;
  if (row.isShared && (await isParticipant(db, id, viewerId))) return row;
  throw notFound(ALBUM_NOT_FOUND);
}

/** An album the viewer may change: their own and not shared. Locks the row for the transaction. */
async function writableAlbum(db: Db, viewerId: string, id: string): Promise<AlbumRow> {
  const row = await albumRow(db, id, true);
  if (!row) throw notFound(ALBUM_NOT_FOUND);
  if (row.ownerId !== viewerId) {
    if (row.isShared && (await isParticipant(db, id, viewerId))) throw forbidden(SHARED_ALBUM_READ_ONLY);
    throw notFound(ALBUM_NOT_FOUND);
  }
  if (row.isShared) throw forbidden(SHARED_ALBUM_READ_ONLY);
  return row;
}

export async function createAlbum(db: Db, ownerId: string, name: string): Promise<{ albumId: string }> {
  const [row] = await db.insert(albums).values({ ownerId, name }).returning({ id: albums.id });
  return { albumId: row.id };
}

export async function getAlbum(db: Db, viewerId: string, id: string): Promise<Album> {
  const [dto] = await albumDtos(db, [await readableAlbum(db, viewerId, id)]);
  return dto;
}

export async function renameAlbum(db: Db, viewerId: string, id: string, name: string): Promise<Album> {
  await transaction(db, async (tx) => {
    await writableAlbum(tx, viewerId, id);
    await tx
      .update(albums)
      .set({ name, updated: sql`now()` })
      .where(eq(albums.id, id));
  });
  return getAlbum(db, viewerId, id);
}

/** Deletes the album; its photos stay in the library. */
export async function deleteAlbum(db: Db, viewerId: string, id: string): Promise<void> {
  await transaction(db, async (tx) => {
    await writableAlbum(tx, viewerId, id);
    await tx.delete(albums).where(eq(albums.id, id));
  });
}

/**
 * Adds the owner's photos to an album, ALBUM_PHOTO_CHUNK_SIZE per transaction. Photos already in the
 * album count as added; ids that are not the owner's photos come back as failed.
 */
export async function addPhotosToAlbum(db: Db, viewerId: string, id: string, photoIds: readonly string[]): Promise<{ failed: string[] }> {
  const failed: string[] = [];
  for (const part of chunk(unique(photoIds), ALBUM_PHOTO_CHUNK_SIZE)) {
    failed.push(
      ...(await transaction(db, async (tx) => {
        // Photos first, then the album: the order deletePhotos locks them in, so the two cannot deadlock.
        // A photo being deleted meanwhile is waited for, then skipped (never a dangling membership).
        const owned = await tx
          .select({ id: photos.id, dateTaken: photos.dateTaken })
          .from(photos)
          .where(and(eq(photos.accountId, viewerId), eq(photos.status, 'active'), inArray(photos.id, part)))
          .orderBy(photos.id)
          .for('key share');
        await writableAlbum(tx, viewerId, id);
        const ownedIds = new Set(owned.map((p) => p.id));
        const notOwned = part.filter((p) => !ownedIds.has(p));
        if (owned.length === 0) return notOwned;
        const inserted = await tx
          .insert(albumPhotos)
          .values(owned.map((p) => ({ albumId: id, photoId: p.id, photoDateTaken: p.dateTaken })))
          .onConflictDoNothing()
          .returning({ photoId: albumPhotos.photoId });
        if (inserted.length === 0) return notOwned;
        const firstAdded = part.find((p) => inserted.some((i) => i.photoId === p))!;
        await tx
          .update(albums)
          .set({
            photosCount: sql`${albums.photosCount} + ${inserted.length}`,
            updated: sql`now()`,
            coverPhotoId: sql`coalesce(${albums.coverPhotoId}, ${firstAdded}::uuid)`,
          })
          .where(eq(albums.id, id));
        return notOwned;
      })),
    );
  }
  return { failed };
}

/** Removes photos from an album (they stay in the library); ids not in the album come back as failed. */
export async function removePhotosFromAlbum(
  db: Db,
  viewerId: string,
  id: string,
  photoIds: readonly string[],
): Promise<{ failed: string[] }> {
  const failed: string[] = [];
  for (const part of chunk(unique(photoIds), ALBUM_PHOTO_CHUNK_SIZE)) {
    failed.push(
      ...(await transaction(db, async (tx) => {
        await writableAlbum(tx, viewerId, id);
        const removed = await tx
          .delete(albumPhotos)
          .where(and(eq(albumPhotos.albumId, id), inArray(albumPhotos.photoId, part)))
          .returning({ photoId: albumPhotos.photoId });
        const removedIds = new Set(removed.map((r) => r.photoId));
        const notInAlbum = part.filter((p) => !removedIds.has(p));
        if (removed.length === 0) return notInAlbum;
        await tx
          .update(albums)
          .set({
            photosCount: sql`greatest(${albums.photosCount} - ${removed.length}, 0)`,
            updated: sql`now()`,
            coverPhotoId: sql`CASE WHEN ${albums.coverPhotoId} IN (${sql.join(
              [...removedIds].map((r) => sql`${r}::uuid`),
              sql`, `,
            )}) OR ${albums.coverPhotoId} IS NULL
          THEN (SELECT ap.photo_id FROM ${albumPhotos} ap WHERE ap.album_id = ${albums.id} ORDER BY ap.added_at DESC, ap.photo_id DESC LIMIT 1)
          ELSE ${albums.coverPhotoId} END`,
          })
          .where(eq(albums.id, id));
        return notInAlbum;
      })),
    );
  }
  return { failed };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Reads an album-list cursor (created, id of the last album) tied to its listing. */
export function readAlbumCursor(cursor: string | undefined, scope: string): { created: string; id: string } | null {
  if (!cursor) return null;
  const payload = decodeCursor(cursor);
  if (
    !payload ||
    payload.k !== scope ||
    typeof payload.v !== 'string' ||
    typeof payload.i !== 'string' ||
    !INSTANT.test(payload.v) ||
    !UUID.test(payload.i)
  ) {
    throw badRequest('cursor is not valid for this list: start again without a cursor');
  }
  return { created: payload.v, id: payload.i };
}

export function albumCursor(scope: string, created: string, id: string): string {
  return encodeCursor({ k: scope, v: created, i: id });
}

/** Newest first: (created, id) descending, before the cursor's place given as `afterValues()`. */
export const beforePlaceholders = (createdColumn: AnyColumn, idColumn: AnyColumn): SQL =>
  sql`(${createdColumn}, ${idColumn}) < (${sql.placeholder('afterCreated')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

export const afterValues = (after: { created: string; id: string } | null) =>
  after ? { afterCreated: after.created, afterId: after.id } : {};

/**
 * GET /albums: the caller's own albums, newest first. Albums the caller shared are included only with
 * displaySharedData (they are shown when the shared-albums view is on); albums shared with the caller
 * are listed by GET /shared-albums.
 */
export async function listAlbums(
  db: Db,
  ownerId: string,
  query: { cursor?: string; limit: number; displaySharedData: boolean },
): Promise<AlbumList> {
  const scope = `al:${query.displaySharedData}`;
  const after = readAlbumCursor(query.cursor, scope);
  const shape = { withShared: query.displaySharedData, after: after !== null };
  const key = `albums_page${shape.withShared ? '_with_shared' : ''}${shape.after ? '_after' : ''}`;
  const rows = await albumsPage(db, key, shape).execute({ ownerId, limit: query.limit + 1, ...afterValues(after) });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    albums: page.map(withCover),
    cursor: rows.length > query.limit && last ? albumCursor(scope, last.created, last.id) : null,
  };
}

/** A page of the caller's albums, one prepared statement per shape (with shared albums or not, after a cursor or not). */
const albumsPage = preparedPerKey((db, { withShared, after }: { withShared: boolean; after: boolean }, key) =>
  db
    .select(albumWithCoverColumns)
    .from(albums)
    .leftJoin(photos, eq(photos.id, albums.coverPhotoId))
    .where(
      and(
        eq(albums.ownerId, sql.placeholder('ownerId')),
        withShared ? undefined : eq(albums.isShared, false),
        after ? beforePlaceholders(albums.created, albums.id) : undefined,
      ),
    )
    .orderBy(desc(albums.created), desc(albums.id))
    .limit(sql.placeholder('limit'))
    .prepare(key),
);
