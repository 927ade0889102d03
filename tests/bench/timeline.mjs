// Timeline at scale: a 100,000-photo library opened in Chromium against the built server on
// PostgreSQL. Prints the time to the first thumbnails, the most DOM nodes seen while scrolling to the
// oldest month, the JS heap, and frames over 50 ms while scrolling at 4x CPU slowdown; then opens a
// 1,000,000-photo library and tells whether its oldest month is reached (with the year/month scrubber
// and by scrolling to the end).
// Libraries are seeded with bulk SQL in a database of its own (dropped after). Run after the build:
//   OUT_DIR=/tmp/dist-x node tests/bench/timeline.mjs
// TEST_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), TIMELINE_PORT (4413),
// TIMELINE_PHOTOS (100000) and TIMELINE_BIG_PHOTOS (1000000) change the set-up.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { startServer, signUpCookies } from '../support/server.mjs';
import { BENCH_ENV } from './support/measure.mjs';

const ADMIN = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SMALL = Number(process.env.TIMELINE_PHOTOS ?? 100_000);
const BIG = Number(process.env.TIMELINE_BIG_PHOTOS ?? 1_000_000);
const name = `photo_account_timeline_${process.pid}`;

const admin = new pg.Client({ connectionString: ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(ADMIN);
url.pathname = `/${name}`;

/** One real JPEG and its thumbnails shared by every seeded photo (the bench measures the UI, not storage). */
async function writeBlobs(dataDir) {
  const dir = path.join(dataDir, 'blobs', 'bench');
  fs.mkdirSync(dir, { recursive: true });
  const base = sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 140, b: 200 } } });
  fs.writeFileSync(path.join(dir, 'original.jpg'), await base.clone().jpeg().toBuffer());
  for (const size of [300, 800, 1300]) fs.writeFileSync(path.join(dir, `${size}.jpg`), await base.clone().resize(size).jpeg().toBuffer());
}

/**
 * Inserts `count` active photos spread one every `hours` hours back from 2026, in batches, then the
 * per-month counts the service keeps.
 */
async function seed(db, accountId, count, hours) {
  const thumbs = JSON.stringify([300, 800, 1300].map((id) => ({ id, width: id, height: Math.round(id * 0.75), key: `bench/${id}.jpg` })));
  for (let start = 0; start < count; start += 100_000) {
    const n = Math.min(100_000, count - start);
    await db.query(`INSERT INTO photos (account_id, local_file_name, content_hash, mime, width, height, date_taken, status, blob_key, thumbnails, created)
      SELECT $1::uuid, 'IMG_' || g || '.jpg', md5($1::text || g), 'image/jpeg', 1600, 1200,
             timestamp '2026-01-01 12:00:00' - (g * $2::double precision) * interval '1 hour', 'active', 'bench/original.jpg', $3::jsonb,
             now() - g * interval '1 second'
      FROM generate_series($4::int, $5::int) g`, [accountId, hours, thumbs, start + 1, start + n]);
  }
  await db.query(`INSERT INTO photo_month_counts (account_id, taken_month, photos_count)
    SELECT account_id, taken_month, count(*) FROM photos WHERE account_id = $1 GROUP BY 1, 2`, [accountId]);
  await db.query(`INSERT INTO photo_totals (account_id, photos_count) VALUES ($1, $2)
    ON CONFLICT (account_id) DO UPDATE SET photos_count = excluded.photos_count`, [accountId, count]);
}

async function account(db, origin, prefix) {
  const email = `${prefix}-${process.pid}@bench.example`;
  const cookies = await signUpCookies(origin, email);
  const { rows } = await db.query('SELECT id FROM accounts WHERE lower(email) = lower($1)', [email]);
  return { id: rows[0].id, cookies };
}

async function contextFor(browser, origin, cookies, viewport) {
  const context = await browser.newContext({ viewport });
  await context.addCookies(cookies.split('; ').map((pair) => {
    const [n, ...v] = pair.split('=');
    return { name: n, value: v.join('='), url: origin };
  }));
  return context;
}

