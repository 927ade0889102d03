// Timeline at scale: a 100,000-photo library opened in Chromium against the built server on
// PostgreSQL. Prints the time to the first thumbnails, the most DOM nodes seen while scrolling to the
// oldest month, and the JS heap; the library model's interactions (a deep link to the oldest photo,
// ArrowRight to the next photo shown, selecting a month of 500+ photos); then opens a 1,000,000-photo
// library and tells whether its oldest month is reached (with the year/month scrubber and by scrolling).
// Libraries are seeded with bulk SQL in a database of its own (dropped after). Run after the build:
//   OUT_DIR=/tmp/dist-x node tests/bench/timeline.mjs
// TEST_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), TIMELINE_PORT (4413),
// TIMELINE_PHOTOS (100000) and TIMELINE_BIG_PHOTOS (1000000) change the set-up.
import pg from 'pg';
import { chromium } from '@playwright/test';
import { startServer, signUpCookies } from '../support/server.mjs';
import { seedPhotos, writeSeedBlobs } from '../support/big-library.mjs';

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

async function account(db, origin, prefix) {
  const email = `${prefix}-${process.pid}@bench.example`;
  const cookies = await signUpCookies(origin, email);
  const { rows } = await db.query('SELECT id FROM accounts WHERE lower(email) = lower($1)', [email]);
  return { id: rows[0].id, cookies };
}

async function contextFor(browser, origin, cookies, viewport) {
  const context = await browser.newContext({ viewport });
  await context.addCookies(
    cookies.split('; ').map((pair) => {
      const [n, ...v] = pair.split('=');
      return { name: n, value: v.join('='), url: origin };
    }),
  );
  return context;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

/** Waits in the page until the preview shows a photo other than `before`, its image decoded. */
const shownOtherThan = (before) =>
  new Promise((resolve) => {
    const check = () => {
      const img = document.querySelector('[data-testid="preview-image"]');
      if (img && img.alt !== before && img.complete && img.naturalWidth > 0) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });

/** Deep link to the oldest photo, ArrowRight to the next photo shown, selecting a month of 500+ photos. */
async function libraryModel(context, accountId) {
  const out = {};
  const {
    rows: [oldest],
  } = await db.query(
    `SELECT id, local_file_name AS name FROM photos WHERE account_id = $1 AND date_taken IS NOT NULL
    ORDER BY date_taken, id LIMIT 1`,
    [accountId],
  );
  const page = await context.newPage();
  await page.goto(`${server.origin}/my-photos/photos/preview/${oldest.id}`); // warm
  await page.goto('about:blank');
  let started = Date.now();
  await page.goto(`${server.origin}/my-photos/photos/preview/${oldest.id}`);
  await page.waitForFunction((name) => {
    const img = document.querySelector('[data-testid="preview-image"]');
    return img && img.alt === name && img.complete && img.naturalWidth > 0;
  }, oldest.name);
  out['deep link to the oldest photo shown (ms)'] = Date.now() - started;

  // From a photo in the middle of the library, at a person's pace (one key every 250 ms).
  const {
    rows: [middle],
  } = await db.query(
    `SELECT id FROM photos WHERE account_id = $1 AND date_taken IS NOT NULL
    ORDER BY date_taken DESC, id DESC OFFSET 50000 LIMIT 1`,
    [accountId],
  );
  await page.goto(`${server.origin}/my-photos/photos/preview/${middle.id}`);
  await page.waitForSelector('[data-testid="preview-frame"][data-gestures="ready"]');
  const times = await page.evaluate(
    async ({ presses, shown }) => {
      const wait = new Function(`return ${shown}`)();
      const spent = [];
      for (let i = 0; i < presses; i++) {
        const before = document.querySelector('[data-testid="preview-image"]').alt;
        const t0 = performance.now();
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
        await wait(before);
        spent.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 250));
      }
      return spent;
    },
    { presses: 100, shown: shownOtherThan.toString() },
  );
  out['ArrowRight to next photo shown p50 (ms)'] = percentile(times, 50);
  out['ArrowRight to next photo shown p95 (ms)'] = percentile(times, 95);

  await page.goto(`${server.origin}/my-photos/photos`);
  await page.waitForSelector('[data-testid="photo-grid"][data-ready="true"]');
  const {
    rows: [month],
  } = await db.query(
    `SELECT taken_month, photos_count FROM photo_month_counts WHERE account_id = $1 AND taken_month > 0
    ORDER BY taken_month DESC OFFSET 1 LIMIT 1`,
    [accountId],
  );
  const key = `${Math.floor(month.taken_month / 100)}/${month.taken_month % 100}`;
  await page.getByTestId('select-mode').click();
  const toggle = page.locator(`[data-month="${key}"] [data-testid="select-month"]`);
  await toggle.waitFor();
  started = Date.now();
  await toggle.click();
  await page
    .getByTestId('selected-count')
    .filter({ hasText: `${month.photos_count} photos selected` })
    .waitFor();
  out[`select a month of ${month.photos_count} photos (ms)`] = Date.now() - started;
  await page.close();
  return out;
}

