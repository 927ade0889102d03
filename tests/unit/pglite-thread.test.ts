import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { types } from '@electric-sql/pglite';
import { openPgliteThread, type PgliteThread } from '@/server/db/pglite-thread';

/**
 * PGlite on its own thread, as Drizzle uses it: answers with values of every kind, each SQL text kept as a
 * named statement (bounded), PostgreSQL's errors with their code, transactions held across messages, and
 * notifications.
 */
let dir: string;
let pglite: PgliteThread;
const db = () => pglite.client;
const preparedCount = async () => (await db().query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
  pglite = await openPgliteThread(dir);
  await pglite.exec('create table notes (id int primary key, body text, taken timestamptz, extra jsonb)');
}, 60_000);
afterAll(async () => {
  await pglite.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite on its own thread', () => {
  it('answers with parameters and values of every kind, the same text run again with new values', async () => {
    const insert = 'insert into notes (id, body, taken, extra) values ($1, $2, $3, $4) returning *';
    const taken = new Date('2024-05-03T10:00:00Z');
    const first = await db().query(insert, [1, 'one', taken, { tags: ['a'] }]);
    const second = await db().query(insert, [2, null, null, null]);
    expect(first.rows).toEqual([{ id: 1, body: 'one', taken, extra: { tags: ['a'] } }]);
    expect(second.rows).toEqual([{ id: 2, body: null, taken: null, extra: null }]);
    expect(first.affectedRows).toBe(1);
    const text = 'select id, body from notes where id = $1';
    for (const [id, body] of [
      [1, 'one'],
      [2, null],
      [1, 'one'],
    ] as const) {
      expect((await db().query(text, [id])).rows).toEqual([{ id, body }]);
    }
  });

  it('uses a query’s own parsers, as Drizzle passes them, and only for that query', async () => {
    const text = 'select id, taken from notes where id = $1';
    const asText = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => `text ${value}` } };
    expect((await db().query(text, [1], asText)).rows).toEqual([[1, expect.stringMatching(/^text 2024-05-03 10:00:00/)]]);
    const named = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `text ${value}` } };
    expect((await db().query(text, [1], named)).rows).toEqual([{ id: 1, taken: expect.stringMatching(/^text 2024-05-03 10:00:00/) }]);
    expect((await db().query(text, [1])).rows).toEqual([{ id: 1, taken: new Date('2024-05-03T10:00:00Z') }]);
  });

  it('keeps at most 500 statements, and a statement evicted long ago still runs', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 520; i++) {
      expect((await db().query<{ n: number }>(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
    }
    expect(await preparedCount()).toBeLessThanOrEqual(500);
    expect(await preparedCount()).toBeGreaterThanOrEqual(Math.min(500, before + 1));
    expect((await db().query<{ n: number }>('select $1::int + 0 as n', [41])).rows).toEqual([{ n: 41 }]);
  });

  it('refuses a bad statement or a failing run with PostgreSQL’s error and code, and goes on working', async () => {
    await expect(db().query('selec 1')).rejects.toThrow(/syntax error/);
    await expect(db().query('select 1 / $1::int as n', [0])).rejects.toThrow(/division by zero/);
    await expect(db().query('insert into notes (id) values ($1)', [1])).rejects.toMatchObject({
      message: expect.stringMatching(/duplicate key/),
      code: '23505',
      constraint: 'notes_pkey',
    });
    expect((await db().query<{ n: number }>('select 1 / $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
    expect((await db().query<{ n: number }>('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('commits a transaction’s statements together, and a rolled-back transaction writes nothing', async () => {
    await expect(
      db().transaction(async (tx) => {
        await tx.query('insert into notes (id) values ($1)', [3]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db().query('select id from notes where id = $1', [3])).rows).toEqual([]);

    const answer = await db().transaction(async (tx) => {
      await tx.query('insert into notes (id) values ($1)', [4]);
      await tx.query('insert into notes (id) values ($1)', [5]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect((await db().query('select id from notes where id > $1 order by id', [3])).rows).toEqual([{ id: 4 }, { id: 5 }]);
  });

  it('lets a statement from outside wait until an open transaction ends, so it never sees half of it', async () => {
    let outside: Promise<unknown> | undefined;
    await db().transaction(async (tx) => {
      await tx.query('insert into notes (id) values ($1)', [6]);
      outside = db().query('select count(*)::int as n from notes where id in (6, 7)');
      await new Promise((r) => setTimeout(r, 50));
      await tx.query('insert into notes (id) values ($1)', [7]);
    });
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 2 }]);
  });

  it('delivers notifications to each listener until it stops listening', async () => {
    const heard: string[] = [];
    const stop = await pglite.listen('news', (payload) => heard.push(payload));
    await db().query('select pg_notify($1, $2)', ['news', 'first']);
    await expect.poll(() => heard).toEqual(['first']);
    await stop();
    await db().query('select pg_notify($1, $2)', ['news', 'second']);
    await db().query('select 1');
    expect(heard).toEqual(['first']);
  });

  it('reads text in any script, and an answer of many rows whole', async () => {
    const body = 'Zoë’s café: 写真 📷';
    expect((await db().query('select $1::text as body, length($1::text) as n', [body])).rows).toEqual([{ body, n: [...body].length }]);
    const many = await db().query<{ n: number; s: string }>(
      "select n, repeat('é', 100) || n as s from generate_series(1, $1::int) n",
      [20_000],
    );
    expect(many.rows).toHaveLength(20_000);
    expect(many.rows[19_999]).toEqual({ n: 20_000, s: `${'é'.repeat(100)}20000` });
  });
});
