import path from 'node:path';
import { test, expect } from '@playwright/test';
import { OWN_PORTS } from '../support/server-env';
import { SharedInstances } from '../support/own-server';
import { readMails, linkTo } from '../support/outbox';
import { freshAccount, ORIGIN, useOrigin, waitFor } from '../photos/api-upload-client';

/**
 * Races across server processes on one PostgreSQL database: instance A, and instance B of two processes
 * (WEB_CONCURRENCY=2). What holds: a refresh token sent to both at once is rotated once (both answer the same
 * successor, decision 0005's grace for parallel requests), and an account deleted on A while B serves it
 * gives B no 500 and is gone on both.
 */
const [A, B] = OWN_PORTS.races.map((p) => `http://localhost:${p}`);
const instances = new SharedInstances('races');
const sharedOrigin = ORIGIN;

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (the suite runs on it too)');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const env = { SEED_DEMO: 'false', TEST_FAST_PASSWORD_HASH: '1', SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000', JWT_SECRET: 'races-'.repeat(8) };
  await instances.start(OWN_PORTS.races[0], env);
  await instances.start(OWN_PORTS.races[1], { ...env, WEB_CONCURRENCY: '2' });
});

test.afterAll(async () => {
  useOrigin(sharedOrigin);
  await instances.tearDown();
});

async function session(email: string): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${A}/api/identity/v2/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: A },
    body: JSON.stringify({ email, password: 'a-long-password' }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

const refreshOn = async (origin: string, refreshToken: string) => {
  const response = await fetch(`${origin}/api/session/refresh`, {
    method: 'POST',
    headers: { origin, cookie: `refresh_token=${refreshToken}` },
  });
  const successor = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('refresh_token='))
    ?.split(';')[0]
    .slice('refresh_token='.length);
  return { status: response.status, successor };
};

test('one refresh token sent to two instances at once is rotated once: both answer the same successor, which works', async () => {
  useOrigin(A, instances.dataDir);
  const { email } = await freshAccount();
  const { refreshToken } = await session(email);
  const [onA, onB] = await Promise.all([refreshOn(A, refreshToken), refreshOn(B, refreshToken)]);
  expect([onA.status, onB.status]).toEqual([204, 204]);
  expect(onA.successor).toBeTruthy();
  expect(onB.successor).toBe(onA.successor);
  const next = await refreshOn(B, onA.successor!);
  expect(next.status).toBe(204);
  expect(next.successor).not.toBe(onA.successor);
});

test('an account deleted on A while B serves its requests: no 500 on B, and it is gone on both', async () => {
  test.setTimeout(120_000);
  useOrigin(A, instances.dataDir);
  const { email, token } = await freshAccount();
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { idp_type: string; idp_sub: string };
  const base = `/api/identity/v2/identities/${claims.idp_type}/${claims.idp_sub}`;
  const asked = await fetch(`${A}${base}/deleteaccount`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: A },
    body: JSON.stringify({}),
  });
  expect(asked.status).toBeLessThan(300);
  const mail = await waitFor(
    async () =>
      readMails(email, {}, path.join(instances.dataDir, 'mail')).find((m) =>
        m.links.some((l) => new URL(l).pathname === '/delete-account-confirmation'),
      ),
    'the deletion mail',
  );
  const link = linkTo(mail, '/delete-account-confirmation');
  const confirmationToken = link.searchParams.get('confirmation-token')!;

  const statuses: number[] = [];
  let deleting = true;
  const load = (async () => {
    while (deleting) {
      const answers = await Promise.all(
        ['/api/customer/customers/me', '/api/photo-management/photos', '/api/photo-management/albums', '/orders'].map((p) =>
          fetch(`${B}${p}`, { headers: { authorization: `Bearer ${token}`, cookie: `access_token=${token}` }, redirect: 'manual' }).then(
            (r) => r.status,
          ),
        ),
      );
      statuses.push(...answers);
    }
  })();
  await new Promise((r) => setTimeout(r, 300));
  const confirmed = await fetch(`${A}${base}/deleteaccount/${confirmationToken}/actions/confirm`, {
    method: 'POST',
    headers: { origin: A },
  });
  expect(confirmed.status).toBe(200);
  await new Promise((r) => setTimeout(r, 500));
  deleting = false;
  await load;

  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  for (const origin of [A, B]) {
    const me = await fetch(`${origin}/api/customer/customers/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  }
});
