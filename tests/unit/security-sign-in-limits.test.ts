import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { useTempDatabase } from './support/temp-database';
import { newAccount, TEST_PASSWORD as password } from './support/accounts';
import { signIn, type SignInResult } from '@/server/identity';
import { ACCOUNT_BACK_OFF, ADDRESS_BACK_OFF, backOffMs } from '@/server/auth/sign-in-throttle';
import { clientAddress } from '@/server/client-address';

const temp = useTempDatabase('sign-in-limit');

const account = (email: string) => newAccount(temp.db, email);
const reason = (r: SignInResult) => (r.ok ? 'ok' : r.reason);

describe('sign-in back-off', () => {
  // The back-off reads the application's clock: frozen, a slow machine cannot outwait a one-second back-off.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never counts successful sign-ins, so many customers behind one address keep signing in', async () => {
    await account('office@test.example');
    for (let i = 0; i < ADDRESS_BACK_OFF.free + 10; i++) {
      expect(reason(await signIn(temp.db, 'office@test.example', password, { address: '10.0.0.1' }))).toBe('ok');
    }
  });

  it('slows guessing an account down, doubling the wait after the free failures', async () => {
    await account('guessed@test.example');
    const reasons: string[] = [];
    for (let i = 0; i < ACCOUNT_BACK_OFF.free + 2; i++)
      reasons.push(reason(await signIn(temp.db, 'guessed@test.example', 'wrong-password', { address: '10.0.0.2' })));
    expect(reasons.slice(0, ACCOUNT_BACK_OFF.free + 1)).toEqual(Array(ACCOUNT_BACK_OFF.free + 1).fill('invalid'));
    expect(reasons.at(-1)).toBe('rate-limited');
    // A browser that never signed in to the account waits too, wherever it is: it cannot be told from the attacker.
    const stranger = await signIn(temp.db, 'guessed@test.example', password, { address: '10.9.9.9' });
    expect(stranger).toMatchObject({ ok: false, reason: 'rate-limited', retryAfterMs: 1000 });
    // Once the wait is over, the right password is heard again.
    vi.setSystemTime(Date.now() + 1000);
    expect(reason(await signIn(temp.db, 'guessed@test.example', password, { address: '10.9.9.9' }))).toBe('ok');
    expect(backOffMs(ACCOUNT_BACK_OFF.free + 1, ACCOUNT_BACK_OFF)).toBe(1000);
    expect(backOffMs(ACCOUNT_BACK_OFF.free + 30, ACCOUNT_BACK_OFF)).toBe(ACCOUNT_BACK_OFF.maxDelayMs);
  });

  it("never refuses the owner's correct password from a browser that signed in before, whatever an attacker did", async () => {
    await account('owner@test.example');
    const first = await signIn(temp.db, 'owner@test.example', password, { address: '192.0.2.1' });
    if (!first.ok) throw new Error('first sign-in refused');
    // The attacker guesses from the owner's own office address and from elsewhere.
    for (let i = 0; i < 40; i++)
      await signIn(temp.db, 'owner@test.example', `guess-${i}`, { address: i % 2 ? '192.0.2.1' : '203.0.113.7' });
    expect(reason(await signIn(temp.db, 'owner@test.example', password, { address: '192.0.2.1' }))).toBe('rate-limited');
    expect(reason(await signIn(temp.db, 'owner@test.example', password, { address: '192.0.2.1', device: first.device }))).toBe('ok');
  });

  it('lets an address that many failed from wait at most a minute, and never stops a known browser', async () => {
    const emails = ['a@nat.example', 'b@nat.example', 'c@nat.example'];
    for (const e of emails) await account(e);
    const known = await signIn(temp.db, 'a@nat.example', password, { address: '198.51.100.1' });
    if (!known.ok) throw new Error('sign-in refused');
    for (let i = 0; i < 60; i++) await signIn(temp.db, `stuffed-${i}@nat.example`, 'guess', { address: '198.51.100.1' });
    const newcomer = await signIn(temp.db, 'b@nat.example', password, { address: '198.51.100.1' });
    expect(newcomer).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(newcomer.ok === false && newcomer.reason === 'rate-limited' && newcomer.retryAfterMs).toBeLessThanOrEqual(
      ADDRESS_BACK_OFF.maxDelayMs,
    );
    expect(reason(await signIn(temp.db, 'a@nat.example', password, { address: '198.51.100.1', device: known.device }))).toBe('ok');
    // The browser's mark is for its own account only.
    expect(reason(await signIn(temp.db, 'c@nat.example', password, { address: '198.51.100.1', device: known.device }))).toBe(
      'rate-limited',
    );
  });
});

describe('the client address', () => {
  it('believes X-Forwarded-For only from a trusted proxy, and takes the nearest untrusted hop', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', [])).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '1.2.3.4', ['10.0.0.2'])).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', 'spoofed, 198.51.100.7', ['10.0.0.2'])).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '198.51.100.7, 10.0.0.3', ['10.0.0.2', '10.0.0.3'])).toBe('198.51.100.7');
  });
});

describe('sign-up', () => {
  it('is limited per client address', async () => {
    const { signUpAllowed } = await import('@/server/identity');
    const answers: boolean[] = [];
    for (let i = 0; i < 4; i++) answers.push(await signUpAllowed(temp.db, '203.0.113.50', 3));
    expect(answers).toEqual([true, true, true, false]);
    expect(await signUpAllowed(temp.db, '203.0.113.51', 3)).toBe(true);
  });
});
