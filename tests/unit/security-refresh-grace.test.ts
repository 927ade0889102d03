import { describe, it, expect, vi, afterEach } from 'vitest';
import { useTempDatabase } from './support/temp-database';
import { issueTokens } from '@/server/identity';
import { newAccount } from './support/accounts';
import { rotateRefreshToken, signAccessToken } from '@/server/auth/session-tokens';
import { tokenAccount } from '@/server/auth/viewer';
import { REFRESH_REUSE_GRACE_SECONDS } from '@/domain/constants';

const temp = useTempDatabase('refresh-grace');

async function session(email: string) {
  return (await signedIn(email)).refreshToken;
}

async function signedIn(email: string) {
  return issueTokens(temp.db, await newAccount(temp.db, email));
}

afterEach(() => vi.useRealTimers());

describe('refresh-token rotation', () => {
  it('answers parallel requests with the same token with one successor, and the session goes on', async () => {
    const first = await session('parallel@test.example');
    const answers = await Promise.all(Array.from({ length: 6 }, () => rotateRefreshToken(temp.db, first)));
    expect(answers.every((a) => a.ok)).toBe(true);
    const successors = new Set(answers.map((a) => (a.ok ? a.refreshToken : '')));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    expect(successor).not.toBe(first);
    const next = await rotateRefreshToken(temp.db, successor);
    expect(next.ok).toBe(true);
  });

  it('ends the whole family when a replaced token comes back after the grace window', async () => {
    const first = await session('stolen@test.example');
    const rotated = await rotateRefreshToken(temp.db, first);
    if (!rotated.ok) throw new Error('first rotation refused');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    expect(await rotateRefreshToken(temp.db, first)).toEqual({ ok: false, reason: 'reused' });
    expect(await rotateRefreshToken(temp.db, rotated.refreshToken)).toEqual({ ok: false, reason: 'revoked' });
  });

  it("refuses the session's access tokens at once when a reused refresh token ends it, and only that session's", async () => {
    const stolen = await signedIn('reuse-access@test.example');
    const rotated = await rotateRefreshToken(temp.db, stolen.refreshToken);
    if (!rotated.ok) throw new Error('first rotation refused');
    const renewed = await signAccessToken(rotated.account, rotated.familyId);
    const other = await issueTokens(temp.db, rotated.account);
    expect(await tokenAccount(temp.db, stolen.accessToken)).toMatchObject({ account: { id: rotated.account.id } });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    expect(await rotateRefreshToken(temp.db, stolen.refreshToken)).toEqual({ ok: false, reason: 'reused' });
    expect(await tokenAccount(temp.db, stolen.accessToken)).toBe('ended');
    expect(await tokenAccount(temp.db, renewed)).toBe('ended');
    expect(await tokenAccount(temp.db, other.accessToken)).toMatchObject({ account: { id: rotated.account.id } });
  });
});
