import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { photos, albumPhotos } from '../../db/schema';
import { isUnknownKey, isValidTimelineKey, monthNumber, monthRange, type TimelineKey } from '@/domain/photos/timeline';
import type { SortKey, SortOrder } from '@/domain/schemas/photos';
import { badRequest } from '../../http/errors';
import { instantText, wallClockText } from './time';
import { readPage, type ListingValues, type Page, type Segment } from './keyset';

export interface PageRequest {
  cursor?: string;
  limit: number;
  sortKey: SortKey;
  sortOrder: SortOrder;
}

// Filters take their values from placeholders (see keyset.ts: each segment's statement is prepared once).
const ownActive = and(eq(photos.accountId, sql.placeholder('accountId')), eq(photos.status, 'active'));
const inMonth = eq(photos.takenMonth, sql.placeholder('month'));

const byCreated = (name: string, filter: ReturnType<typeof and>, phase = 'c'): Segment => ({
  phase, name, sort: photos.created, sortText: instantText(photos.created), cast: 'timestamptz', filter,
});

const monthByTaken: Segment = {
  phase: 'd', name: 'month_taken', sort: photos.dateTaken, sortText: wallClockText(photos.dateTaken), cast: 'timestamp',
  filter: and(ownActive, isNotNull(photos.dateTaken),
    gte(photos.dateTaken, sql`${sql.placeholder('start')}::timestamp` as never), lt(photos.dateTaken, sql`${sql.placeholder('end')}::timestamp` as never)),
};
const monthByCreated = byCreated('month_created', and(ownActive, inMonth));

/**
 * GET /photos/timeline/{year}/{month}: one month of the timeline. Within a month sortKey dateTaken orders
 * by the camera time, created by upload time. The unknown group (0/0) has no date taken, so it is always
 * ordered by upload time.
 */
export function timelineMonthPage(db: Db, accountId: string, key: TimelineKey, request: PageRequest): Promise<Page> {
  if (!isValidTimelineKey(key)) throw badRequest('year/month must be a month (1–12) of a year, or 0/0 for photos with an unknown date');
  const month = monthNumber(key);
  const byTaken = !isUnknownKey(key) && request.sortKey === 'dateTaken';
  const values: ListingValues = byTaken ? { accountId, ...monthRange(key) } : { accountId, month };
  return readPage(db, {
    source: { kind: 'photos' }, segments: [byTaken ? monthByTaken : monthByCreated], order: request.sortOrder, cursor: request.cursor,
    limit: request.limit, scope: `t:${month}:${request.sortKey}:${request.sortOrder}`, values,
  });
}

const allByCreated = [byCreated('all_created', ownActive)];
const allByTaken: Segment[] = [
  { phase: 'd', name: 'all_taken', sort: photos.dateTaken, sortText: wallClockText(photos.dateTaken), cast: 'timestamp',
    filter: and(ownActive, isNotNull(photos.dateTaken)) },
  byCreated('all_unknown', and(ownActive, eq(photos.takenMonth, 0)), 'u'),
];

/** GET /photos: the whole library; by dateTaken the photos with an unknown date come last in either order. */
export function photosPage(db: Db, accountId: string, request: PageRequest): Promise<Page> {
  return readPage(db, {
    source: { kind: 'photos' }, segments: request.sortKey === 'created' ? allByCreated : allByTaken, order: request.sortOrder,
    cursor: request.cursor, limit: request.limit, scope: `p:${request.sortKey}:${request.sortOrder}`, values: { accountId },
  });
}

const albumByAdded: Segment = {
  phase: 'a', name: 'album_added', sort: albumPhotos.addedAt, sortText: instantText(albumPhotos.addedAt), cast: 'timestamptz', filter: undefined,
};
const albumByTaken: Segment[] = [
  { phase: 'd', name: 'album_taken', sort: albumPhotos.photoDateTaken, sortText: wallClockText(albumPhotos.photoDateTaken), cast: 'timestamp',
    filter: isNotNull(albumPhotos.photoDateTaken) },
  { ...albumByAdded, phase: 'u', name: 'album_unknown', filter: isNull(albumPhotos.photoDateTaken) },
];

/**
 * Photos of an album (own or shared). sortKey created is the moment a photo was added to the album
 * ('date added'); by dateTaken the photos with an unknown date come last.
 */
export function albumPhotosPage(db: Db, albumId: string, request: PageRequest): Promise<Page> {
  return readPage(db, {
    source: { kind: 'album', albumId }, segments: request.sortKey === 'created' ? [albumByAdded] : albumByTaken, order: request.sortOrder,
    cursor: request.cursor, limit: request.limit, scope: `a:${albumId}:${request.sortKey}:${request.sortOrder}`, values: {},
  });
}
