import path from 'node:path';
import fs from 'node:fs';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema';
import { serverConfig } from '../config';
import { env } from '../env';

export type Db = NodePgDatabase<typeof schema>;
export type Notification = (payload: string) => void;

export interface Database {
  db: Db;
  /** Runs SQL text with several statements and no parameters (migrations). */
  exec(sql: string): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onPayload: Notification): Promise<() => Promise<void>>;
  close(): Promise<void>;
  driver: 'pglite' | 'postgres';
}

async function openPglite(dataDir: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { openPgliteThread } = await import('./pglite-thread');
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const pglite = await openPgliteThread(dir);
  return {
    db: drizzle({ client: pglite.client as PGlite, schema }) as unknown as Db,
    driver: 'pglite',
    exec: pglite.exec,
    notify: async (channel, payload) => {
      await pglite.client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: pglite.listen,
    close: pglite.close,
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: env.DB_POOL_SIZE });
  // A dropped connection is reported per query; the pool must not crash the process.
  pool.on('error', () => {});
  return {
    db: drizzle({ client: pool, schema }),
    driver: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onPayload) => listenWithReconnect(pool, channel, onPayload),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a dedicated connection that comes back by itself after the server restarts or the
 * connection drops (notifications sent meanwhile are lost; listeners also poll, so nothing waits forever).
 */
async function listenWithReconnect(pool: import('pg').Pool, channel: string, onPayload: Notification) {
  const quoted = `"${channel.replace(/"/g, '')}"`;
  let client: import('pg').PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (!stopped) retry = setTimeout(() => void connect(), 1000);
  };
  const connect = async (): Promise<void> => {
    let next: import('pg').PoolClient;
    try {
      next = await pool.connect();
    } catch {
      return schedule();
    }
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      next.release(true);
      if (client === next) client = undefined;
      schedule();
    };
    next.on('error', fail);
    next.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    try {
      await next.query(`LISTEN ${quoted}`);
      client = next;
    } catch {
      fail();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    if (client) {
      await client.query(`UNLISTEN ${quoted}`).catch(() => {});
      client.release();
    }
  };
}

export function openDatabase(url = serverConfig.databaseUrl, dataDir = serverConfig.dataDir): Promise<Database> {
  return url ? openPostgres(url) : openPglite(dataDir);
}
