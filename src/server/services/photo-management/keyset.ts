import { and, asc, desc, eq, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { unionAll, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { preparedPerKey } from '../../db/prepared';
import { photos, albumPhotos, type PhotoStatus } from '../../db/schema';
import { decodeCursor, encodeCursor } from '@/domain/photos/cursor';
import type { SortOrder } from '@/domain/schemas/photos';
import { badRequest } from '../../http/errors';
import { listedPhotoColumns, type ListedPhotoRow } from './photos';
import { wallClockText } from './time';

/**
 * Keyset paging over photos. A listing is one or more segments read one after the other (for example
 * photos with a known date taken, then the unknown ones); inside a segment rows are ordered by a sort
 * column and then the photo id, both in the requested direction, so ties never repeat or skip rows.
 * The cursor is the last row's segment, sort value and id; inserts and deletes elsewhere do not move it.
 */
export interface Segment {
  /** Short name stored in the cursor. */
  phase: string;
  /** Names the segment's query shape (its filter), so each statement over it is built once and prepared. */
  name: string;
  sort: AnyColumn | SQL;
  /** The same value as fixed-format text (see time.ts), for the cursor. */
  sortText: SQL<string | null>;
  cast: 'timestamp' | 'timestamptz';
  /** Values only through `sql.placeholder`s, filled from the listing's `values`. */
  filter: SQL | undefined;
}

/** The values of a listing's placeholders (account, month, month range, album). */
export type ListingValues = Readonly<Record<string, string | number>>;

/** Which table a listing reads; an album's id is the `albumId` of its values. */
export type Source = { kind: 'photos' } | { kind: 'album' };

/** What every read of a listing is given: its table, its segments in order and its placeholders' values. */
interface ListingReads {
  source: Source;
  segments: readonly Segment[];
  values: ListingValues;
}

const WALL_CLOCK_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/;
const INSTANT_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row's place in a listing: its segment, sort value (fixed-format text) and id. */
export interface Position {
  phase: string;
  value: string;
  id: string;
}

const invalidCursor = () => badRequest('cursor is not valid for this list: start again without a cursor');

function readCursor(cursor: string | undefined, scope: string, segments: readonly Segment[]): Position | null {
  if (!cursor) return null;
  const payload = decodeCursor(cursor);
  if (!payload || payload.k !== scope) throw invalidCursor();
  const { p, v, i } = payload;
  const segment = segments.find((s) => s.phase === p);
  if (!segment || typeof v !== 'string' || typeof i !== 'string' || !UUID.test(i)) throw invalidCursor();
  if (!(segment.cast === 'timestamp' ? WALL_CLOCK_TEXT : INSTANT_TEXT).test(v)) throw invalidCursor();
  return { phase: p as string, value: v, id: i };
}

function idColumn(source: Source): AnyColumn {
  return source.kind === 'album' ? albumPhotos.photoId : photos.id;
}

const inAlbum = eq(albumPhotos.albumId, sql.placeholder('albumId'));

/**
 * A segment's status filter, written into the statement rather than passed as a value: the photos' indexes
 * are partial on the status, and a prepared statement's generic plan can use one only when the status is in
 * its text. Passed as a value, PostgreSQL planned each of these statements anew on every call.
 */
export const photoStatusIs = (status: Exclude<PhotoStatus, 'pending'>) => sql`${photos.status} = ${sql.raw(`'${status}'`)}`;

/** `fields` of a listing's rows matching `where`: an album's rows are its album_photos (joined to their photos for `withPhotos`). */
function selectRows<F extends SelectedFields>(db: Db, source: Source, fields: F, where: SQL | undefined, withPhotos = false) {
  if (source.kind === 'photos') return db.select(fields).from(photos).where(where).$dynamic();
  const memberships = db.select(fields).from(albumPhotos).where(and(inAlbum, where)).$dynamic();
  return withPhotos ? memberships.innerJoin(photos, eq(photos.id, albumPhotos.photoId)) : memberships;
}

const castOf = (segment: Segment) => (segment.cast === 'timestamp' ? sql`timestamp` : sql`timestamptz`);
/** A position as placeholders named `<prefix>Value` and `<prefix>Id`. */
const positionValue = (segment: Segment, prefix: string) =>
  sql`(${sql.placeholder(`${prefix}Value`)}::${castOf(segment)}, ${sql.placeholder(`${prefix}Id`)}::uuid)`;
const positionValues = (prefix: string, p: Position | null | undefined) =>
  p ? { [`${prefix}Value`]: p.value, [`${prefix}Id`]: p.id } : {};

interface SegmentShape {
  source: Source;
  segment: Segment;
  order: SortOrder;
}

/** The query of a segment's rows (after a position or from its start), values as placeholders. */
export function segmentRowsQuery(db: Db, { source, segment, order, after }: SegmentShape & { after: boolean }) {
  const id = idColumn(source);
  const direction = order === 'desc' ? desc : asc;
  const afterCondition = after
    ? sql`(${segment.sort}, ${id}) ${order === 'desc' ? sql`<` : sql`>`} ${positionValue(segment, 'after')}`
    : undefined;
  const fields = { ...listedPhotoColumns, sortText: segment.sortText, rowId: sql<string>`${id}` };
  const where = and(segment.filter, afterCondition);
  const orderBy = [direction(segment.sort), direction(id)];
  return selectRows(db, source, fields, where, true)
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'));
}

/** The same, prepared once per shape. */
const rowsStatement = preparedPerKey((db, shape: SegmentShape & { after: boolean }, key) => segmentRowsQuery(db, shape).prepare(key));

function readSegment(db: Db, shape: SegmentShape, values: ListingValues, after: Position | null, limit: number) {
  const key = `rows_${shape.source.kind}_${shape.segment.name}_${shape.order}_${after ? 'after' : 'first'}`;
  return rowsStatement(db, key, { ...shape, after: after !== null }).execute({ ...values, ...positionValues('after', after), limit });
}

/**
 * Rows of a listing after `from` (or from its start), in order, at most `limit`;
 * each with the segment it came from and its sort text. `segments` and `order` may be reversed by the
 * caller to walk backwards.
 */
export async function readRows(
  db: Db,
  options: ListingReads & {
    order: SortOrder;
    from: Position | null;
    limit: number;
  },
): Promise<{ row: ListedPhotoRow; position: Position }[]> {
  const { source, segments, values, order, from, limit } = options;
  const start = from ? segments.findIndex((s) => s.phase === from.phase) : 0;
  const collected: { row: ListedPhotoRow; position: Position }[] = [];
  for (let s = Math.max(0, start); s < segments.length && collected.length < limit; s++) {
    const segment = segments[s];
    const rows = await readSegment(db, { source, segment, order }, values, s === start ? from : null, limit - collected.length);
    // Rows are kept as read, sortText and rowId too: copying each without them took a tenth of a 100-photo page's time.
    for (const row of rows) collected.push({ row, position: { phase: segment.phase, value: row.sortText ?? '', id: row.rowId } });
  }
  return collected;
}

/** True when position a comes before b in a listing (fixed-format timestamp text sorts like the timestamp). */
export function comesBefore(segments: readonly Segment[], order: SortOrder, a: Position, b: Position): boolean {
  const sa = segments.findIndex((s) => s.phase === a.phase);
  const sb = segments.findIndex((s) => s.phase === b.phase);
  if (sa !== sb) return sa < sb;
  const key = (p: Position) => `${p.value}|${p.id}`;
  return order === 'desc' ? key(a) > key(b) : key(a) < key(b);
}

/** Ids of a segment, from `first` on and up to `last` (both included) when they are asked for; prepared once per shape. */
const idsStatement = preparedPerKey(
  (db, { source, segment, order, first, last }: SegmentShape & { first: boolean; last: boolean }, key) => {
    const id = idColumn(source);
    const direction = order === 'desc' ? desc : asc;
    const bound = (prefix: string, isFirst: boolean) =>
      sql`(${segment.sort}, ${id}) ${(order === 'desc') === isFirst ? sql`<=` : sql`>=`} ${positionValue(segment, prefix)}`;
    const where = and(segment.filter, first ? bound('first', true) : undefined, last ? bound('last', false) : undefined);
    return selectRows(db, source, { id: sql<string>`${id}` }, where)
      .orderBy(direction(segment.sort), direction(id))
      .prepare(key);
  },
);

/**
 * The ids of a listing in order, ids only (an index-only range per segment); with `first` and `last`
 * only those from one to the other, both included (`first` must not come after `last`).
 */
export async function readIds(
  db: Db,
  options: ListingReads & {
    order: SortOrder;
    first?: Position;
    last?: Position;
  },
): Promise<string[]> {
  const { source, segments, values, order } = options;
  const from = options.first ? segments.findIndex((s) => s.phase === options.first!.phase) : 0;
  const to = options.last ? segments.findIndex((s) => s.phase === options.last!.phase) : segments.length - 1;
  const ids: string[] = [];
  for (let i = from; i <= to; i++) {
    const segment = segments[i];
    const first = i === from ? options.first : undefined;
    const last = i === to ? options.last : undefined;
    const key = `ids_${source.kind}_${segment.name}_${order}${first ? '_first' : ''}${last ? '_last' : ''}`;
    const rows = await idsStatement(db, key, { source, segment, order, first: Boolean(first), last: Boolean(last) }).execute({
      ...values,
      ...positionValues('first', first),
      ...positionValues('last', last),
    });
    for (const row of rows) ids.push(row.id);
  }
  return ids;
}

/** A photo's sort text in a segment, or nothing when it is not in it; prepared once per shape. */
const positionStatement = preparedPerKey((db, { source, segment }: Omit<SegmentShape, 'order'>, key) => {
  const where = and(segment.filter, eq(idColumn(source), sql.placeholder('photoId')));
  return selectRows(db, source, { sortText: segment.sortText }, where).limit(1).prepare(key);
});

/** Where a photo stands in a listing, or null when it is not part of it. */
export async function readPosition(db: Db, options: ListingReads, photoId: string): Promise<Position | null> {
  const { source, segments, values } = options;
  for (const segment of segments) {
    const key = `position_${source.kind}_${segment.name}`;
    const [row] = await positionStatement(db, key, { source, segment }).execute({ ...values, photoId });
    if (row) return { phase: segment.phase, value: row.sortText ?? '', id: photoId };
  }
  return null;
}

export interface Page {
  rows: ListedPhotoRow[];
  cursor: string | null;
}

/** One page of `limit` rows after `cursor`; `scope` ties a cursor to its listing, sort key and order. */
export async function readPage(
  db: Db,
  options: ListingReads & {
    order: SortOrder;
    cursor: string | undefined;
    limit: number;
    scope: string;
  },
): Promise<Page> {
  const { source, segments, values, order, limit, scope } = options;
  const from = readCursor(options.cursor, scope, segments);
  return pageOfRows(await readRows(db, { source, segments, values, order, from, limit: limit + 1 }), limit, scope);
}

/** A page of `limit` rows from `limit + 1` read in order (the one more says whether a page follows). */
export function pageOfRows(collected: readonly { row: ListedPhotoRow; position: Position }[], limit: number, scope: string): Page {
  const rows = collected.map((c) => c.row);
  if (collected.length <= limit) return { rows, cursor: null };
  const last = collected[limit - 1].position;
  return { rows: rows.slice(0, limit), cursor: encodeCursor({ k: scope, p: last.phase, v: last.value, i: last.id }) };
}

/**
 * The first `limit` rows of several dated months (by date taken) in one statement: one branch per month, each
 * the month's own read (its index range, stopped at the limit), glued by UNION ALL; `month` says whose a row
 * is. Prepared once per number of months and order.
 */
export const datedMonthsFirstRows = preparedPerKey((db, { order, months }: { order: SortOrder; months: number }, key) => {
  const direction = order === 'desc' ? desc : asc;
  const branch = (i: number) =>
    db
      .select({
        ...listedPhotoColumns,
        sortText: wallClockText(photos.dateTaken),
        rowId: sql<string>`${photos.id}`,
        month: sql<number>`${sql.raw(String(i))}`.as('month'),
      })
      .from(photos)
      .where(
        and(
          eq(photos.accountId, sql.placeholder('accountId')),
          photoStatusIs('active'),
          sql`${photos.dateTaken} IS NOT NULL`,
          sql`${photos.dateTaken} >= ${sql.placeholder(`start${i}`)}::timestamp`,
          sql`${photos.dateTaken} < ${sql.placeholder(`end${i}`)}::timestamp`,
        ),
      )
      .orderBy(direction(photos.dateTaken), direction(photos.id))
      .limit(sql.placeholder('limit'));
  const [first, second, ...rest] = Array.from({ length: months }, (_, i) => branch(i));
  return (months > 1 ? unionAll(first, second, ...rest) : first).prepare(key);
});
