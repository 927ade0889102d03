import type { APIRoute } from 'astro';
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/runtime';
import { json } from '@/server/http/dispatch';

/** Liveness and database reachability, for load balancers and start-up scripts. */
export const GET: APIRoute = async () => {
  const db = await getDb();
  await db.execute(sql`SELECT 1`);
  return json({ ok: true });
};
