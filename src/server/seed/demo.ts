import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { createAccount } from '../identity';
import { customers, addresses } from '../db/schema';
import { demoAccounts, type DemoAccount } from './accounts';
import { seeders } from './seeders';

async function seedAccount(db: Db, demo: DemoAccount) {
  const account = await createAccount(db, demo);
  if (!account) throw new Error(`demo account ${demo.email} exists already`);
  await db
    .update(customers)
    .set({ phone: demo.phone, businessStatus: demo.businessStatus ?? null, vatNumber: demo.vatNumber ?? null })
    .where(eq(customers.accountId, account.id));
  if (demo.addresses.length)
    await db.insert(addresses).values(demo.addresses.map((a, i) => ({ ...a, accountId: account.id, isDefault: i === 0 })));
  return account;
}

/** Creates the demo accounts and hands each to every area's seeder, all or nothing. */
export function seedDemo(db: Db): Promise<Record<string, unknown>> {
  return db.transaction((tx) => seedInto(tx as unknown as Db));
}

async function seedInto(db: Db): Promise<Record<string, unknown>> {
  const created = [];
  for (const demo of demoAccounts) created.push({ demo, account: await seedAccount(db, demo) });
  for (const seeder of seeders) await seeder(db, created);
  return { accounts: created.map((c) => c.account.email) };
}
