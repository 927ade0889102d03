import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './db';
import { accounts, customers } from './db/schema';
import { hashPassword, verifyPassword, DUMMY_HASH } from './auth/password';
import { signAccessToken, issueRefreshToken } from './auth/tokens';
import { hit, clearHits, isLimited } from './auth/rate-limit';
import { SIGN_IN_ATTEMPTS_PER_WINDOW, SIGN_IN_WINDOW_MS } from '@/domain/constants';

export type Account = typeof accounts.$inferSelect;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts)
    .where(and(eq(accounts.email, normaliseEmail(email)), eq(accounts.accountDeleted, false)));
  return row;
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  channelId: string;
  userType?: string;
  companyName?: string;
}

/** Creates an account and its customer record. Returns null when the e-mail is taken. */
export async function createAccount(db: Db, input: NewAccount): Promise<Account | null> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(accounts).values({
      email: normaliseEmail(input.email),
      passwordHash,
      userType: input.userType ?? 'consumer',
      channelId: input.channelId,
    }).onConflictDoNothing().returning();
    const account = inserted[0];
    if (!account) return null;
    await tx.insert(customers).values({
      accountId: account.id,
      firstName: input.firstName,
      lastName: input.lastName,
      companyName: input.companyName ?? null,
      businessStatus: input.userType?.toLowerCase() === 'b2b' ? 'Default' : null,
    });
    return account;
  });
}

export type SignInResult =
  | { ok: true; account: Account; accessToken: string; refreshToken: string }
  | { ok: false; reason: 'invalid' | 'rate-limited' };

/**
 * Checks the password and issues tokens. Failed attempts are limited per e-mail and per client
 * address; successful ones never count, so many customers behind one address can still sign in.
 */
export async function signIn(db: Db, email: string, password: string, clientAddress: string): Promise<SignInResult> {
  const limits: Array<[string, number]> = [
    [`signin:email:${normaliseEmail(email)}`, SIGN_IN_ATTEMPTS_PER_WINDOW],
    [`signin:ip:${clientAddress}`, SIGN_IN_ATTEMPTS_PER_WINDOW * 5],
  ];
  for (const [key, limit] of limits) {
    if (await isLimited(db, key, limit)) return { ok: false, reason: 'rate-limited' };
  }
  const account = await findAccountByEmail(db, email);
  const valid = await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH);
  if (!account || !valid) {
    for (const [key, limit] of limits) await hit(db, key, limit, SIGN_IN_WINDOW_MS);
    return { ok: false, reason: 'invalid' };
  }
  await clearHits(db, limits[0]![0]);
  return { ok: true, account, ...(await issueTokens(db, account)) };
}

export async function issueTokens(db: Db, account: Account) {
  return { accessToken: await signAccessToken(account), refreshToken: await issueRefreshToken(db, account.id) };
}

export async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  return row?.n ?? 0;
}
