import { and, eq, gte, inArray, lt, sql, count as countRows } from 'drizzle-orm';
import type { Db } from '../../db';
import { photos, albums, albumPhotos, trashedAlbumPhotos } from '../../db/schema';
import { jobSettings, type JobDefinition } from '../../jobs';
import { PHOTO_ID_CHUNK_SIZE, TRASH_RETENTION_DAYS } from '@/domain/constants';
import { chunk, unique } from '@/domain/photos/chunk';
import { trashExpiry } from '@/domain/photos/trash';
import type { TrashedPhoto, TrashPage } from '@/domain/schemas/photos';
import { transaction } from './tx';
import { instantText } from './time';
import { adjustCounts } from './counts';
import { countDeltas, deletePhotos, toPhotoDto, type ListedPhotoRow } from './photos';
import { photoStatusIs, readIds, readPage, type Segment } from './keyset';

/**
 * Recently deleted. Deleting a photo moves it to the trash: it leaves every listing, count and album
 * (its memberships wait in trashed_album_photos) and comes back whole on restore. After
 * TRASH_RETENTION_DAYS the purge job deletes it and its files for good.
 */

const trashSegment: Segment = {
  phase: 'x',
  name: 'trash',
  sort: photos.trashedAt,
  sortText: instantText(photos.trashedAt),
  cast: 'timestamptz',
  filter: and(eq(photos.accountId, sql.placeholder('accountId')), photoStatusIs('trashed')),
};
export const trashListing = (accountId: string) => ({
  source: { kind: 'photos' } as const,
  segments: [trashSegment],
  values: { accountId },
  order: 'desc' as const,
  scope: 'trash',
});

export function toTrashedPhotoDto(row: ListedPhotoRow): TrashedPhoto {
  const trashedAt = row.trashedAt ?? row.created;
  return { ...toPhotoDto(row), trashedAt, expiresAt: trashExpiry(trashedAt) };
}

/** GET /trash: a page of the trash, newest deleted first, with the number of photos in it. */
export async function trashPage(db: Db, accountId: string, request: { cursor?: string; limit: number }): Promise<TrashPage> {
  const [page, [total]] = await Promise.all([
    readPage(db, { ...trashListing(accountId), cursor: request.cursor, limit: request.limit }),
    db
      .select({ n: countRows() })
      .from(photos)
      .where(and(eq(photos.accountId, accountId), eq(photos.status, 'trashed'))),
  ]);
  return { cursor: page.cursor, count: total?.n ?? 0, images: page.rows.map(toTrashedPhotoDto) };
}

/** GET /trash/ids: every photo id in the trash, newest deleted first. */
export const trashIds = (db: Db, accountId: string) => readIds(db, trashListing(accountId));

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Locks the albums of these memberships in id order (the order every album write keeps), so moves cannot deadlock. */
async function lockAlbums(tx: Db, albumIds: readonly string[]): Promise<void> {
  if (albumIds.length === 0) return;
  await tx
    .select({ id: albums.id })
    .from(albums)
    .where(inArray(albums.id, [...albumIds]))
    .orderBy(albums.id)
    .for('update');
}

/** Changes each album's photo count by its number of photos moved, and keeps its cover among its photos. */
async function adjustAlbums(tx: Db, perAlbum: Map<string, number>, sign: 1 | -1, movedIds: readonly string[]): Promise<void> {
  const latest = sql`(SELECT ap.photo_id FROM ${albumPhotos} ap WHERE ap.album_id = ${albums.id} ORDER BY ap.added_at DESC, ap.photo_id DESC LIMIT 1)`;
  for (const [albumId, n] of [...perAlbum].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(albums)
      .set({
        photosCount: sql`greatest(${albums.photosCount} + ${sign * n}, 0)`,
        updated: sql`now()`,
        coverPhotoId:
          sign < 0
            ? sql`CASE WHEN ${albums.coverPhotoId} IS NULL OR ${albums.coverPhotoId} IN (${uuidList(movedIds)}) THEN ${latest} ELSE ${albums.coverPhotoId} END`
            : sql`coalesce(${albums.coverPhotoId}, ${latest})`,
      })
      .where(eq(albums.id, albumId));
  }
}

const perAlbumOf = (memberships: readonly { albumId: string }[]) => {
  const perAlbum = new Map<string, number>();
  for (const { albumId } of memberships) perAlbum.set(albumId, (perAlbum.get(albumId) ?? 0) + 1);
  return perAlbum;
};

/** Moves a chunk of the account's active photos to the trash, or trashed ones back; answers the ids moved. */
async function moveChunk(tx: Db, accountId: string, ids: string[], toTrash: boolean): Promise<string[]> {
  // Photos first, then their albums: the order deletes and album writes lock them in.
  const locked = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.accountId, accountId), inArray(photos.id, ids), eq(photos.status, toTrash ? 'active' : 'trashed')))
    .orderBy(photos.id)
    .for('update');
  if (locked.length === 0) return [];
  const lockedIds = locked.map((l) => l.id);
  const [from, to] = toTrash ? [albumPhotos, trashedAlbumPhotos] : [trashedAlbumPhotos, albumPhotos];
  const albumIds = await tx.selectDistinct({ albumId: from.albumId }).from(from).where(inArray(from.photoId, lockedIds));
  await lockAlbums(
    tx,
    albumIds.map((a) => a.albumId),
  );
  const memberships = await tx.delete(from).where(inArray(from.photoId, lockedIds)).returning({
    albumId: from.albumId,
    photoId: from.photoId,
    addedAt: from.addedAt,
    photoDateTaken: from.photoDateTaken,
  });
  if (memberships.length) await tx.insert(to).values(memberships).onConflictDoNothing();
  const moved = await tx
    .update(photos)
    .set(toTrash ? { status: 'trashed', trashedAt: sql`now()` } : { status: 'active', trashedAt: null })
    .where(inArray(photos.id, lockedIds))
    .returning({ id: photos.id, accountId: photos.accountId, takenMonth: photos.takenMonth });
  await adjustAlbums(tx, perAlbumOf(memberships), toTrash ? -1 : 1, lockedIds);
  await adjustCounts(tx, countDeltas(moved, toTrash ? -1 : 1));
  return moved.map((m) => m.id);
}