const server = await startServer({ port: Number(process.env.TIMELINE_PORT ?? process.env.BENCH_PORT ?? 4413), env: { ...BENCH_ENV, DATABASE_URL: url.toString() } });
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'] });
const results = {};
try {
  await writeBlobs(server.dataDir);
  const small = await account(db, server.origin, 'timeline-100k');
  let t = Date.now();
  // One photo every 2 hours: ~23 years, ~275 months of ~365 photos.
  await seed(db, small.id, SMALL, 2);
  console.log(`seeded ${SMALL.toLocaleString('en')} photos in ${((Date.now() - t) / 1000).toFixed(1)} s`);

  const context = await contextFor(browser, server.origin, small.cookies, { width: 1280, height: 900 });
  const page = await context.newPage();
  // A running server is warm: one visit first (database pool, module caches), then the measured one.
  await page.goto(`${server.origin}/my-photos/photos`);
  await page.goto('about:blank');
  const started = Date.now();
  await page.goto(`${server.origin}/my-photos/photos`);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="photo-tile"] img')].some((img) => img.complete && img.naturalWidth > 0));
  results['first thumbnails (ms)'] = Date.now() - started;
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:has([data-testid="photo-grid"])'));

  let maxNodes = 0;
  let steps = 0;
  for (;;) {
    const state = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return { nodes: document.getElementsByTagName('*').length, atEnd: window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 };
    });
    maxNodes = Math.max(maxNodes, state.nodes);
    steps++;
    if (state.atEnd) break;
  }
  const oldest = page.locator('[data-testid="month-section"]').last();
  await oldest.locator('[data-testid="photo-tile"]').first().waitFor();
  results['scroll steps (one viewport each)'] = steps;
  results['max DOM nodes while scrolling'] = maxNodes;
  results['oldest month (100k)'] = await oldest.getAttribute('data-month');
  results['grid height (px, 100k)'] = Number(await page.getByTestId('photo-grid').getAttribute('data-total-height'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  results['JS heap used after scrolling (MB)'] = +(heap.usedSize / 1e6).toFixed(1);

  // A slow phone: 4x CPU slowdown, scrolling back up through the library a little every frame (as a flick
  // does), every frame's duration taken from requestAnimationFrame.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const frames = await page.evaluate(async (seconds) => {
    const durations = [];
    let last = performance.now();
    const end = last + seconds * 1000;
    await new Promise((resolve) => {
      const step = (now) => {
        durations.push(now - last);
        last = now;
        window.scrollBy(0, -Math.round(window.innerHeight / 6));
        if (now < end && window.scrollY > 0) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    return durations;
  }, Number(process.env.TIMELINE_SCROLL_SECONDS ?? 30));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  results['4x CPU: frames while scrolling'] = frames.length;
  results['4x CPU: frames over 50 ms'] = frames.filter((d) => d > 50).length;
  results['4x CPU: longest frame (ms)'] = Math.round(Math.max(...frames));
  await context.close();

  const big = await account(db, server.origin, 'timeline-1m');
  t = Date.now();
  // One photo every 15 minutes: ~28 years, ~340 months of ~2,900 photos.
  await seed(db, big.id, BIG, 0.25);
  console.log(`seeded ${BIG.toLocaleString('en')} photos in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const bigContext = await contextFor(browser, server.origin, big.cookies, { width: 412, height: 915 });
  const bigPage = await bigContext.newPage();
  await bigPage.goto(`${server.origin}/my-photos/photos`);
  await bigPage.waitForFunction(() => !document.querySelector('astro-island[ssr]:has([data-testid="photo-grid"])'));
  const expectedOldest = (await db.query('SELECT min(taken_month) AS m FROM photo_month_counts WHERE account_id = $1 AND taken_month > 0', [big.id])).rows[0].m;
  const key = `${Math.floor(expectedOldest / 100)}/${expectedOldest % 100}`;
  const scrubber = bigPage.getByTestId('scrubber');
  await scrubber.selectOption(key);
  const viaScrubber = bigPage.locator(`[data-month="${key}"] [data-testid="photo-tile"] img`).first();
  await viaScrubber.waitFor({ timeout: 15_000 });
  results['1M: oldest month via scrubber'] = `${key} reached`;
  await bigPage.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const atEnd = bigPage.locator(`[data-month="${key}"] [data-testid="photo-tile"]`).first();
  await atEnd.waitFor({ timeout: 15_000 });
  results['1M: oldest month by scrolling to the end'] = `${key} reached`;
  results['grid height (px, 1M, phone)'] = Number(await bigPage.getByTestId('photo-grid').getAttribute('data-total-height'));
  results['1M: DOM nodes at the end'] = await bigPage.evaluate(() => document.getElementsByTagName('*').length);
  await bigContext.close();
} finally {
  await browser.close();
  await db.end();
  await server.stop();
  const cleanup = new pg.Client({ connectionString: ADMIN });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
}
console.table(results);
console.log('targets: first thumbnails <= 1000 ms unthrottled, <= 2000 DOM nodes, no frame over 50 ms while scrolling at 4x CPU, oldest month reached');
const ok = results['first thumbnails (ms)'] <= 1000 && results['max DOM nodes while scrolling'] <= 2000 && results['4x CPU: frames over 50 ms'] === 0
  && String(results['1M: oldest month via scrubber']).endsWith('reached');
if (!ok) process.exitCode = 1;
