import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTempDatabase } from './support/temp-database';
import { signIn } from '@/server/identity';
import { newAccount } from './support/accounts';
import { accounts } from '@/server/db/schema';
import { currentCost, hashPassword, needsRehash, verifyPassword } from '@/server/auth/password';
import { serverConfig } from '@/server/config';
import { PASSWORD_SCRYPT_COST, PASSWORD_SCRYPT_OWASP_MINIMUMS } from '@/domain/constants';

const temp = useTempDatabase('password-cost');
const costOf = (stored: string) => stored.split('$').slice(1, 4).map(Number);

// The suite runs with cheap hashes (TEST_FAST_PASSWORD_HASH); these tests need the production cost.
const fastInSuite = serverConfig.fastPasswordHash;
beforeAll(() => {
  serverConfig.fastPasswordHash = false;
});
afterAll(() => {
  serverConfig.fastPasswordHash = fastInSuite;
});

describe('password hashes', () => {
  it("are made by default at or above OWASP's minimum scrypt work, in at most 16 MiB", () => {
    expect(currentCost()).toEqual(PASSWORD_SCRYPT_COST);
    const { N, r, p } = PASSWORD_SCRYPT_COST;
    expect(PASSWORD_SCRYPT_OWASP_MINIMUMS.some((row) => N >= row.N && r >= row.r && p >= row.p)).toBe(true);
    expect(128 * N * r).toBeLessThanOrEqual(16 * 1024 * 1024);
  });

  it('of the former cost sign in and are stored again at the current cost', async () => {
    const password = 'an-old-password';
    const account = await newAccount(temp.db, 'old@test.example', { password });
    const old = await hashPassword(password, { N: 2 ** 14, r: 8, p: 1 });
    await temp.db.update(accounts).set({ passwordHash: old }).where(eq(accounts.id, account.id));

    expect(needsRehash(old)).toBe(true);
    expect((await signIn(temp.db, 'old@test.example', 'a-wrong-password', { address: '10.9.0.1' })).ok).toBe(false);
    const [unchanged] = await temp.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(unchanged.passwordHash).toBe(old);

    expect((await signIn(temp.db, 'old@test.example', password, { address: '10.9.0.1' })).ok).toBe(true);
    const [rehashed] = await temp.db.select().from(accounts).where(eq(accounts.id, account.id));
    const { N, r, p } = PASSWORD_SCRYPT_COST;
    expect(costOf(rehashed.passwordHash)).toEqual([N, r, p]);
    expect(await verifyPassword(password, rehashed.passwordHash)).toBe(true);
    expect(needsRehash(rehashed.passwordHash)).toBe(false);
  });
});
