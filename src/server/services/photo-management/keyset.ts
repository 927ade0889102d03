import { and, asc, desc, eq, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db';
import { preparedPerKey } from '../../db/prepared';
import { photos, albumPhotos } from '../../db/schema';
import { decodeCursor, encodeCursor } from '@/domain/photos/cursor';
import type { SortOrder } from '@/domain/schemas/photos';
import { badRequest } from '../../http/errors';
import { photoColumns, type PhotoRow } from './photos';

/**
 * Keyset paging over photos. A listing is one or more segments read one after the other (for example
 * photos with a known date taken, then the unknown ones); inside a segment rows are ordered by a sort
 * column and then the photo id, both in the requested direction, so ties never repeat or skip rows.
 * The cursor is the last row's segment, sort value and id; inserts and deletes elsewhere do not move it.
 */
export interface Segment {
  /** Short name stored in the cursor. */
  phase: string;
  /** Names the segment's query shape (its filter), so its statement is built once and prepared. */
  name: string;
  sort: AnyColumn | SQL;
  /** The same value as fixed-format text (see time.ts), for the cursor. */
  sortText: SQL<string | null>;
  cast: 'timestamp' | 'timestamptz';
  /** Values come from `sql.placeholder`s, filled from the listing's `values`. */
  filter: SQL | undefined;
}

/** The values of a listing's placeholders (account, month range, album…). */
export type ListingValues = Record<string, string | number>;

export type Source = { kind: 'photos' } | { kind: 'album'; albumId: string };

const WALL_CLOCK_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/;
const INSTANT_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Position {
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

interface SegmentShape { source: Source; segment: Segment; order: SortOrder; after: boolean }

const segmentStatement = preparedPerKey((db, { source, segment, order, after }: SegmentShape, key) => {
  const id = idColumn(source);
  const direction = order === 'desc' ? desc : asc;
  const cast = segment.cast === 'timestamp' ? sql`timestamp` : sql`timestamptz`;
  const afterValue = sql`${sql.placeholder('afterValue')}::${cast}`;
  const afterId = sql`${sql.placeholder('afterId')}::uuid`;
  const afterCondition = after
    ? order === 'desc' ? sql`(${segment.sort}, ${id}) < (${afterValue}, ${afterId})` : sql`(${segment.sort}, ${id}) > (${afterValue}, ${afterId})`
    : undefined;
  const fields = { ...photoColumns, sortText: segment.sortText };
  const where = and(segment.filter, afterCondition);
  const orderBy = [direction(segment.sort as AnyColumn), direction(id)];
  const query = source.kind === 'album'
    ? db.select(fields).from(albumPhotos).innerJoin(photos, eq(photos.id, albumPhotos.photoId))
      .where(and(eq(albumPhotos.albumId, sql.placeholder('albumId')), where)).orderBy(...orderBy).limit(sql.placeholder('limit'))
    : db.select(fields).from(photos).where(where).orderBy(...orderBy).limit(sql.placeholder('limit'));
  return query.prepare(key);
});

function readSegment(db: Db, source: Source, segment: Segment, order: SortOrder, after: Position | null, limit: number, values: ListingValues) {
  const key = `photos_${source.kind}_${segment.name}_${order}_${after ? 'after' : 'first'}`;
  return segmentStatement(db, key, { source, segment, order, after: after !== null }).execute({
    ...values, limit, ...(source.kind === 'album' ? { albumId: source.albumId } : {}),
    ...(after ? { afterValue: after.value, afterId: after.id } : {}),
  });
}

export interface Page {
  rows: PhotoRow[];
  cursor: string | null;
}

/** One page of `limit` rows after `cursor`; `scope` ties a cursor to its listing, sort key and order. */
export async function readPage(db: Db, options: {
  source: Source; segments: readonly Segment[]; order: SortOrder; cursor: string | undefined; limit: number; scope: string; values: ListingValues;
}): Promise<Page> {
  const { source, segments, order, limit, scope, values } = options;
  const position = readCursor(options.cursor, scope, segments);
  const start = position ? segments.findIndex((s) => s.phase === position.phase) : 0;
  const collected: { row: PhotoRow; phase: string; sortText: string }[] = [];
  for (let s = start; s < segments.length && collected.length <= limit; s++) {
    const segment = segments[s]!;
    const rows = await readSegment(db, source, segment, order, s === start ? position : null, limit + 1 - collected.length, values);
    for (const { sortText, ...row } of rows) collected.push({ row, phase: segment.phase, sortText: sortText ?? '' });
  }
  if (collected.length <= limit) return { rows: collected.map((c) => c.row), cursor: null };
  const page = collected.slice(0, limit);
  const last = page.at(-1)!;
  return { rows: page.map((c) => c.row), cursor: encodeCursor({ k: scope, p: last.phase, v: last.sortText, i: last.row.id }) };
}
