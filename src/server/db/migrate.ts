import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './index';
import journal from './migrations/meta/_journal.json';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const files = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true });

/** drizzle-kit's output read as drizzle's own migrator reads it: in journal order, hashed, split at its breakpoints. */
const migrations = journal.entries.map(({ tag, when }) => {
  const text = files[`./migrations/${tag}.sql`];
  if (text === undefined) throw new Error(`Migration ${tag} is in meta/_journal.json but has no SQL file.`);
  return { tag, when, hash: createHash('sha256').update(text).digest('hex'), statements: text.split('--> statement-breakpoint') };
});

/**
 * Applies the migrations of `src/server/db/migrations` (written by `npm run db:generate`) that the
 * database has not had, all in one transaction. The bookkeeping is drizzle's (`drizzle.__drizzle_migrations`,
 * the newest applied `when` decides), so `drizzle-kit migrate` and this runner agree on what is applied.
 */
export async function migrate(database: Database): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    // Two instances starting at once on one PostgreSQL database migrate one after the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('photo-account migrations'))`);
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id serial PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
    );
    await adoptHandWrittenSchema(tx);
    const { rows } = await tx.execute<{ created_at: string }>(
      sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    const last = Number(rows[0]?.created_at ?? 0);
    const applied: string[] = [];
    for (const migration of migrations.filter((m) => m.when > last)) {
      for (const statement of migration.statements) if (statement.trim()) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.when})`);
      applied.push(migration.tag);
    }
    return applied;
  });
}

/**
 * A database made by the hand-written migrations of before decision 0015 (table `schema_migrations`)
 * already has the baseline's schema: the baseline is recorded as applied instead of run.
 */
async function adoptHandWrittenSchema(tx: Tx): Promise<void> {
  const { rows } = await tx.execute<{ found: string | null }>(sql`SELECT to_regclass('public.schema_migrations')::text AS found`);
  if (!rows[0]?.found) return;
  const { rows: last } = await tx.execute(sql`SELECT 1 FROM schema_migrations WHERE name = '0490_photo_exif'`);
  if (!last.length) {
    throw new Error('The database was made by hand-written migrations older than 0490_photo_exif: start on an empty database.');
  }
  const baseline = migrations[0];
  await tx.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${baseline.hash}, ${baseline.when})`);
  await tx.execute(sql`DROP TABLE schema_migrations`);
}
