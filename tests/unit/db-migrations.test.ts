import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db';
import { migrate } from '@/server/db/migrate';
import { POSTGRES_ADMIN_URL as ADMIN, postgresReachable } from '../support/postgres';

const MIGRATIONS = path.resolve('src/server/db/migrations');
/** Every migration by its tag, in the order they apply. */
const TAGS = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }
).entries.map((entry) => entry.tag);

function tempDir(name: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
}

/** Every file under a folder with its text, by path relative to it. */
function tree(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), fs.readFileSync(file, 'utf8')];
    }),
  );
}

/** An empty PGlite database in a temporary folder, removed after `use`. */
async function withPglite(name: string, use: (database: Database) => Promise<void>): Promise<void> {
  const dir = tempDir(name);
  const database = await openDatabase(undefined, dir);
  try {
    await use(database);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('migrations', () => {
  it('are what drizzle-kit generates from the Drizzle schema: generating again writes nothing', () => {
    const copy = tempDir('migrations-drift');
    try {
      fs.cpSync(MIGRATIONS, copy, { recursive: true });
      const before = tree(copy);
      const output = execFileSync(
        path.resolve('node_modules/.bin/drizzle-kit'),
        // drizzle-kit reads --out as relative (it prefixes './') and exits with 0 after an error too.
        ['generate', '--dialect', 'postgresql', '--schema', './src/server/db/schema/index.ts', '--out', path.relative(process.cwd(), copy)],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(output).toContain('No schema changes');
      expect(tree(copy), `the schema and the migrations differ: run npm run db:generate\n${output}`).toEqual(before);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);

  it('apply once: a second start applies nothing', async () => {
    await withPglite('migrations-once', async (database) => {
      expect(await migrate(database)).toEqual(TAGS);
      expect(await migrate(database)).toEqual([]);
      const { rows } = await database.db.execute(sql`SELECT hash FROM drizzle.__drizzle_migrations`);
      expect(rows).toHaveLength(TAGS.length);
    });
  }, 60_000);

  it('adopt a database made by the hand-written migrations: the baseline is recorded, not run', async () => {
    await withPglite('migrations-adopt', async (database) => {
      const baseline = fs.readFileSync(path.join(MIGRATIONS, '0000_baseline.sql'), 'utf8');
      await database.exec(baseline.replaceAll('--> statement-breakpoint', ''));
      await database.exec(`CREATE TABLE schema_migrations (name text PRIMARY KEY);
        INSERT INTO schema_migrations VALUES ('0001_identity'), ('0490_photo_exif');`);
      expect(await migrate(database)).toEqual(TAGS.slice(1));
      const { rows } = await database.db.execute(
        sql`SELECT to_regclass('public.schema_migrations')::text AS old, (SELECT count(*) FROM drizzle.__drizzle_migrations)::int AS recorded`,
      );
      expect(rows[0]).toEqual({ old: null, recorded: TAGS.length });
    });
  }, 60_000);

  it('run one after the other when two instances start at once on one PostgreSQL database', async (context) => {
    if (!(await postgresReachable())) return context.skip();
    const name = `migrate_race_${process.pid}`;
    const admin = new pg.Client({ connectionString: ADMIN });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN);
    url.pathname = `/${name}`;
    const instances = await Promise.all([openDatabase(url.href), openDatabase(url.href)]);
    try {
      const applied = await Promise.all(instances.map((database) => migrate(database)));
      expect(applied.flat()).toEqual(TAGS);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    }
  }, 60_000);
});
