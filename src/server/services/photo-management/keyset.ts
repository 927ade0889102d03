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

async function readSegment<F extends Record<string, unknown>>(
  db: Db,
  source: Source,
  segment: Segment,
  order: SortOrder,
  after: Position | null,
  limit: number,
  columns: F,
) {
  const id = idColumn(source);
  const direction = order === 'desc' ? desc : asc;
  const cast = segment.cast === 'timestamp' ? sql`timestamp` : sql`timestamptz`;
  const afterCondition = after
    ? order === 'desc'
      ? sql`(${segment.sort}, ${id}) < (${after.value}::${cast}, ${after.id}::uuid)`
      : sql`(${segment.sort}, ${id}) > (${after.value}::${cast}, ${after.id}::uuid)`
    : undefined;
  const fields = { ...columns, sortText: segment.sortText, rowId: id };
  const where = and(segment.filter, afterCondition);
  const orderBy = [direction(segment.sort), direction(id)];
  const rows =
    source.kind === 'album'
      ? await db
          .select(fields as never)
          .from(albumPhotos)
          .innerJoin(photos, eq(photos.id, albumPhotos.photoId))
          .where(and(eq(albumPhotos.albumId, source.albumId), where))
          .orderBy(...orderBy)
          .limit(limit)
      : await db
          .select(fields as never)
          .from(photos)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit);
  return rows as ({ sortText: string | null; rowId: string } & Record<string, unknown>)[];
}

/**
 * Rows of a listing after `from` (or from its start), in order, at most `limit`;
 * each with the segment it came from and its sort text. `segments` and `order` may be reversed by the
 * caller to walk backwards.
 */
export async function readRows<F extends Record<string, unknown>>(
  db: Db,
  options: {
    source: Source;
    segments: readonly Segment[];
    order: SortOrder;
    from: Position | null;
    limit: number;
    columns: F;
  },
): Promise<{ row: Record<keyof F, unknown>; position: Position }[]> {
  const { source, segments, order, from, limit, columns } = options;
  const start = from ? segments.findIndex((s) => s.phase === from.phase) : 0;
  const collected: { row: Record<keyof F, unknown>; position: Position }[] = [];
  for (let s = Math.max(0, start); s < segments.length && collected.length < limit; s++) {
    const segment = segments[s];
    const rows = await readSegment(db, source, segment, order, s === start ? from : null, limit - collected.length, columns);
    for (const { sortText, rowId, ...row } of rows) {
      collected.push({ row: row as Record<keyof F, unknown>, position: { phase: segment.phase, value: sortText ?? '', id: rowId } });
    }
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

/**
 * The ids of a listing in order, ids only (an index-only range per segment); with `first` and `last`
 * only those from one to the other, both included (`first` must not come after `last`).
 */
export async function readIds(
  db: Db,
  options: {
    source: Source;
    segments: readonly Segment[];
    order: SortOrder;
    first?: Position;
    last?: Position;
  },
): Promise<string[]> {
  const { source, segments, order, first, last } = options;
  const id = idColumn(source);
  const direction = order === 'desc' ? desc : asc;
  const from = first ? segments.findIndex((s) => s.phase === first.phase) : 0;
  const to = last ? segments.findIndex((s) => s.phase === last.phase) : segments.length - 1;
  const ids: string[] = [];
  for (let i = from; i <= to; i++) {
    const segment = segments[i];
    const cast = segment.cast === 'timestamp' ? sql`timestamp` : sql`timestamptz`;
    // From `first` on and up to `last`, both included, in the listing's direction.
    const bound = (p: Position, isFirst: boolean) => {
      const op = (order === 'desc') === isFirst ? sql`<=` : sql`>=`;
      return sql`(${segment.sort}, ${id}) ${op} (${p.value}::${cast}, ${p.id}::uuid)`;
    };
    const where = and(
      segment.filter,
      i === from && first ? bound(first, true) : undefined,
      i === to && last ? bound(last, false) : undefined,
    );
    const orderBy = [direction(segment.sort), direction(id)];
    const rows =
      source.kind === 'album'
        ? await db
            .select({ id: albumPhotos.photoId })
            .from(albumPhotos)
            .where(and(eq(albumPhotos.albumId, source.albumId), where))
            .orderBy(...orderBy)
        : await db
            .select({ id: photos.id })
            .from(photos)
            .where(where)
            .orderBy(...orderBy);
    for (const row of rows) ids.push(row.id);
  }
  return ids;
}

export interface Page {
  rows: PhotoRow[];
  cursor: string | null;
}

/** One page of `limit` rows after `cursor`; `scope` ties a cursor to its listing, sort key and order. */
export async function readPage(
  db: Db,
  options: {
    source: Source;
    segments: readonly Segment[];
    order: SortOrder;
    cursor: string | undefined;
    limit: number;
    scope: string;
  },
): Promise<Page> {
  const { source, segments, order, limit, scope } = options;
  const from = readCursor(options.cursor, scope, segments);
  const collected = await readRows(db, { source, segments, order, from, limit: limit + 1, columns: photoColumns });
  const rows = collected.map((c) => c.row as PhotoRow);
  if (collected.length <= limit) return { rows, cursor: null };
  const last = collected[limit - 1].position;
  return { rows: rows.slice(0, limit), cursor: encodeCursor({ k: scope, p: last.phase, v: last.value, i: last.id }) };
}
