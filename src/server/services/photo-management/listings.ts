import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { photos, albumPhotos } from '../../db/schema';
import { dayRange, isUnknownKey, isValidTimelineKey, monthNumber, monthRange, type TimelineKey } from '@/domain/photos/timeline';
import type { SortKey, SortOrder } from '@/domain/schemas/photos';
import { badRequest, notFound } from '../../http/errors';
import { instantText, wallClockText } from './time';
import { preparedPerDb } from '../../db/prepared';
import {
  comesBefore,
  datedMonthsFirstRows,
  pageOfRows,
  photoStatusIs,
  readIds,
  readPage,
  readPosition,
  readRows,
  type ListingValues,
  type Page,
  type Segment,
  type Source,
} from './keyset';
import { photoColumns, type PhotoRow } from './photos';

export interface Sorting {
  sortKey: SortKey;
  sortOrder: SortOrder;
}

export interface PageRequest extends Sorting {
  cursor?: string;
  limit: number;
}

/**
 * One ordered collection of photos: a timeline month, the whole library or an album, in one sort.
 * Pages, ids, a photo's neighbours and its position are all read from the same listing, so the grid,
 * the selection and the preview agree on the order.
 */
export interface Listing extends Sorting {
  source: Source;
  /** Their filters name values as placeholders, so every listing of one shape runs one prepared statement. */
  segments: Segment[];
  values: ListingValues;
  /** Ties a cursor to its listing, sort key and order. */
  scope: string;
}

export const PHOTO_NOT_FOUND = 'Photo not found';

const accountId = sql.placeholder('accountId');
const ownActive = and(eq(photos.accountId, accountId), photoStatusIs('active'));

const byCreated = (name: string, filter: ReturnType<typeof and>, phase = 'c'): Segment => ({
  phase,
  name,
  sort: photos.created,
  sortText: instantText(photos.created),
  cast: 'timestamptz',
  filter,
});

/**
 * A month of the timeline. Within a month sortKey dateTaken orders by the camera time, created by upload
 * time. The unknown group (0/0) has no date taken, so it is always ordered by upload time.
 */
const takenInMonth: Segment = {
  phase: 'd',
  name: 'month_taken',
  sort: photos.dateTaken,
  sortText: wallClockText(photos.dateTaken),
  cast: 'timestamp',
  filter: and(
    ownActive,
    isNotNull(photos.dateTaken),
    gte(photos.dateTaken, sql`${sql.placeholder('start')}::timestamp` as never),
    lt(photos.dateTaken, sql`${sql.placeholder('end')}::timestamp` as never),
  ),
};
const uploadedInMonth = byCreated('month_created', and(ownActive, eq(photos.takenMonth, sql.placeholder('month'))));

export function monthListing(accountId: string, key: TimelineKey, sorting: Sorting): Listing {
  if (!isValidTimelineKey(key)) throw badRequest('year/month must be a month (1–12) of a year, or 0/0 for photos with an unknown date');
  const month = monthNumber(key);
  const scope = `t:${month}:${sorting.sortKey}:${sorting.sortOrder}`;
  const source = { kind: 'photos' } as const;
  if (!isUnknownKey(key) && sorting.sortKey === 'dateTaken') {
    const { start, end } = monthRange(key);
    return { source, segments: [takenInMonth], values: { accountId, start, end }, ...sorting, scope };
  }
  return { source, segments: [uploadedInMonth], values: { accountId, month }, ...sorting, scope };
}

/**
 * The photos of one day of the grid's day groups (ids only; the order is the timeline's): taken on it (wall
 * clock), or uploaded on it (UTC; `undated`: only those with no date taken, a day of the Unknown Date group).
 * Uploaded is the upload's end, or the moment the photo entered the library where that was not recorded, as
 * the grid shows it (`toPhotoDto()`).
 */
export function takenOnDayListing(accountId: string, day: string): Listing {
  const { start, end } = dayRange(day);
  const sorting = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;
  return { source: { kind: 'photos' }, segments: [takenInMonth], values: { accountId, start, end }, ...sorting, scope: `dt:${day}` };
}

const uploadedAt = sql`COALESCE(${photos.uploadEnd}, ${photos.created})`;
const uploadedInRange = and(
  sql`${uploadedAt} >= ${sql.placeholder('start')}::timestamptz`,
  sql`${uploadedAt} < ${sql.placeholder('end')}::timestamptz`,
);
const uploadedOnDay = byCreated('day_uploaded', and(ownActive, uploadedInRange));
const undatedUploadedOnDay = byCreated('day_uploaded_undated', and(ownActive, eq(photos.takenMonth, 0), uploadedInRange));

