import path from 'node:path';
import fs from 'node:fs';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema';
import { serverConfig } from '../config';
import { env } from '../env';
import { channelListener } from './listener';
import { noteStatement } from './statement-count';
import type { ClientBase } from 'pg';

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

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether the data folder holds a PGlite database yet: read from the folder, since PGlite cannot be opened twice. */
export const pgliteDatabaseExists = (dataDir = serverConfig.dataDir) => fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));

async function openPglite(dataDir: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { openPgliteThread } = await import('./pglite-thread');
  const dir = pgliteDir(dataDir);
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
  const listener = channelListener(() => new pg.Client({ connectionString: url }));
  // A dropped connection is reported per query; the pool must not crash the process.
  pool.on('error', () => {});
  pool.on('connect', countedStatements);
  return {
    db: drizzle({ client: pool, schema }),
    driver: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** Counts each statement a pooled connection sends (`noteStatement`): prepared ones are sent with a name. */
function countedStatements(client: ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [first] = args;
    noteStatement(typeof first === 'object' && first !== null && Boolean((first as { name?: string }).name));
    return query(...args);
  }) as ClientBase['query'];
}

export function openDatabase(url = serverConfig.databaseUrl, dataDir = serverConfig.dataDir): Promise<Database> {
  return url ? openPostgres(url) : openPglite(dataDir);
}
