import http from 'node:http';
import { test, expect } from '@playwright/test';
import { OWN_PORTS } from '../support/server-env';
import { admin, SharedInstances } from '../support/own-server';
import { freshAccount, ORIGIN, useOrigin, waitFor } from '../photos/api-upload-client';

/**
 * The database renamed away under a running server (as a dropped database looks to it), then back: pages
 * answer the branded, translated 503 page with Retry-After, the API and the health check 503 (the health
 * check naming the database), and everything recovers by itself. PostgreSQL only, on a database of its own.
 */
const origin = `http://localhost:${OWN_PORTS.databaseGone}`;
const instances = new SharedInstances('database_gone');
const sharedOrigin = ORIGIN;

test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (the suite runs on it too)');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await instances.start(OWN_PORTS.databaseGone, {
    SEED_DEMO: 'false',
    TEST_FAST_PASSWORD_HASH: '1',
    SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
  });
});

test.afterAll(async () => {
  useOrigin(sharedOrigin);
  await instances.tearDown();
});

/** Renames a database, ending its connections first (the server reconnects at once, so again until it is done). */
async function rename(from: string, to: string): Promise<void> {
  await waitFor(async () => {
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${from}' AND pid <> pg_backend_pid()`);
    return admin(`ALTER DATABASE ${from} RENAME TO ${to}`).then(
      () => true,
      () => false,
    );
  }, `renaming ${from}`);
}

/** A GET on a channel's host (Node's fetch neither resolves *.localhost nor lets a Host header through). */
function onHost(prefix: string, path: string, cookie: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { port: OWN_PORTS.databaseGone, path, headers: { host: `${prefix}.localhost:${OWN_PORTS.databaseGone}`, cookie } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
  });
}

test('with its database gone the server answers 503 with Retry-After, and recovers when it is back', async () => {
  test.setTimeout(120_000);
  useOrigin(origin, instances.dataDir);
  const { token } = await freshAccount();
  const cookie = `access_token=${token}`;
  const page = () => fetch(`${origin}/orders`, { headers: { cookie } });
  expect((await page()).status).toBe(200);

  const name = new URL(instances.databaseUrl).pathname.slice(1);
  await rename(name, `${name}_away`);
  try {
    const down = await page();
    expect(down.status).toBe(503);
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await down.text()).toContain('be back shortly');
    const translated = await onHost('de', '/orders', cookie);
    expect(translated.status).toBe(503);
    expect(translated.text).toContain('Wir sind gleich wieder da');

    const service = await fetch(`${origin}/api/customer/customers/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(service.status).toBe(503);
    expect(service.headers.get('retry-after')).toBeTruthy();
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBeTruthy();
    expect(await health.json()).toEqual({ ok: false, database: 'down' });
  } finally {
    await rename(`${name}_away`, name);
  }

  const health = await waitFor(async () => {
    const reply = await fetch(`${origin}/api/health`);
    return reply.status === 200 && reply;
  }, 'the health check to recover');
  expect(await health.json()).toEqual({ ok: true, database: 'up' });
  expect((await page()).status).toBe(200);
});
