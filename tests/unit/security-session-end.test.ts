import { describe, it, expect } from 'vitest';
import { useTempDatabase } from './support/temp-database';
import { issueTokens } from '@/server/identity';
import { newAccount } from './support/accounts';
import { revokeAllSessions, revokeRefreshToken } from '@/server/auth/session-tokens';
import { accountForToken } from '@/server/push/auth';

const temp = useTempDatabase('session-end');

describe('ending every session', () => {
  it('refuses a token issued moments before, in the same second, and accepts the next sign-in', async () => {
    const account = await newAccount(temp.db, 'quick@test.example');
    const before = (await issueTokens(temp.db, account)).accessToken;
    expect(await accountForToken(temp.db, before)).toBe(account.id);

    await revokeAllSessions(temp.db, account.id);
    expect(await accountForToken(temp.db, before)).toBeNull();

    await new Promise((r) => setTimeout(r, 2)); // a sign-in after the end, even within the same second
    const after = (await issueTokens(temp.db, account)).accessToken;
    expect(await accountForToken(temp.db, after)).toBe(account.id);
  });

  it("refuses the access token of a session at once when it is signed out, and only that session's", async () => {
    const account = await newAccount(temp.db, 'logout@test.example');
    const here = await issueTokens(temp.db, account);
    const elsewhere = await issueTokens(temp.db, account);
    await revokeRefreshToken(temp.db, here.refreshToken);
    expect(await accountForToken(temp.db, here.accessToken)).toBeNull();
    expect(await accountForToken(temp.db, elsewhere.accessToken)).toBe(account.id);
  });
});
