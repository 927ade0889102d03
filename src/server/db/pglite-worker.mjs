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
 * PostgreSQL connection: a primary-key read takes a quarter of the CPU, a page of photos two thirds. Their
 * answers are read here from PostgreSQL's bytes (`readAnswer`). Transactions keep PGlite's own path (its
 * transaction object runs their statements).
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

/** PostgreSQL's fields of an ErrorResponse, by the names PGlite gives them on its DatabaseError. */
const ERROR_FIELDS = /** @type {const} */ ({
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
});
/** Command tags whose row count PGlite adds up as affectedRows. */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The answer to one run of a named statement, read from PostgreSQL's bytes as PGlite's `parseResults` would
 * give it (rows through the type parsers, fields, affectedRows), with the notifications it carried and its
 * error. PGlite's own reader copies each value into a buffer of its own before decoding it: reading here, this
 * thread spends 2 ms of CPU on a signed-in overview instead of 3.5.
 *
 * @param {Uint8Array} bytes
 * @param {Record<number, (value: string, type: number) => unknown>} parsers
 * @param {'array' | 'object' | undefined} rowMode
 */
function readAnswer(bytes, parsers, rowMode) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  /** @type {{ name: string, dataTypeID: number }[]} */
  let fields = [];
  /** @type {(((value: string, type: number) => unknown) | undefined)[]} */
  let columnParsers = [];
  /** @type {unknown[]} */
  const rows = [];
  /** @type {{ channel: string, payload: string }[]} */
  const notifications = [];
  /** @type {Error | undefined} */
  let error;
  let affectedRows = 0;
  let at = 0;
  const cstring = () => {
    const end = text.indexOf(0, at);
    const value = text.toString('utf8', at, end);
    at = end + 1;
    return value;
  };
  while (at < text.length) {
    const code = text[at];
    const end = at + 1 + text.readInt32BE(at + 1);
    at += 5;
    switch (code) {
      case 0x54: {
        // RowDescription: per field its name, table, column, type, size, modifier and format
        fields = new Array(text.readInt16BE(at));
        at += 2;
        for (let i = 0; i < fields.length; i++) {
          const name = cstring();
          fields[i] = { name, dataTypeID: text.readInt32BE(at + 6) };
          at += 18;
        }
        columnParsers = fields.map((field) => parsers[field.dataTypeID]);
        break;
      }
      case 0x44: {
        // DataRow
        const count = text.readInt16BE(at);
        at += 2;
        const values = new Array(count);
        for (let i = 0; i < count; i++) {
          const length = text.readInt32BE(at);
          at += 4;
          if (length < 0) values[i] = null;
          else {
            const value = text.toString('utf8', at, at + length);
            const parse = columnParsers[i];
            values[i] = parse ? parse(value, fields[i].dataTypeID) : value;
            at += length;
          }
        }
        rows.push(rowMode === 'array' ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
        break;
      }
      case 0x43: {
        // CommandComplete: 'SELECT 2', 'UPDATE 3', 'INSERT 0 5'
        const tag = cstring().split(' ');
        if (COUNTED_COMMANDS.has(tag[0])) affectedRows += Number.parseInt(tag[tag.length - 1], 10);
        break;
      }
      case 0x45: {
        // ErrorResponse: the first one is the statement's error
        /** @type {Record<string, string>} */
        const found = {};
        while (text[at] !== 0) {
          const type = String.fromCharCode(text[at++]);
          found[type] = cstring();
        }
        error ??= Object.assign(
          new Error(found.M),
          { name: 'error' },
          ...Object.entries(ERROR_FIELDS).map(([type, name]) => (type in found ? { [name]: found[type] } : {})),
        );
        break;
      }
      case 0x41: {
        // NotificationResponse: the sender's process id, the channel and the payload
        at += 4;
        const channel = cstring();
        notifications.push({ channel, payload: cstring() });
        break;
      }
    }
    at = end;
  }
  return { rows, fields, affectedRows, notifications, error };
}

/**
 * @param {PGlite} client
 * @param {(channel: string, payload: string) => void} notify hands on the notifications a statement's answer carried
 */
function namedStatements(client, notify) {
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
    /** @type {Uint8Array[]} */
    const chunks = [];
    await client.execProtocolRawStream(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // The bytes are PostgreSQL's output buffer, written over by the next message: copied as they come.
      { syncToFs: false, onRawData: (bytes) => chunks.push(bytes.slice()) },
    );
    const answer = chunks.length === 1 ? chunks[0] : concat(chunks);
    await client.syncToFs();
    // PGlite would copy its ~300 type parsers into a new object to add a query's own: layered on top of them, nothing is copied.
    const parsers = Object.assign(Object.create(client.parsers), options.parsers);
    const { notifications, error, ...result } = readAnswer(answer, parsers, options.rowMode);
    for (const { channel, payload } of notifications) notify(channel, payload);
    if (error) throw error;
    return result;
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

/** @type {Map<number, { channel: string, stop: () => Promise<void> }>} */
const listeners = new Map();
/** A channel as PostgreSQL names it in a notification: a quoted name as written, any other in lower case. */
const postgresName = (/** @type {string} */ channel) => (/^".*"$/.test(channel) ? channel.slice(1, -1) : channel.toLowerCase());

/**
 * A notification read from a named statement's answer (PGlite hands on those of the answers it reads itself)
 * @param {string} channel
 * @param {string} payload
 */
function notify(channel, payload) {
  for (const [listener, listening] of listeners) if (listening.channel === channel) port.postMessage({ listener, payload });
}

const client = await PGlite.create(workerData.dir);
const query = namedStatements(client, notify);
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void, done: Promise<unknown> }>} */
const transactions = new Map();
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
      const stop = await client.listen(message.channel, (payload) => port.postMessage({ listener, payload }));
      listeners.set(listener, { channel: postgresName(message.channel), stop });
      return listener;
    }
    case 'unlisten': {
      const listening = listeners.get(message.listener);
      listeners.delete(message.listener);
      await listening?.stop();
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
