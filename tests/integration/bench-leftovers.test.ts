import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { POSTGRES_ADMIN_URL as ADMIN, postgresReachable } from '../support/postgres';

/**
 * Benches run on data of their own: a tiny photos bench (the built server over HTTP) leaves no database,
 * no table or row in the maintenance database, and no file behind. Timings are not asserted.
 */
const TINY = {
  BENCH_PHOTOS: '400',
  BENCH_TOTAL_PHOTOS: '1200',
  BENCH_ROUNDS: '3',
  BENCH_WARMUP: '3',
  BENCH_PORT: process.env.LEFTOVERS_PORT ?? '4464',
};

async function postgresState() {
  const client = new pg.Client({ connectionString: ADMIN });
  await client.connect();
  try {
    const databases = (await client.query('SELECT datname FROM pg_database ORDER BY 1')).rows.map((r) => r.datname as string);
    const tables = (
      await client.query(`SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`)
    ).rows.map((r) => r.name as string);
    const rows: Record<string, number> = {};
    for (const table of tables)
      rows[table] = Number(
        (
          await client.query(
            `SELECT count(*) AS n FROM ${table
              .split('.')
              .map((p) => `"${p}"`)
              .join('.')}`,
          )
        ).rows[0].n,
      );
    return { databases, tables, rows };
  } finally {
    await client.end();
  }
}

/** The bench's data folders in the temporary folder (other runs on the machine make folders of their own there). */
const benchFolders = () => new Set(fs.readdirSync(os.tmpdir()).filter((name) => /^bench-photos-/.test(name)));

function runBench(env: Record<string, string>) {
  const before = benchFolders();
  const run = spawnSync(path.resolve('node_modules/.bin/node'), ['tests/bench/photos.mjs'], {
    env: { ...process.env, ...TINY, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  const leftFiles = [...benchFolders()].filter((name) => !before.has(name));
  return { output: `${run.stdout}\n${run.stderr}`, leftFiles, pid: run.pid };
}

describe('a bench leaves nothing behind', () => {
  it('on PGlite: its data folder is removed', () => {
    const { output, leftFiles } = runBench({ DATABASE_URL: '' });
    expect(output).toMatch(/photos over HTTP \(PGlite\): (every target met|\d+ target\(s\) MISSED)/);
    expect(output).toContain('GET /users/timeline (timeline counts)');
    // every answer carried Server-Timing (the bench reads the server's own time from it)
    expect(output).not.toContain('NaN');
    expect(leftFiles).toEqual([]);
  }, 300_000);

  it('on PostgreSQL: its own database is dropped and the maintenance database is untouched', async (context) => {
    if (!(await postgresReachable())) return context.skip();
    const before = await postgresState();
    expect(before.databases.length).toBeGreaterThan(0);
    const { output, leftFiles, pid } = runBench({ DATABASE_URL: ADMIN });
    expect(output).toMatch(/photos over HTTP \(PostgreSQL\): (every target met|\d+ target\(s\) MISSED)/);
    expect(output).toContain(`database bench_photos_${pid}_`);
    const after = await postgresState();
    // Other runs on the machine may make and drop databases meanwhile: the bench's own carry its process id.
    expect(after.databases.filter((name) => name.includes(`_${pid}_`))).toEqual([]);
    expect(after.tables).toEqual(before.tables);
    expect(after.rows).toEqual(before.rows);
    expect(leftFiles).toEqual([]);
  }, 300_000);

  it('on PostgreSQL: a bench whose server runs on PGlite writes nothing into the database it was started with', async (context) => {
    if (!(await postgresReachable())) return context.skip();
    const before = await postgresState();
    const run = spawnSync(path.resolve('node_modules/.bin/node'), ['tests/bench/memory-bodies.mjs'], {
      env: { ...process.env, DATABASE_URL: ADMIN, BENCH_PORT: process.env.LEFTOVERS_BODIES_PORT ?? '4468' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(run.stdout).toContain('20 × 413');
    const after = await postgresState();
    expect(after.tables).toEqual(before.tables);
    expect(after.rows).toEqual(before.rows);
  }, 300_000);
});
