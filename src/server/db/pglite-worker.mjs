// @ts-check
/**
 * PGlite on a thread of its own (src/server/db/pglite-thread.ts is the other end): PostgreSQL's engine and
 * the parsing of its answers run on the second core while the main thread renders pages. Plain JavaScript
 * with no import of the project's own, so Node runs it as it is from the sources and from the build
 * (astro.config.mjs copies it next to the chunk that starts it).
 *
 * Messages in: { id, op, ... }; answers out: { id, result } or { id, error }; notifications: { listener, payload }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/**
 * PGlite's own `query()` goes into PostgreSQL six times per statement (parse, describe, bind, describe,
 * execute, sync) and parses and plans the SQL every time. Here each SQL text is parsed once as a named
 * statement and then run with one call (bind, describe, execute, sync), so the plan is kept as on a
 * PostgreSQL connection: a primary-key read takes a quarter of the CPU, a page of photos two thirds.
 * Transactions keep PGlite's own path (its transaction object runs their statements).
 */
const MAX_STATEMENTS = 500;
const { serialize } = protocol;

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** @param {PGlite} client */
function namedStatements(client) {
  // Least recently used first: a text made of a varying number of placeholders (a list of ids) must not pile up.
  /** @type {Map<string, { name: string, paramTypes: number[] }>} */
  const statements = new Map();
  let counter = 0;

  /** @param {string} text */
  async function prepare(text) {
    const name = `pglite_${++counter}`;
    const evicted = statements.size >= MAX_STATEMENTS ? statements.entries().next().value : undefined;
    if (evicted) statements.delete(evicted[0]);
    const { messages } = await client.execProtocol(
      concat([
        ...(evicted ? [serialize.close({ type: 'S', name: evicted[1].name })] : []),
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  }

  /**
   * @param {string} text
   * @param {unknown[]} params
   * @param {import('@electric-sql/pglite').QueryOptions} options
   */
  async function run(text, params, options) {
    let statement = statements.get(text);
    if (statement) statements.delete(text);
    else statement = await prepare(text);
    statements.set(text, statement);
    const { paramTypes } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = client.serializers[paramTypes[i]];
      return write ? write(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await client.syncToFs();
    // PGlite would copy its ~300 type parsers into a new object to add a query's own: layered on top of them, nothing is copied.
    const parsers = Object.assign(Object.create(client.parsers), options.parsers);
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0];
  }

  /**
   * @param {string} text
   * @param {unknown[]} params
   * @param {import('@electric-sql/pglite').QueryOptions} options
   */
  return async (text, params, options) => {
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run(text, params, options)));
  };
}

/** Values of the types the caller parses itself are sent as PostgreSQL wrote them. */
const asWritten = (/** @type {string} */ value) => value;
/** @type {Map<string, Record<number, (value: string) => string>>} */
const rawParsers = new Map();
/** @param {number[]} types */
function parsersFor(types) {
  const key = types.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) rawParsers.set(key, (parsers = Object.fromEntries(types.map((type) => [type, asWritten]))));
  return parsers;
}

/** An error as plain data: its message and every field PostgreSQL gave it (code, constraint, detail…). */
function describeError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

const client = await PGlite.create(workerData.dir);
const query = namedStatements(client);
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void, done: Promise<unknown> }>} */
const transactions = new Map();
/** @type {Map<number, () => Promise<void>>} */
const listeners = new Map();
let lastId = 0;

/** Opens a transaction and holds it until `end`: its statements come in messages of their own. */
function begin() {
  const id = ++lastId;
  return new Promise((started, failed) => {
    const done = client.transaction(
      (tx) =>
        new Promise((commit, rollBack) => {
          transactions.set(id, { tx, done, end: (ok) => (ok ? commit(undefined) : rollBack(new Error('rolled back'))) });
          started(id);
        }),
    );
    done.catch(failed);
  });
}

/** @param {number} id @param {boolean} commit */
async function end(id, commit) {
  const transaction = transactions.get(id);
  if (!transaction) throw new Error(`no open transaction ${id}`);
  transactions.delete(id);
  transaction.end(commit);
  try {
    await transaction.done;
  } catch (error) {
    if (commit) throw error;
  }
}

/** @param {any} message */
async function handle(message) {
  switch (message.op) {
    case 'query': {
      const options = { rowMode: message.rowMode, parsers: parsersFor(message.rawTypes) };
      const transaction = message.tx ? transactions.get(message.tx) : undefined;
      if (message.tx && !transaction) throw new Error(`no open transaction ${message.tx}`);
      const result = transaction
        ? await transaction.tx.query(message.text, message.params, options)
        : await query(message.text, message.params, options);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      await client.exec(message.sql);
      return null;
    case 'begin':
      return begin();
    case 'end':
      return end(message.tx, message.commit);
    case 'listen': {
      const listener = ++lastId;
      listeners.set(listener, await client.listen(message.channel, (payload) => port.postMessage({ listener, payload })));
      return listener;
    }
    case 'unlisten': {
      const stop = listeners.get(message.listener);
      listeners.delete(message.listener);
      await stop?.();
      return null;
    }
    case 'close':
      await client.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

port.on('message', (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error) => port.postMessage({ id: message.id, error: describeError(error) }),
  );
});
port.postMessage({ ready: true });
