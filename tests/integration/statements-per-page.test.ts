import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import pg from 'pg';
import { startServer, signInCookies, SERVER_START_TIMEOUT_MS } from '../support/server.mjs';
import { POSTGRES_ADMIN_URL, postgresReachable } from '../support/postgres';

/**
 * The statements a page sends to PostgreSQL, as the built server counts them into its Server-Timing
 * (`statements`, and `unprepared`: sent without a name, so parsed and planned on every request). Counts,
 * not timings: each is exact for the demo consumer's data.
 */
const name = `statements_${process.pid}`;
const url = Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${name}` }).href;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let cookie = '';

/** The second request's: the first also fills the server's short caches (flags, the channel's public config). */
async function sent(path: string): Promise<{ statements: number; unprepared: number }> {
  const ask = () => fetch(server!.origin + path, { headers: { cookie, accept: 'text/html,application/json' }, redirect: 'manual' });
  await (await ask()).arrayBuffer();
  const response = await ask();
  await response.arrayBuffer();
  expect(response.status, path).toBe(200);
  const timing = response.headers.get('server-timing') ?? '';
  const count = (metric: string) => Number(new RegExp(`${metric};desc=(\\d+)`).exec(timing)?.[1]);
  return { statements: count('statements'), unprepared: count('unprepared') };
}

async function json<T>(path: string): Promise<T> {
  return (await fetch(server!.origin + path, { headers: { cookie, accept: 'application/json' } })).json() as Promise<T>;
}

describe('statements per request on PostgreSQL', () => {
  beforeAll(async () => {
    if (!(await postgresReachable())) return;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    server = await startServer({ port: Number(process.env.STATEMENTS_PORT ?? 4467), env: { DATABASE_URL: url, SERVER_TIMING: '1' } });
    cookie = await signInCookies(server.origin, 'consumer@demo.example');
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    if (!server) return;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('an order page reads its order and products once: four statements at most, all prepared', async (context) => {
    if (!server) return context.skip();
    const { items } = await json<{ items: { code: string; products: { voucher: string | null }[] }[] }>('/api/order/v2/superorders/me');
    // An order with a voucher on a product asks the most (its voucher's offer as well).
    const order = items.find((o) => o.products.length > 1 && o.products.some((p) => p.voucher)) ?? items[0];
    expect(await sent(`/orders/${order.code}`)).toEqual({ statements: expect.toSatisfy((n: number) => n <= 4), unprepared: 0 });
  });

  it('the albums page and the tab counts send prepared statements only, the counts one', async (context) => {
    if (!server) return context.skip();
    expect((await sent('/my-photos/albums')).unprepared).toBe(0);
    const timeline = await sent('/api/photo-management/users/timeline');
    const counts = await sent('/api/photo-management/users/counts?sharedView=false');
    // The same signed-in request with one statement of its own (the timeline's counts) and the two numbers of the tabs.
    expect(counts).toEqual(timeline);
  });

  it('the photos page reads the months of its first screen in one statement', async (context) => {
    if (!server) return context.skip();
    // The session, the timeline's and the tabs' counts, the library's activation, the months, the customer
    // (order prints) and the pending uploads: 9 months of the demo on the first screen, one statement for them.
    expect(await sent('/my-photos/photos')).toEqual({ statements: 7, unprepared: 0 });
  });

  it('the photo pages send prepared statements only', async (context) => {
    if (!server) return context.skip();
    const { albums } = await json<{ albums: { albumId: string }[] }>('/api/photo-management/albums?limit=1');
    const { images } = await json<{ images: { imageId: string }[] }>('/api/photo-management/photos?limit=1');
    for (const path of ['/my-photos/photos', `/my-photos/albums/${albums[0].albumId}`, `/my-photos/photos/preview/${images[0].imageId}`])
      expect((await sent(path)).unprepared, path).toBe(0);
  });
});
