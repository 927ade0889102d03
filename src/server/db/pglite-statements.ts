import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * The PGlite client Drizzle is given: PGlite's own `query()` goes into PostgreSQL six times per statement
 * (parse, describe, bind, describe, execute, sync) and parses and plans the SQL every time. Here each SQL
 * text is parsed once as a named statement and then run with one call (bind, describe, execute, sync), so
 * the plan is kept as on a PostgreSQL connection: a primary-key read takes a quarter of the CPU, a page of
 * photos two thirds. Transactions keep PGlite's own path (its transaction object runs their statements).
 */
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  paramTypes: number[];
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function withNamedStatements(client: PGlite): Pick<PGlite, 'query' | 'transaction'> {
  // Least recently used first: a text made of a varying number of placeholders (a list of ids) must not pile up.
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function prepare(text: string): Promise<Statement> {
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

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) statements.delete(text);
    else statement = await prepare(text);
    statements.set(text, statement);
    const { paramTypes } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = options?.serializers?.[paramTypes[i]] ?? client.serializers[paramTypes[i]];
      return write ? write(value) : (value as { toString(): string }).toString();
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
    // PGlite would copy its ~300 type parsers into a new object to add a query's own (Drizzle passes some with
    // every query): a tenth of a millisecond per statement. Layered on top of them, nothing is copied.
    const parsers = options?.parsers ? Object.assign(Object.create(client.parsers) as PGlite['parsers'], options.parsers) : client.parsers;
    return parse.parseResults(messages, parsers, options && { ...options, parsers: undefined })[0] as Results<T>;
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      if (options?.blob || options?.paramTypes) return client.query<T>(text, params, options);
      await client._checkReady();
      return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, params, options)));
    },
    transaction: client.transaction.bind(client),
  };
}
