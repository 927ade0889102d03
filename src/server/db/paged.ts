import { sql } from 'drizzle-orm';

/** Selected beside a page's columns: how many rows match in all, counted before LIMIT and OFFSET. */
export const matchingRows = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total of an offset page read with `matchingRows`: any row carries it; an empty page at offset 0
 * means none; only a page past the end needs a count of its own.
 */
export async function pageTotal(rows: readonly { total: number }[], offset: number, count: () => Promise<number>): Promise<number> {
  if (rows.length > 0) return rows[0].total;
  return offset === 0 ? 0 : count();
}
