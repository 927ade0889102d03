import { describe, it, expect } from 'vitest';
import { useTempDatabase } from './support/temp-database';
import { createAccount, signIn } from '@/server/identity';
import { SIGN_IN_ATTEMPTS_PER_WINDOW } from '@/domain/constants';

const temp = useTempDatabase('sign-in-limit');

const password = 'a-long-password';
async function account(email: string) {
  await createAccount(temp.db, { email, password, firstName: 'A', lastName: 'B', channelId: 'pixelpress-uk' });
}

describe('sign-in limits', () => {
  it('never counts successful sign-ins, so many customers behind one address keep signing in', async () => {
    await account('office@test.example');
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_WINDOW * 5 + 5; i++) {
      const result = await signIn(temp.db, 'office@test.example', password, '10.0.0.1');
      expect(result.ok).toBe(true);
    }
  });

  it('refuses an e-mail after too many wrong passwords, even with the right one', async () => {
    await account('guessed@test.example');
    const reasons: string[] = [];
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_WINDOW + 1; i++) {
      const result = await signIn(temp.db, 'guessed@test.example', 'wrong-password', '10.0.0.2');
      reasons.push(result.ok ? 'ok' : result.reason);
    }
    expect(reasons.slice(0, SIGN_IN_ATTEMPTS_PER_WINDOW)).toEqual(Array(SIGN_IN_ATTEMPTS_PER_WINDOW).fill('invalid'));
    expect(reasons.at(-1)).toBe('rate-limited');
    const right = await signIn(temp.db, 'guessed@test.example', password, '10.0.0.3');
    expect(right).toMatchObject({ ok: false, reason: 'rate-limited' });
  });
});
