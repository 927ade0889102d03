import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { photos, albumPhotos } from '../../db/schema';
import { isUnknownKey, isValidTimelineKey, monthNumber, monthRange, type TimelineKey } from '@/domain/photos/timeline';
import type { SortKey, SortOrder } from '@/domain/schemas/photos';
import { badRequest } from '../../http/errors';
import { instantText, wallClockText } from './time';
import { readPage, type Page, type Segment } from './keyset';

export interface PageRequest {
  cursor?: string;
  limit: number;
  sortKey: SortKey;
  sortOrder: SortOrder;
}

const ownActive = (accountId: string) => and(eq(photos.accountId, accountId), eq(photos.status, 'active'));

const byCreated = (filter: ReturnType<typeof and>, phase = 'c'): Segment => ({
  phase, sort: photos.created, sortText: instantText(photos.created), cast: 'timestamptz', filter,
});

/**
 * GET /photos/timeline/{year}/{month}: one month of the timeline. Within a month sortKey dateTaken orders
 * by the camera time, created by upload time. The unknown group (0/0) has no date taken, so it is always
 * ordered by upload time.
 */
export function timelineMonthPage(db: Db, accountId: string, key: TimelineKey, request: PageRequest): Promise<Page> {
  if (!isValidTimelineKey(key)) throw badRequest('year/month must be a month (1–12) of a year, or 0/0 for photos with an unknown date');
  const month = monthNumber(key);
  let segment: Segment;
  if (!isUnknownKey(key) && request.sortKey === 'dateTaken') {
    const { start, end } = monthRange(key);
    segment = {
      phase: 'd', sort: photos.dateTaken, sortText: wallClockText(photos.dateTaken), cast: 'timestamp',
      filter: and(ownActive(accountId), isNotNull(photos.dateTaken),
        gte(photos.dateTaken, sql`${start}::timestamp` as never), lt(photos.dateTaken, sql`${end}::timestamp` as never)),
    };
  } else {
    segment = byCreated(and(ownActive(accountId), eq(photos.takenMonth, month)));
  }
  return readPage(db, {
    source: { kind: 'photos' }, segments: [segment], order: request.sortOrder, cursor: request.cursor, limit: request.limit,
    scope: `t:${month}:${request.sortKey}:${request.sortOrder}`,
  });
}

/** GET /photos: the whole library; by dateTaken the photos with an unknown date come last in either order. */
export function photosPage(db: Db, accountId: string, request: PageRequest): Promise<Page> {
  const segments: Segment[] = request.sortKey === 'created'
    ? [byCreated(ownActive(accountId))]
    : [
        { phase: 'd', sort: photos.dateTaken, sortText: wallClockText(photos.dateTaken), cast: 'timestamp',
          filter: and(ownActive(accountId), isNotNull(photos.dateTaken)) },
        byCreated(and(ownActive(accountId), eq(photos.takenMonth, 0)), 'u'),
      ];
  return readPage(db, {
    source: { kind: 'photos' }, segments, order: request.sortOrder, cursor: request.cursor, limit: request.limit,
    scope: `p:${request.sortKey}:${request.sortOrder}`,
  });
}

/**
 * Photos of an album (own or shared). sortKey created is the moment a photo was added to the album
 * ('date added'); by dateTaken the photos with an unknown date come last.
 */
export function albumPhotosPage(db: Db, albumId: string, request: PageRequest): Promise<Page> {
  const added: Segment = { phase: 'a', sort: albumPhotos.addedAt, sortText: instantText(albumPhotos.addedAt), cast: 'timestamptz', filter: undefined };
  const segments: Segment[] = request.sortKey === 'created'
    ? [added]
    : [
        { phase: 'd', sort: albumPhotos.photoDateTaken, sortText: wallClockText(albumPhotos.photoDateTaken), cast: 'timestamp',
          filter: isNotNull(albumPhotos.photoDateTaken) },
        { ...added, phase: 'u', filter: isNull(albumPhotos.photoDateTaken) },
      ];
  return readPage(db, {
    source: { kind: 'album', albumId }, segments, order: request.sortOrder, cursor: request.cursor, limit: request.limit,
    scope: `a:${albumId}:${request.sortKey}:${request.sortOrder}`,
  });
}
