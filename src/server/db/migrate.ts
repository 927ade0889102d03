import { sql } from 'drizzle-orm';
import type { Database } from './index';

const files = import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true });

/** Applies the committed SQL migrations in file-name order, each once, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set((await database.db.execute<{ name: string }>(sql`SELECT name FROM schema_migrations`)).rows.map((r) => r.name));
  const done: string[] = [];
  for (const [file, sql] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const name = file.replace(/^.*\//, '').replace(/\.sql$/, '');
    if (applied.has(name)) continue;
    await database.exec(`BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
    done.push(name);
  }
  return done;
}
