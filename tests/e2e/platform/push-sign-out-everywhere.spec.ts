import { test, expect } from '@playwright/test';
import { OWN_PORTS } from '../support/server-env';
import { SharedInstances } from '../support/own-server';
import { api, authenticate, freshAccount, openPush, ORIGIN, useOrigin } from '../photos/api-upload-client';

/**
 * "Sign out everywhere" on one instance closes the account's push sockets held by another, within seconds
 * (through the push channel's NOTIFY), so they receive none of its events afterwards. PostgreSQL only.
 */
const origins = OWN_PORTS.pushSignOut.map((p) => `http://localhost:${p}`);
const instances = new SharedInstances('push_sign_out');
const sharedOrigin = ORIGIN;

test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (the suite runs on it too)');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const env = { SEED_DEMO: 'false', TEST_FAST_PASSWORD_HASH: '1', SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000' };
  for (const port of OWN_PORTS.pushSignOut) await instances.start(port, env);
});

test.afterAll(async () => {
  useOrigin(sharedOrigin);
  await instances.tearDown();
});

test('a socket on instance A is closed within seconds of signing out everywhere on instance B', async () => {
  useOrigin(origins[0], instances.dataDir);
  const { token } = await freshAccount();
  const push = await openPush();
  expect(await authenticate(push, token)).toBe('OK');
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    push.socket.once('close', (code) => resolve({ code, at: Date.now() })),
  );

  useOrigin(origins[1], instances.dataDir);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { idp_type: string; idp_sub: string };
  const signedOut = Date.now();
  const answer = await api(token, 'POST', `/api/identity/v2/identities/${claims.idp_type}/${claims.idp_sub}/sessions/actions/revoke`);
  expect(answer.status).toBe(200);

  const { code, at } = await Promise.race([
    closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('socket still open')), 5000)),
  ]);
  expect(code).toBe(4401);
  expect(at - signedOut).toBeLessThan(5000);
});