export function uploadedOnDayListing(accountId: string, day: string, undated: boolean): Listing {
  const { start, end } = dayRange(day);
  const sorting = { sortKey: 'created', sortOrder: 'desc' } as const;
  return {
    source: { kind: 'photos' },
    segments: [undated ? undatedUploadedOnDay : uploadedOnDay],
    values: { accountId, start: `${start}Z`, end: `${end}Z` },
    ...sorting,
    scope: `du:${day}:${undated}`,
  };
}

/** Photos of `filter` by date taken, those with an unknown date last in either order (as the timeline shows them). */
const byTaken = (prefix: string, filter: ReturnType<typeof and>): Segment[] => [
  {
    phase: 'd',
    name: `${prefix}taken`,
    sort: photos.dateTaken,
    sortText: wallClockText(photos.dateTaken),
    cast: 'timestamp',
    filter: and(filter, isNotNull(photos.dateTaken)),
  },
  byCreated(`${prefix}unknown`, and(filter, eq(photos.takenMonth, 0)), 'u'),
];

/** The whole library. */
const libraryByCreated = [byCreated('created', ownActive)];
const libraryByTaken = byTaken('', ownActive);

export function libraryListing(accountId: string, sorting: Sorting): Listing {
  const segments = sorting.sortKey === 'created' ? libraryByCreated : libraryByTaken;
  return { source: { kind: 'photos' }, segments, values: { accountId }, ...sorting, scope: `p:${sorting.sortKey}:${sorting.sortOrder}` };
}

/** The caller's Favourites, in the library's sorts. `favourite` is written into the text: their indexes are partial on it. */
const ownFavourite = and(ownActive, sql`${photos.favourite}`);
const favouritesByCreated = [byCreated('favourite_created', ownFavourite)];
const favouritesByTaken = byTaken('favourite_', ownFavourite);

export function favouritesListing(accountId: string, sorting: Sorting): Listing {
  const segments = sorting.sortKey === 'created' ? favouritesByCreated : favouritesByTaken;
  return { source: { kind: 'photos' }, segments, values: { accountId }, ...sorting, scope: `f:${sorting.sortKey}:${sorting.sortOrder}` };
}

/**
 * Photos of an album (own or shared). sortKey created is the moment a photo was added to the album
 * ('date added'); by dateTaken the photos with an unknown date come last.
 */
const added: Segment = {
  phase: 'a',
  name: 'added',
  sort: albumPhotos.addedAt,
  sortText: instantText(albumPhotos.addedAt),
  cast: 'timestamptz',
  filter: undefined,
};
const albumByTaken: Segment[] = [
  {
    phase: 'd',
    name: 'taken',
    sort: albumPhotos.photoDateTaken,
    sortText: wallClockText(albumPhotos.photoDateTaken),
    cast: 'timestamp',
    filter: isNotNull(albumPhotos.photoDateTaken),
  },
  { ...added, phase: 'u', name: 'unknown', filter: isNull(albumPhotos.photoDateTaken) },
];

export function albumListing(albumId: string, sorting: Sorting): Listing {
  const segments = sorting.sortKey === 'created' ? [added] : albumByTaken;
  return {
    source: { kind: 'album' },
    segments,
    values: { albumId },
    ...sorting,
    scope: `a:${albumId}:${sorting.sortKey}:${sorting.sortOrder}`,
  };
}

export function listingPage(db: Db, listing: Listing, request: { cursor?: string; limit: number }): Promise<Page> {
  return readPage(db, { ...listing, order: listing.sortOrder, cursor: request.cursor, limit: request.limit });
}

/**
 * GET /photos/timeline/{year}/{month}. With the request's context, the first pages of dated months by date taken
 * that one request asks in the same turn (the photos page asks one per month of its first screen) are read
 * together, in one statement (`datedMonthsFirstRows`), each page as its own read would make it.
 */
export function timelineMonthPage(db: Db, accountId: string, key: TimelineKey, request: PageRequest, context?: object): Promise<Page> {
  const listing = monthListing(accountId, key, request);
  if (!context || request.cursor || isUnknownKey(key) || request.sortKey !== 'dateTaken') return listingPage(db, listing, request);
  return new Promise((resolve, reject) => {
    let batches = firstPagesAsked.get(context);
    if (!batches) firstPagesAsked.set(context, (batches = new Map()));
    const group = `${accountId} ${request.sortOrder} ${request.limit}`;
    let batch = batches.get(group);
    if (!batch || batch.months.length === MONTHS_PER_STATEMENT) {
      const started: FirstPages = (batch = { db, accountId, order: request.sortOrder, limit: request.limit, months: [] });
      batches.set(group, started);
      setImmediate(() => {
        if (batches.get(group) === started) batches.delete(group);
        void readFirstPages(started);
      });
    }
    batch.months.push({ range: monthRange(key), scope: listing.scope, phase: listing.segments[0].phase, resolve, reject });
  });
}

