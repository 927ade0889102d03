import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { SIGN_IN_WINDOW_MS } from '@/domain/constants';

/**
 * Sign-in back-off per key (an account, a client address, a device): the first failures are free,
 * then each failure doubles the wait before the next attempt is heard, up to a ceiling. Failures
 * are forgotten after a quiet window; a success never counts. Every time is the application's clock
 * (`Date`), sent to the database, never the database's `now()`: one clock, which tests can freeze.
 */
export interface BackOff {
  free: number;
  maxDelayMs: number;
}

/** An account: 5 free failures, then 1 s, 2 s, 4 s … up to 15 minutes. */
export const ACCOUNT_BACK_OFF: BackOff = { free: 5, maxDelayMs: 15 * 60_000 };
/** An address, which many customers may share: 20 free failures, never more than a minute's wait. */
export const ADDRESS_BACK_OFF: BackOff = { free: 20, maxDelayMs: 60_000 };
/** A trusted browser: as an account. */
export const DEVICE_BACK_OFF: BackOff = ACCOUNT_BACK_OFF;

export function backOffMs(failures: number, rule: BackOff): number {
  return failures <= rule.free ? 0 : Math.min(1000 * 2 ** (failures - rule.free - 1), rule.maxDelayMs);
}

/** How long until every one of `keys` hears attempts again (0: now). */
export async function waitMs(db: Db, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const now = sql`${new Date().toISOString()}::timestamptz`;
  const result = await db.execute<{ wait: number | string | null }>(sql`
    SELECT max(extract(epoch FROM next_attempt_at - ${now}) * 1000) AS wait FROM rate_limits
    WHERE key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}) AND window_ends > ${now} AND next_attempt_at > ${now}`);
  return Math.max(0, Math.ceil(Number(result.rows[0]?.wait ?? 0)));
}

export async function recordFailure(db: Db, key: string, rule: BackOff): Promise<void> {
  const at = Date.now();
  const now = sql`${new Date(at).toISOString()}::timestamptz`;
  const windowEnds = new Date(at + SIGN_IN_WINDOW_MS).toISOString();
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (key, count, window_ends) VALUES (${key}, 1, ${windowEnds})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_ends <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
      window_ends = EXCLUDED.window_ends
    RETURNING count`);
  const delay = backOffMs(Number(result.rows[0]?.count ?? 1), rule);
  if (delay > 0) {
    const nextAttemptAt = new Date(at + delay).toISOString();
    await db.execute(sql`UPDATE rate_limits SET next_attempt_at = ${nextAttemptAt} WHERE key = ${key}`);
  }
}