/**
 * Moves photos between the library and the trash, a chunk per transaction. Ids already where they
 * are sent count as done (a retried request succeeds); ids that are not the account's photos fail.
 */
async function move(db: Db, accountId: string, ids: readonly string[], toTrash: boolean): Promise<{ failed: string[] }> {
  const wanted = unique(ids);
  const done = new Set<string>();
  for (const part of chunk(wanted, PHOTO_ID_CHUNK_SIZE)) {
    for (const id of await transaction(db, (tx) => moveChunk(tx, accountId, part, toTrash))) done.add(id);
  }
  const rest = wanted.filter((id) => !done.has(id));
  if (rest.length === 0) return { failed: [] };
  const already = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.accountId, accountId), inArray(photos.id, rest), eq(photos.status, toTrash ? 'trashed' : 'active')));
  const alreadyIds = new Set(already.map((a) => a.id));
  return { failed: rest.filter((id) => !alreadyIds.has(id)) };
}

/** DELETE /photos: moves photos to the trash. */
export const trashPhotos = (db: Db, accountId: string, ids: readonly string[]) => move(db, accountId, ids, true);
/** POST /trash/restore: puts trashed photos back in the library and in their albums. */
export const restorePhotos = (db: Db, accountId: string, ids: readonly string[]) => move(db, accountId, ids, false);
/** DELETE /trash: deletes trashed photos for good (a photo must be in the trash first). */
export const deleteTrashedPhotos = (db: Db, accountId: string, ids: readonly string[]) => deletePhotos(db, accountId, ids, 'trashed');

/** Applies `act` to every photo of the account in `status` (trashed ones: since a moment), a chunk at a time, until none is left. */
async function everyPhoto(
  db: Db,
  accountId: string,
  status: 'active' | 'trashed',
  act: (ids: string[]) => Promise<{ failed: string[] }>,
  since?: string,
): Promise<{ failed: string[] }> {
  for (;;) {
    const batch = await db
      .select({ id: photos.id })
      .from(photos)
      .where(
        and(
          eq(photos.accountId, accountId),
          eq(photos.status, status),
          since ? gte(photos.trashedAt, sql`${since}::timestamptz` as never) : undefined,
        ),
      )
      .limit(PHOTO_ID_CHUNK_SIZE);
    if (batch.length === 0) return { failed: [] };
    const { failed } = await act(batch.map((b) => b.id));
    // Only a concurrent change makes every id fail here; they have moved on either way.
    if (failed.length === batch.length) return { failed: [] };
  }
}

/** DELETE /photos/all: every photo of the library to the trash; `since` (when the move began) lets it be undone alone. */
export async function trashAllPhotos(db: Db, accountId: string): Promise<{ failed: string[]; since: string }> {
  const { rows } = await db.execute<{ since: string }>(sql`SELECT ${instantText(sql`now()`)} AS since`);
  const since = rows[0].since;
  return { ...(await everyPhoto(db, accountId, 'active', (ids) => trashPhotos(db, accountId, ids))), since };
}
/** POST /trash/restore-all: every trashed photo back, or only those trashed since a moment (undo of a delete all). */
export const restoreAllPhotos = (db: Db, accountId: string, since?: string) =>
  everyPhoto(db, accountId, 'trashed', (ids) => restorePhotos(db, accountId, ids), since);
/** DELETE /trash/all: empties the trash for good. */
export const emptyTrash = (db: Db, accountId: string) =>
  everyPhoto(db, accountId, 'trashed', (ids) => deleteTrashedPhotos(db, accountId, ids));

/** Deletes for good, with their files, the trashed photos older than TRASH_RETENTION_DAYS; answers how many. */
export async function purgeExpiredTrash(db: Db): Promise<{ purged: number }> {
  let purged = 0;
  for (;;) {
    const expired = await db
      .select({ id: photos.id, accountId: photos.accountId })
      .from(photos)
      .where(and(eq(photos.status, 'trashed'), lt(photos.trashedAt, sql`now() - make_interval(days => ${TRASH_RETENTION_DAYS})` as never)))
      .limit(PHOTO_ID_CHUNK_SIZE);
    if (expired.length === 0) return { purged };
    const byAccount = new Map<string, string[]>();
    for (const { id, accountId } of expired) byAccount.set(accountId, [...(byAccount.get(accountId) ?? []), id]);
    let progress = 0;
    for (const [accountId, ids] of byAccount) {
      const { failed } = await deletePhotos(db, accountId, ids, 'trashed');
      progress += ids.length - failed.length;
    }
    purged += progress;
    if (progress === 0) return { purged };
  }
}

export const jobHandlers: JobDefinition[] = [
  { type: 'photos.trash-purge', everyMs: jobSettings.cleanupEveryMs, handle: (_payload, { db }) => purgeExpiredTrash(db) },
];
