import { eq, inArray, sql } from 'drizzle-orm';
import { onRuntimeStart } from '../runtime';
import { serverConfig } from '../config';
import { countAccounts } from '../identity';
import { seedDemo } from './demo';
import { reporter } from '../reporter';
import { accounts, customers } from '../db/schema';
import { env } from '../env';
import { openDatabase, pgliteDatabaseExists } from '../db';

const DEMO_BUSINESS_EMAIL = 'business@demo.example';

/** Seeds the demo on first start with an empty database (set SEED_DEMO=false to skip). */
onRuntimeStart('demo-seed', async (database) => {
  if (!serverConfig.seedDemo) return;
  if ((await countAccounts(database.db)) > 0) return;
  const summary = await seedDemo(database.db);
  reporter.info(summary, 'demo data seeded');
});

/** DEMO_BUSINESS_STATUS=Default|New|Blocked switches the demo business account's status on start (README). */
onRuntimeStart('demo-business-status', async ({ db }) => {
  const status = env.DEMO_BUSINESS_STATUS;
  if (!status) return;
  const ids = db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, DEMO_BUSINESS_EMAIL));
  await db.update(customers).set({ businessStatus: status }).where(inArray(customers.accountId, ids));
});

/**
 * Whether this start seeds the demo into a new database, asked before the server opens it: scripts/server.mjs
 * then migrates and seeds in a process of its own, so that the seed's memory goes back to the system when that
 * process ends. On PGlite, a data folder without a database; on PostgreSQL, a database without accounts.
 */
export async function demoSeedPending(): Promise<boolean> {
  if (!serverConfig.seedDemo) return false;
  if (!serverConfig.databaseUrl) return !pgliteDatabaseExists();
  const database = await openDatabase();
  try {
    const { rows } = await database.db.execute<{ migrated: boolean }>(sql`SELECT to_regclass('accounts') IS NOT NULL AS migrated`);
    return !rows[0]?.migrated || (await countAccounts(database.db)) === 0;
  } finally {
    await database.close();
  }
}
