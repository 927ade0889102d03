import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, types } from '@electric-sql/pglite';
import { withNamedStatements } from '@/server/db/pglite-statements';

/**
 * The PGlite client that keeps each SQL text as a named statement: answers are those of PGlite's own
 * query(), statements stay bounded, and an error leaves the connection usable.
 */
let pglite: PGlite;
let db: ReturnType<typeof withNamedStatements>;
const preparedCount = async () => (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n;

beforeAll(async () => {
  pglite = await PGlite.create();
  db = withNamedStatements(pglite);
  await pglite.exec('create table notes (id int primary key, body text, taken timestamptz, extra jsonb)');
});
afterAll(() => pglite.close());

describe('PGlite named statements', () => {
  it('answer as PGlite does, with parameters of every kind, the same text run again with new values', async () => {
    const insert = 'insert into notes (id, body, taken, extra) values ($1, $2, $3, $4) returning *';
    const taken = new Date('2024-05-03T10:00:00Z');
    const first = await db.query(insert, [1, 'one', taken, { tags: ['a'] }]);
    const second = await db.query(insert, [2, null, null, null]);
    expect(first.rows).toEqual([{ id: 1, body: 'one', taken, extra: { tags: ['a'] } }]);
    expect(second.rows).toEqual([{ id: 2, body: null, taken: null, extra: null }]);
    const text = 'select id, body from notes where id = $1';
    for (const id of [1, 2, 1]) {
      expect((await db.query(text, [id])).rows).toEqual((await pglite.query(text, [id])).rows);
    }
    expect(first.affectedRows).toBe(1);
  });

  it('use a query’s own parsers over PGlite’s, as Drizzle passes them, and only for that query', async () => {
    const text = 'select id, taken from notes where id = $1';
    const asText = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => `text ${value}` } };
    const own = await db.query(text, [1], asText);
    expect(own.rows).toEqual((await pglite.query(text, [1], asText)).rows);
    expect(own.rows).toEqual([[1, expect.stringMatching(/^text 2024-05-03 10:00:00/)]]);
    expect((await db.query(text, [1])).rows).toEqual([{ id: 1, taken: new Date('2024-05-03T10:00:00Z') }]);
  });

  it('keep at most 500 statements, and a statement evicted long ago still runs', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 520; i++) {
      expect((await db.query<{ n: number }>(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
    }
    expect(await preparedCount()).toBeLessThanOrEqual(500);
    expect(await preparedCount()).toBeGreaterThanOrEqual(Math.min(500, before + 1));
    expect((await db.query<{ n: number }>('select $1::int + 0 as n', [41])).rows).toEqual([{ n: 41 }]);
  });

  it('refuse a bad statement or a failing run with PostgreSQL’s error, and go on working', async () => {
    await expect(db.query('selec 1')).rejects.toThrow(/syntax error/);
    await expect(db.query('select 1 / $1::int as n', [0])).rejects.toThrow(/division by zero/);
    await expect(db.query('insert into notes (id) values ($1)', [1])).rejects.toThrow(/duplicate key/);
    expect((await db.query<{ n: number }>('select 1 / $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
    expect((await db.query<{ n: number }>('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('leave transactions to PGlite: a rolled-back transaction writes nothing', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes (id) values ($1)', [3]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query('select id from notes where id = $1', [3])).rows).toEqual([]);
  });
});
