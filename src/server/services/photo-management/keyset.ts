import { and, asc, desc, eq, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db';
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
  sort: AnyColumn | SQL;
  /** The same value as fixed-format text (see time.ts), for the cursor. */
  sortText: SQL<string | null>;
  cast: 'timestamp' | 'timestamptz';
  filter: SQL | undefined;
}

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

async function readSegment(db: Db, source: Source, segment: Segment, order: SortOrder, after: Position | null, limit: number) {
  const id = idColumn(source);
  const direction = order === 'desc' ? desc : asc;
  const cast = segment.cast === 'timestamp' ? sql`timestamp` : sql`timestamptz`;
  const afterCondition = after
    ? order === 'desc'
      ? sql`(${segment.sort}, ${id}) < (${after.value}::${cast}, ${after.id}::uuid)`
      : sql`(${segment.sort}, ${id}) > (${after.value}::${cast}, ${after.id}::uuid)`
    : undefined;
  const fields = { ...photoColumns, sortText: segment.sortText };
  const where = and(segment.filter, afterCondition);
  const orderBy = [direction(segment.sort as AnyColumn), direction(id)];
  if (source.kind === 'album') {
    return db.select(fields).from(albumPhotos).innerJoin(photos, eq(photos.id, albumPhotos.photoId))
      .where(and(eq(albumPhotos.albumId, source.albumId), where)).orderBy(...orderBy).limit(limit);
  }
  return db.select(fields).from(photos).where(where).orderBy(...orderBy).limit(limit);
}

export interface Page {
  rows: PhotoRow[];
  cursor: string | null;
}

/** One page of `limit` rows after `cursor`; `scope` ties a cursor to its listing, sort key and order. */
export async function readPage(db: Db, options: {
  source: Source; segments: readonly Segment[]; order: SortOrder; cursor: string | undefined; limit: number; scope: string;
}): Promise<Page> {
  const { source, segments, order, limit, scope } = options;
  const position = readCursor(options.cursor, scope, segments);
  const start = position ? segments.findIndex((s) => s.phase === position.phase) : 0;
  const collected: { row: PhotoRow; phase: string; sortText: string }[] = [];
  for (let s = start; s < segments.length && collected.length <= limit; s++) {
    const segment = segments[s]!;
    const rows = await readSegment(db, source, segment, order, s === start ? position : null, limit + 1 - collected.length);
    for (const { sortText, ...row } of rows) collected.push({ row, phase: segment.phase, sortText: sortText ?? '' });
  }
  if (collected.length <= limit) return { rows: collected.map((c) => c.row), cursor: null };
  const page = collected.slice(0, limit);
  const last = page.at(-1)!;
  return { rows: page.map((c) => c.row), cursor: encodeCursor({ k: scope, p: last.phase, v: last.sortText, i: last.row.id }) };
}