/** At most this many months in one statement: each count of months is a statement of its own, prepared once. */
const MONTHS_PER_STATEMENT = 12;

interface FirstPages {
  db: Db;
  accountId: string;
  order: Sorting['sortOrder'];
  limit: number;
  months: {
    range: { start: string; end: string };
    scope: string;
    phase: string;
    resolve: (page: Page) => void;
    reject: (error: unknown) => void;
  }[];
}
const firstPagesAsked = new WeakMap<object, Map<string, FirstPages>>();

async function readFirstPages({ db, accountId, order, limit, months }: FirstPages): Promise<void> {
  try {
    const ranges = Object.fromEntries(
      months.flatMap((m, i) => [
        [`start${i}`, m.range.start],
        [`end${i}`, m.range.end],
      ]),
    );
    const key = `rows_dated_months_${order}_${months.length}`;
    const rows = await datedMonthsFirstRows(db, key, { order, months: months.length }).execute({ accountId, limit: limit + 1, ...ranges });
    months.forEach((m, i) => {
      const own = rows
        .filter((row) => row.month === i)
        .map((row) => ({ row, position: { phase: m.phase, value: row.sortText ?? '', id: row.rowId } }));
      m.resolve(pageOfRows(own, limit, m.scope));
    });
  } catch (error) {
    for (const m of months) m.reject(error);
  }
}
/** GET /favourites/photos */
export const favouritesPage = (db: Db, accountId: string, request: PageRequest) =>
  listingPage(db, favouritesListing(accountId, request), request);
/** GET /photos */
export const photosPage = (db: Db, accountId: string, request: PageRequest) => listingPage(db, libraryListing(accountId, request), request);
/** GET /albums/{id}/photos and GET /shared-albums/{id}/photos */
export const albumPhotosPage = (db: Db, albumId: string, request: PageRequest) => listingPage(db, albumListing(albumId, request), request);

/**
 * Every photo id of a listing in order (one index range per segment, ids only). With `from` and `to`
 * (two photo ids of the listing, either order) only the ids from one to the other, both included.
 */
export async function listingIds(db: Db, listing: Listing, range?: { from: string; to: string }): Promise<string[]> {
  const base = { source: listing.source, segments: listing.segments, values: listing.values, order: listing.sortOrder };
  if (!range) return readIds(db, base);
  const [a, b] = await Promise.all([readPosition(db, listing, range.from), readPosition(db, listing, range.to)]);
  if (!a || !b) throw notFound(PHOTO_NOT_FOUND);
  const [first, last] = comesBefore(listing.segments, listing.sortOrder, b, a) ? [b, a] : [a, b];
  return readIds(db, { ...base, first, last });
}

const photoStatement = preparedPerDb((db) =>
  db
    .select(photoColumns)
    .from(photos)
    .where(eq(photos.id, sql.placeholder('photoId')))
    .prepare('photo_by_id'),
);

/** One photo of a listing (an album's photo through its album), or null when it is not in it. */
export async function listingPhoto(db: Db, listing: Listing, photoId: string): Promise<PhotoRow | null> {
  if (!(await readPosition(db, listing, photoId))) return null;
  const [row] = await photoStatement(db).execute({ photoId });
  return row ?? null;
}

/**
 * The photo itself, the `before` photos preceding it (nearest first) and the `after` photos following it, in the
 * listing's order, across month boundaries and the unknown-date group. 404 when the photo is not in it.
 */
export async function neighbours(db: Db, listing: Listing, photoId: string, counts: { before: number; after: number }) {
  const at = await readPosition(db, listing, photoId);
  if (!at) throw notFound(PHOTO_NOT_FOUND);
  const reversed = listing.sortOrder === 'desc' ? 'asc' : 'desc';
  const [[photo], previous, next] = await Promise.all([
    photoStatement(db).execute({ photoId }),
    counts.before > 0
      ? readRows(db, { ...listing, segments: [...listing.segments].reverse(), order: reversed, from: at, limit: counts.before })
      : [],
    counts.after > 0 ? readRows(db, { ...listing, order: listing.sortOrder, from: at, limit: counts.after }) : [],
  ]);
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  return { photo, previous: previous.map((r) => r.row), next: next.map((r) => r.row) };
}
