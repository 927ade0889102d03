import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { POSTGRES_ADMIN_URL, postgresReachable } from '../support/postgres';

/** What a process's listeners hear on PostgreSQL, with a query pool of one connection. */
describe('LISTEN on PostgreSQL', () => {
  const name = `listen_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  let database: Database | undefined;
  let reachable = false;

  beforeAll(async () => {
    reachable = await postgresReachable();
    if (!reachable) return;
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    vi.stubEnv('DB_POOL_SIZE', '1');
    vi.resetModules();
    const { openDatabase } = await import('@/server/db');
    database = await openDatabase(Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${name}` }).href);
  }, 60_000);

  afterAll(async () => {
    vi.unstubAllEnvs();
    if (!reachable) return;
    await database?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const listening = async () =>
    (await admin.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'`, [name])).rows;

  /** Notifies until the payload arrives (a listener that reconnects hears only what is sent after). */
  async function heard(channel: string, payload: string, received: string[]) {
    for (let attempt = 0; attempt < 50 && !received.includes(payload); attempt++) {
      await database!.notify(channel, payload);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return received.includes(payload);
  }

  it('three listeners leave a pool of one free for queries, and each hears its own channel', async (context) => {
    if (!reachable) return context.skip();
    const received: Record<string, string[]> = { jobs: [], mail_outbox: [], push: [] };
    const stops = await Promise.all(
      Object.keys(received).map((channel) => database!.listen(channel, (payload) => received[channel].push(payload))),
    );
    const answer = await database!.db.execute(sql`SELECT 1 AS one`);
    expect(answer.rows).toEqual([{ one: 1 }]);

    expect(await heard('push', 'to push', received.push)).toBe(true);
    expect(await heard('jobs', 'to jobs', received.jobs)).toBe(true);
    // Sent again while unheard, so a payload may arrive more than once; never on another channel.
    expect({ jobs: new Set(received.jobs), mail_outbox: received.mail_outbox, push: new Set(received.push) }).toEqual({
      jobs: new Set(['to jobs']),
      mail_outbox: [],
      push: new Set(['to push']),
    });
    expect(await listening()).toHaveLength(1);

    await Promise.all(stops.map((stop) => stop()));
    expect(await listening()).toHaveLength(0);
  });

  it('hears again after its connection is cut', async (context) => {
    if (!reachable) return context.skip();
    const received: string[] = [];
    const stop = await database!.listen('push', (payload) => received.push(payload));
    const [{ pid }] = await listening();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);

    expect(await heard('push', 'after the cut', received)).toBe(true);
    expect((await listening()).map((row) => row.pid)).not.toContain(pid);
    await stop();
  });
});
