import { and, eq, desc, asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db';
import { preparedPerDb } from '../../db/prepared';
import { accounts, customers, addresses } from '../../db/schema';
import type { Customer, AddressInput, customerUpdate, customerPatch } from '@/domain/schemas/customer';
import { notFound } from '../../http/errors';
import { businessStatusAfterChange } from '@/domain/roles';

/** What an address answers: picked from its row, or built as JSON by the database in the customer's read. */
const ADDRESS_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'country',
  'phone',
  'isDefault',
] as const;
type Address = Pick<typeof addresses.$inferSelect, (typeof ADDRESS_FIELDS)[number]>;

function toAddress(row: typeof addresses.$inferSelect): Address {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, row[field]])) as Address;
}

const addressOrder = [desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id)];

/** Addresses and the customer's details are read on many signed-in pages: both statements are prepared. */
const addressesOf = preparedPerDb((db) =>
  db
    .select()
    .from(addresses)
    .where(eq(addresses.accountId, sql.placeholder('accountId')))
    .orderBy(...addressOrder)
    .prepare('addresses_of_account'),
);

/** The customer with their addresses in one round trip: the addresses come as one JSON list. */
const customerOf = preparedPerDb((db) =>
  db
    .select({
      // Not the password hash: the customer never needs it.
      account: { email: accounts.email, userType: accounts.userType, accountDeleted: accounts.accountDeleted },
      customers,
      addresses: sql<Address[]>`coalesce((select json_agg(json_build_object(${sql.join(
        ADDRESS_FIELDS.map((field) => sql`${sql.raw(`'${field}'`)}, ${addresses[field]}`),
        sql`, `,
      )}) order by ${sql.join(addressOrder, sql`, `)}) from ${addresses} where ${addresses.accountId} = ${accounts.id}), '[]'::json)`,
    })
    .from(accounts)
    .innerJoin(customers, eq(customers.accountId, accounts.id))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('customer_of_account'),
);

export async function listAddresses(db: Db, accountId: string) {
  return (await addressesOf(db).execute({ accountId })).map(toAddress);
}

/** GET /customers/me. A deleted or missing account answers 404 (spec §4: the user is sent to logout). */
export async function getCustomer(db: Db, accountId: string): Promise<Customer> {
  const [row] = await customerOf(db).execute({ accountId });
  if (!row || row.account.accountDeleted) throw notFound('Customer not found');
  const c = row.customers;
  return {
    accountId,
    email: row.account.email,
    firstName: c.firstName,
    lastName: c.lastName,
    phone: c.phone,
    userType: row.account.userType,
    companyName: c.companyName,
    vatNumber: c.vatNumber,
    businessStatus: (c.businessStatus as Customer['businessStatus']) ?? null,
    paymentMethod: c.paymentMethod,
    newsletter: c.newsletter,
    hideOrderPrints: c.hideOrderPrints,
    accountDeleted: row.account.accountDeleted,
    ftpIntegration: { callbackUrl: c.ftpCallbackUrl, callbackFormat: c.ftpCallbackFormat },
    addresses: row.addresses,
  };
}

/** PUT /customers/me; a business account's status follows whether details are still missing (`businessStatusAfterChange`). */
export async function updateCustomer(db: Db, accountId: string, input: z.infer<typeof customerUpdate>): Promise<Customer> {
  await db
    .update(customers)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(customers.accountId, accountId));
  const customer = await getCustomer(db, accountId);
  const businessStatus = businessStatusAfterChange(customer.businessStatus, customer);
  if (businessStatus === customer.businessStatus) return customer;
  await db.update(customers).set({ businessStatus }).where(eq(customers.accountId, accountId));
  return { ...customer, businessStatus };
}

export async function patchCustomer(db: Db, accountId: string, input: z.infer<typeof customerPatch>): Promise<Customer> {
  const set: Partial<typeof customers.$inferInsert> = { updatedAt: new Date() };
  if (input.callbackUrl !== undefined) set.ftpCallbackUrl = input.callbackUrl;
  if (input.callbackFormat !== undefined) set.ftpCallbackFormat = input.callbackFormat;
  if (input.hideOrderPrints !== undefined) set.hideOrderPrints = input.hideOrderPrints;
  await db.update(customers).set(set).where(eq(customers.accountId, accountId));
  return getCustomer(db, accountId);
}

async function clearOtherDefaults(db: Db, accountId: string, keepId: string) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.accountId, accountId), eq(addresses.isDefault, true)));
  await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, keepId));
}

export async function createAddress(db: Db, accountId: string, input: AddressInput) {
  const existing = await listAddresses(db, accountId);
  const [row] = await db
    .insert(addresses)
    .values({ ...input, accountId, isDefault: input.isDefault || existing.length === 0 })
    .returning();
  if (row.isDefault) await clearOtherDefaults(db, accountId, row.id);
  return toAddress({ ...row, isDefault: row.isDefault });
}

export async function updateAddress(db: Db, accountId: string, id: string, input: AddressInput) {
  const [row] = await db
    .update(addresses)
    .set(input)
    .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
    .returning();
  if (!row) throw notFound('Address not found');
  if (row.isDefault) await clearOtherDefaults(db, accountId, row.id);
  return toAddress(row);
}

export async function deleteAddress(db: Db, accountId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
    .returning();
  if (!row) throw notFound('Address not found');
  if (row.isDefault) {
    const [next] = await listAddresses(db, accountId);
    if (next) await clearOtherDefaults(db, accountId, next.id);
  }
}