const server = await startServer({ port: Number(process.env.TIMELINE_PORT ?? 4413), env: { DATABASE_URL: url.toString() } });
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info'],
});
const results = {};
try {
  await writeSeedBlobs(server.dataDir);
  const small = await account(db, server.origin, 'timeline-100k');
  let t = Date.now();
  // One photo every 1.4 hours: ~16 years, ~190 months of ~520 photos.
  await seedPhotos(db, small.id, { count: SMALL, hours: 1.4 });
  console.log(`seeded ${SMALL.toLocaleString('en')} photos in ${((Date.now() - t) / 1000).toFixed(1)} s`);

  const context = await contextFor(browser, server.origin, small.cookies, { width: 1280, height: 900 });
  const page = await context.newPage();
  // A running server is warm: one visit first (database pool, module caches), then the measured one.
  await page.goto(`${server.origin}/my-photos/photos`);
  await page.goto('about:blank');
  const started = Date.now();
  await page.goto(`${server.origin}/my-photos/photos`);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="photo-tile"] img')].some((img) => img.complete && img.naturalWidth > 0),
  );
  results['first thumbnails (ms)'] = Date.now() - started;
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:has([data-testid="photo-grid"])'));

  let maxNodes = 0;
  let steps = 0;
  for (;;) {
    const state = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return {
        nodes: document.getElementsByTagName('*').length,
        atEnd: window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
      };
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
  Object.assign(results, await libraryModel(context, small.id));
  await context.close();

  const big = await account(db, server.origin, 'timeline-1m');
  t = Date.now();
  // One photo every 15 minutes: ~28 years, ~340 months of ~2,900 photos.
  await seedPhotos(db, big.id, { count: BIG, hours: 0.25 });
  console.log(`seeded ${BIG.toLocaleString('en')} photos in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const bigContext = await contextFor(browser, server.origin, big.cookies, { width: 412, height: 915 });
  const bigPage = await bigContext.newPage();
  await bigPage.goto(`${server.origin}/my-photos/photos`);
  await bigPage.waitForFunction(() => !document.querySelector('astro-island[ssr]:has([data-testid="photo-grid"])'));
  const expectedOldest = (
    await db.query('SELECT min(taken_month) AS m FROM photo_month_counts WHERE account_id = $1 AND taken_month > 0', [big.id])
  ).rows[0].m;
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
console.log(
  'targets: first thumbnails <= 1000 ms unthrottled, <= 2000 DOM nodes, oldest month reached; ArrowRight p95 <= 100 ms, a month of 500 selected <= 300 ms, deep link to the oldest photo <= 1000 ms',
);
const monthSelect = Object.entries(results).find(([k]) => k.startsWith('select a month'))?.[1];
const ok =
  results['first thumbnails (ms)'] <= 1000 &&
  results['max DOM nodes while scrolling'] <= 2000 &&
  String(results['1M: oldest month via scrubber']).endsWith('reached') &&
  results['ArrowRight to next photo shown p95 (ms)'] <= 100 &&
  monthSelect <= 300 &&
  results['deep link to the oldest photo shown (ms)'] <= 1000;
if (!ok) process.exitCode = 1;
