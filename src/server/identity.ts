import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from './db';
import type { DbOrTx } from './mail';
import { accounts, customers } from './db/schema';
import { hashPassword, verifyPassword, dummyHash, needsRehash } from './auth/password';
import { signAccessToken, issueRefreshToken } from './auth/session-tokens';
import { clearHits, hit } from './auth/rate-limit';
import { serverConfig } from './config';
import { ACCOUNT_BACK_OFF, ADDRESS_BACK_OFF, DEVICE_BACK_OFF, recordFailure, waitMs, type BackOff } from './auth/sign-in-throttle';
import { deviceIdOf, isTrustedDevice, trustDevice } from './auth/device';
import { normaliseEmail } from '@/domain/email';

export type Account = typeof accounts.$inferSelect;

export { normaliseEmail } from '@/domain/email';

async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
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
  const { password, ...rest } = input;
  return insertAccount(db, { ...rest, passwordHash: await hashPassword(password) });
}

/** Creates an account from a password already hashed (a confirmed sign-up). Returns null when the e-mail is taken. */
export async function insertAccount(db: DbOrTx, input: Omit<NewAccount, 'password'> & { passwordHash: string }): Promise<Account | null> {
  const insert = async (tx: DbOrTx): Promise<Account | null> => {
    const inserted = await tx
      .insert(accounts)
      .values({
        email: normaliseEmail(input.email),
        passwordHash: input.passwordHash,
        userType: input.userType ?? 'consumer',
        channelId: input.channelId,
      })
      .onConflictDoNothing()
      .returning();
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
  };
  return db.transaction(insert);
}

export type SignInResult =
  | { ok: true; account: Account; accessToken: string; refreshToken: string; device: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterMs: number };

/** Who is signing in: the client address (behind trusted proxies, the real one) and the device cookie. */
export interface SignInClient {
  address: string;
  device?: string;
}

/**
 * Checks the password and issues tokens, with back-off (src/server/auth/sign-in-throttle.ts) that
 * never refuses a correct password from a browser that signed in to the account before: such a
 * browser answers only to its own back-off, so an attacker elsewhere cannot lock the owner out.
 * Any other attempt waits out the back-off of the account and of the client address, which count
 * failures only (many customers behind one address keep signing in).
 */
export async function signIn(db: Db, email: string, password: string, client: SignInClient): Promise<SignInResult> {
  const account = await findAccountByEmail(db, email);
  const deviceId = deviceIdOf(client.device);
  const keys: Array<[string, BackOff]> =
    account && deviceId && isTrustedDevice(client.device, account.id)
      ? [[`signin:device:${deviceId}`, DEVICE_BACK_OFF]]
      : [
          [`signin:email:${normaliseEmail(email)}`, ACCOUNT_BACK_OFF],
          [`signin:ip:${client.address}`, ADDRESS_BACK_OFF],
        ];
  const retryAfterMs = await waitMs(
    db,
    keys.map(([key]) => key),
  );
  if (retryAfterMs > 0) return { ok: false, reason: 'rate-limited', retryAfterMs };
  const valid = await verifyPassword(password, account?.passwordHash ?? (await dummyHash()));
  if (!account || !valid) {
    for (const [key, rule] of keys) await recordFailure(db, key, rule);
    return { ok: false, reason: 'invalid' };
  }
  await clearHits(db, `signin:email:${normaliseEmail(email)}`);
  if (needsRehash(account.passwordHash)) {
    await db
      .update(accounts)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(accounts.id, account.id));
  }
  return { ok: true, account, device: trustDevice(client.device, account.id), ...(await issueTokens(db, account)) };
}

/** Counts a sign-up from a client address; false once the address has made too many this hour. */
export function signUpAllowed(db: Db, address: string, limit = serverConfig.signUpsPerAddressPerHour): Promise<boolean> {
  return hit(db, `signup:ip:${address}`, limit, 60 * 60 * 1000);
}

export async function issueTokens(db: Db, account: Account) {
  const sessionId = randomUUID();
  return { accessToken: await signAccessToken(account, sessionId), refreshToken: await issueRefreshToken(db, account.id, sessionId) };
}

export async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  return row?.n ?? 0;
}
