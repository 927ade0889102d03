import type { APIRoute } from 'astro';
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/runtime';
import { json } from '@/server/http/dispatch';
import { isUnavailable, RETRY_AFTER_SECONDS } from '@/server/http/errors';

/**
 * Liveness and database reachability, for load balancers and start-up scripts: 200 `{ok: true, database: 'up'}`,
 * or 503 `{ok: false, database: 'down'}` with Retry-After while the database is out of reach.
 */
export const GET: APIRoute = async () => {
  try {
    const db = await getDb();
    await db.execute(sql`SELECT 1`);
    return json({ ok: true, database: 'up' });
  } catch (error) {
    if (!isUnavailable(error)) throw error;
    return json({ ok: false, database: 'down' }, 503, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
};
