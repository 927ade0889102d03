import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { Notification } from './index';
import { noteStatement } from './statement-count';

type Parsers = NonNullable<QueryOptions['parsers']>;
/** What Drizzle's PGlite driver calls on a client and on a transaction. */
export type PgliteClient = Pick<PGlite, 'query' | 'transaction'>;

export interface PgliteThread {
  client: PgliteClient;
  exec: (sql: string) => Promise<void>;
  listen: (channel: string, onPayload: Notification) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

/** An error from the worker as the services know it: the message and PostgreSQL's fields (code, constraint…). */
function rebuildError(fields: Record<string, unknown>): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(String(message)), rest);
}

/** The caller's own parsers, applied on this thread (functions cannot be posted): the worker sends those values as written. */
function applyParsers<T>(result: Results<T>, parsers: Parsers, rowMode: QueryOptions['rowMode']): Results<T> {
  result.fields.forEach((field, column) => {
    const parser = parsers[field.dataTypeID];
    if (!parser) return;
    const key = rowMode === 'array' ? column : field.name;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      if (typeof row[key] === 'string') row[key] = parser(row[key]);
    }
  });
  return result;
}

/**
 * PGlite in the data folder `dir`, run by `pglite-worker.mjs` on a thread of its own: Drizzle is given a
 * client with PGlite's `query` and `transaction`, whose statements are posted to that thread. The worker
 * keeps the process alive only while a call is waiting for its answer.
 */
export async function openPgliteThread(dir: string): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<number, Notification>();
  let lastId = 0;
  let broken: Error | undefined;

  const fail = (error: Error) => {
    broken ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    worker.unref();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the PGlite thread stopped (exit code ${code})`)));

  await new Promise<void>((ready, failed) => {
    worker.once('message', () => ready());
    worker.once('error', failed);
  });
  worker.unref();
  worker.on(
    'message',
    (message: { id?: number; result?: unknown; error?: Record<string, unknown>; listener?: number; payload?: string }) => {
      if (message.listener !== undefined) return listeners.get(message.listener)?.(message.payload ?? '');
      const call = pending.get(message.id!);
      if (!call) return;
      pending.delete(message.id!);
      if (pending.size === 0) worker.unref();
      if (message.error) call.reject(rebuildError(message.error));
      else call.resolve(message.result);
    },
  );

  function call<T>(message: Record<string, unknown>): Promise<T> {
    if (broken) return Promise.reject(broken);
    const id = ++lastId;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  }

  const clientOf = (tx?: number) => ({
    async query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
      const { parsers, rowMode } = options;
      const rawTypes = parsers ? Object.keys(parsers).map(Number) : [];
      noteStatement(true);
      const result = await call<Results<T>>({ op: 'query', tx, text, params, rowMode, rawTypes });
      return parsers ? applyParsers(result, parsers, rowMode) : result;
    },
  });

  const client = {
    ...clientOf(),
    async transaction<T>(work: (tx: ReturnType<typeof clientOf>) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let value: T;
      try {
        value = await work(clientOf(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return value;
    },
  } as unknown as PgliteClient;

  return {
    client,
    exec: (sql) => call({ op: 'exec', sql }),
    async listen(channel, onPayload) {
      const listener = await call<number>({ op: 'listen', channel });
      listeners.set(listener, onPayload);
      return async () => {
        listeners.delete(listener);
        await call({ op: 'unlisten', listener });
      };
    },
    async close() {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
