import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { openDatabase, type Database } from './db';
import { migrate } from './db/migrate';
import { reporter } from './reporter';
import { serverConfig } from './config';
import { signingKey } from './auth/signing-key';

export { refuseOversizedBody, admitUndeclaredBody } from './http/body-limit';

/**
 * Things that start once per process and are shared by every request. The work that registers here
 * (src/server/startup.ts) is imported by the entry, src/server/main.ts, so nothing the runtime imports
 * leads back to it.
 */
export interface Runtime {
  database: Database;
  /** Hooks run after the database is ready; services register background work here. */
  stop(): Promise<void>;
}

type StartHook = (database: Database) => Promise<(() => Promise<void>) | void>;
const startHooks: { name: string; hook: StartHook }[] = [];

/** Registers work that starts with the runtime (job workers, push listeners, seed). Order is registration order. */
export function onRuntimeStart(name: string, hook: StartHook): void {
  startHooks.push({ name, hook });
}

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
const upgradeHandlers = new Map<string, UpgradeHandler>();

/** Registers a WebSocket endpoint on the shared HTTP server (for example the push channel at /push). */
export function onUpgrade(pathname: string, handler: UpgradeHandler): void {
  upgradeHandlers.set(pathname, handler);
}

/** Called by server.mjs for every HTTP upgrade request. */
export async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
  await getRuntime();
  const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  const handler = upgradeHandlers.get(pathname);
  if (handler) handler(request, socket, head);
  else socket.destroy();
}

const KEY = Symbol.for('photo-account.runtime');
type Holder = { [KEY]?: Promise<Runtime> };

async function start(): Promise<Runtime> {
  // Made (or read) before the first request, so a data folder that cannot keep it stops the start.
  signingKey();
  const database = await openDatabase();
  const applied = await migrate(database);
  if (applied.length) reporter.info({ applied, driver: database.driver }, 'migrations applied');
  const stops: (() => Promise<void>)[] = [];
  for (const { name, hook } of startHooks) {
    try {
      const stop = await hook(database);
      if (stop) stops.push(stop);
    } catch (error) {
      reporter.error({ err: error, hook: name }, 'start hook failed');
      throw error;
    }
  }
  return {
    database,
    async stop() {
      for (const stop of stops.reverse()) await stop().catch(() => {});
      await database.close();
    },
  };
}

/** The process-wide runtime, started on first use (survives dev-server module reloads). */
export function getRuntime(): Promise<Runtime> {
  const holder = globalThis as Holder;
  holder[KEY] ??= start().catch((error) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

export async function getDb() {
  return (await getRuntime()).database.db;
}

export { serverConfig };
