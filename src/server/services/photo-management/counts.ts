import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { preparedPerDb } from '../../db/prepared';
import { photoMonthCounts, photoTotals, photos, albums, albumShares } from '../../db/schema';
import { keyOfMonthNumber, nestTimeline } from '@/domain/photos/timeline';
import { albumsTabCount } from '@/domain/photos/counts';
import type { LibraryCounts, PhotoUser, SharedAlbumsSummary, TimelineCountsResponse } from '@/domain/schemas/photos';
import { nullableInstantText } from './time';

export interface CountDelta {
  accountId: string;
  takenMonth: number;
  delta: number;
}

/**
 * Applies count changes inside the caller's transaction. Rows are touched in one fixed order
 * (account, month) so concurrent transactions cannot deadlock on them.
 */
export async function adjustCounts(tx: Db, deltas: readonly CountDelta[]): Promise<void> {
  const months = deltas.filter((d) => d.delta !== 0).sort((a, b) => a.accountId.localeCompare(b.accountId) || a.takenMonth - b.takenMonth);
  if (months.length === 0) return;
  const totals = new Map<string, number>();
  for (const d of months) totals.set(d.accountId, (totals.get(d.accountId) ?? 0) + d.delta);
  const totalRows = [...totals].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a.localeCompare(b));

  // A CHECK constraint sees an upsert's proposed row before the conflict: decrements are plain UPDATEs.
  const increments = months.filter((d) => d.delta > 0);
  const decrements = months.filter((d) => d.delta < 0);
  if (increments.length) {
    await tx
      .insert(photoMonthCounts)
      .values(increments.map((d) => ({ accountId: d.accountId, takenMonth: d.takenMonth, photosCount: d.delta })))
      .onConflictDoUpdate({
        target: [photoMonthCounts.accountId, photoMonthCounts.takenMonth],
        set: { photosCount: sql`${photoMonthCounts.photosCount} + excluded.photos_count` },
      });
  }
  if (decrements.length) {
    const values = sql.join(
      decrements.map((d) => sql`(${d.accountId}::uuid, ${d.takenMonth}::integer, ${d.delta}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`UPDATE photo_month_counts c SET photos_count = c.photos_count + d.delta
      FROM (VALUES ${values}) AS d(account_id, taken_month, delta)
      WHERE c.account_id = d.account_id AND c.taken_month = d.taken_month`);
  }
  const up = totalRows.filter(([, delta]) => delta > 0);
  const down = totalRows.filter(([, delta]) => delta < 0);
  if (up.length) {
    await tx
      .insert(photoTotals)
      .values(up.map(([accountId, delta]) => ({ accountId, photosCount: delta })))
      .onConflictDoUpdate({
        target: photoTotals.accountId,
        set: { photosCount: sql`${photoTotals.photosCount} + excluded.photos_count` },
      });
  }
  if (down.length) {
    const values = sql.join(
      down.map(([accountId, delta]) => sql`(${accountId}::uuid, ${delta}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`UPDATE photo_totals t SET photos_count = t.photos_count + d.delta
      FROM (VALUES ${values}) AS d(account_id, delta) WHERE t.account_id = d.account_id`);
  }
}

/** GET /users/timeline: year → month → count of active photos, the unknown group as year 0 month 0. */
const monthCountsStatement = preparedPerDb((db) =>
  db
    .select({ takenMonth: photoMonthCounts.takenMonth, count: photoMonthCounts.photosCount })
    .from(photoMonthCounts)
    .where(and(eq(photoMonthCounts.accountId, sql.placeholder('accountId')), gt(photoMonthCounts.photosCount, 0)))
    .prepare('timeline_month_counts'),
);

export async function timelineCounts(db: Db, accountId: string): Promise<TimelineCountsResponse> {
  const rows = await monthCountsStatement(db).execute({ accountId });
  return { timeline: nestTimeline(rows.map((r) => ({ ...keyOfMonthNumber(r.takenMonth), count: r.count }))) };
}

/**
 * Every count of the tabs and GET /users in one prepared statement: the caller's photos, own albums, the
 * albums shared with them (all, and those still shared: `readAlbums`) with their photos.
 */
const libraryCountsStatement = preparedPerDb((db) => {
  const accountId = sql.placeholder('accountId');
  const sharedWithCaller = sql`${albumShares} s JOIN ${albums} a ON a.id = s.album_id WHERE s.account_id = ${accountId}`;
  return db
    .select({
      photos: sql<number>`coalesce((SELECT ${photoTotals.photosCount} FROM ${photoTotals} WHERE ${photoTotals.accountId} = ${accountId}), 0)::int`,
      // A handful of a library's photos, counted on their partial index (photos_favourites_by_created).
      favourites: sql<number>`(SELECT count(*) FROM ${photos} WHERE ${photos.accountId} = ${accountId} AND ${photos.status} = 'active' AND ${photos.favourite})::int`,
      ownAlbums: sql<number>`(SELECT count(*) FROM ${albums} WHERE ${albums.ownerId} = ${accountId})::int`,
      sharedAlbums: sql<number>`(SELECT count(*) FROM ${sharedWithCaller})::int`,
      sharedPhotos: sql<number>`(SELECT coalesce(sum(a.photos_count), 0) FROM ${sharedWithCaller})::int`,
      readAlbums: sql<number>`(SELECT count(*) FROM ${sharedWithCaller} AND a.is_shared)::int`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('library_counts');
});

async function readCounts(db: Db, accountId: string) {
  const [row] = await libraryCountsStatement(db).execute({ accountId });
  return row;
}

/** GET /users. totals add the albums shared with the caller and their photos. */
export async function photoUser(db: Db, accountId: string): Promise<PhotoUser> {
  return userOf(await readCounts(db, accountId));
}

function userOf(counts: Awaited<ReturnType<typeof readCounts>>): PhotoUser {
  return {
    photosCount: counts.photos,
    totals: { albumsCount: counts.ownAlbums + counts.sharedAlbums, photosCount: counts.photos + counts.sharedPhotos },
  };
}

/** Albums shared with the caller (read) and by the caller (granted); created/updated of the latest of them. */
export async function sharedAlbumsSummary(db: Db, viewerId: string): Promise<SharedAlbumsSummary> {
  const [read] = await db
    .select({
      count: sql<number>`count(*)::int`,
      created: nullableInstantText(sql`min(${albumShares.created})`),
      updated: nullableInstantText(sql`max(${albums.updated})`),
    })
    .from(albumShares)
    .innerJoin(albums, eq(albums.id, albumShares.albumId))
    .where(and(eq(albumShares.accountId, viewerId), eq(albums.isShared, true)));
  const [granted] = await db
    .select({
      count: sql<number>`count(*)::int`,
      created: nullableInstantText(sql`min(${albums.created})`),
      updated: nullableInstantText(sql`max(${albums.updated})`),
    })
    .from(albums)
    .where(and(eq(albums.ownerId, viewerId), eq(albums.isShared, true)));
  const pick = (a: string | null | undefined, b: string | null | undefined, latest: boolean) =>
    !a ? (b ?? null) : !b ? a : latest ? (a > b ? a : b) : a < b ? a : b;
  return {
    readAlbumsCount: read?.count ?? 0,
    grantedAlbumsCount: granted?.count ?? 0,
    created: pick(read?.created, granted?.created, false),
    updated: pick(read?.updated, granted?.updated, true),
  };
}

/** GET /users/counts: what the Photos, Albums and Favourites tabs show, the Albums tab by the one rule of albumsTabCount. */
export async function libraryCounts(db: Db, accountId: string, sharedView: boolean): Promise<LibraryCounts> {
  const counts = await readCounts(db, accountId);
  const user = userOf(counts);
  return {
    photosCount: user.photosCount,
    albumsCount: albumsTabCount(user.totals.albumsCount, counts.readAlbums, sharedView),
    favouritesCount: counts.favourites,
  };
}
