import { sql } from 'drizzle-orm';
import type { Db } from '../db';

/**
 * Counts one hit against `key` in a fixed window shared by every instance.
 * Returns false once the limit is passed within the window. Times are the application's clock, as in
 * the sign-in back-off (`sign-in-throttle.ts`), which keeps its rows in the same table.
 */
export async function hit(db: Db, key: string, limit: number, windowMs: number): Promise<boolean> {
  const at = Date.now();
  const now = sql`${new Date(at).toISOString()}::timestamptz`;
  const windowEnds = new Date(at + windowMs).toISOString();
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (key, count, window_ends) VALUES (${key}, 1, ${windowEnds})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_ends <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
      window_ends = CASE WHEN rate_limits.window_ends <= ${now} THEN EXCLUDED.window_ends ELSE rate_limits.window_ends END
    RETURNING count`);
  return Number(result.rows[0]?.count ?? 0) <= limit;
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
