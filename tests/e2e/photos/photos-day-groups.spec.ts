import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startServer, signUpCookies } from '../../support/server.mjs';
import { accountId, ownDatabase, seedPhotos, writeSeedBlobs } from '../../support/big-library.mjs';
import { OWN_PORTS } from '../support/server-env';
import { axeViolations } from '../support/axe';
import { TIMELINE_PAGE_SIZE } from '@/domain/constants';

/**
 * Day groups (issue 46, point 4) and order prints' print-size hint on a library of 3,000 photos over 19
 * months, seeded in bulk SQL on a server of this spec's own (PostgreSQL): a photo every 4.5 hours, so a
 * month holds about 160 photos on 30 days and the month's first page (24 photos) ends inside a day; every
 * 100th photo has no date taken and was uploaded on one of three days in September 2026, the others all on
 * 20 November 2026 (the latest uploads' one day).
 */
test.describe.configure({ mode: 'serial' });
test.skip(Boolean(process.env.TEST_SKIP_POSTGRES), "needs the machine's PostgreSQL for bulk seeding");
test.use({ viewport: { width: 1280, height: 900 } });

const PHOTOS = 3000;
const UPLOAD_DAYS = ['2026-09-14', '2026-09-13', '2026-09-12'];

let server: Awaited<ReturnType<typeof startServer>>;
let database: Awaited<ReturnType<typeof ownDatabase>>;
let db: pg.Client;
let cookies = '';
let owner = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await ownDatabase(`days_e2e_${process.pid}_${randomUUID().replace(/-/g, '').slice(0, 8)}`);
  server = await startServer({ port: OWN_PORTS.dayGroups, env: { DATABASE_URL: database.url, SEED_DEMO: 'false' } });
  await writeSeedBlobs(server.dataDir);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const email = `days-${randomUUID().slice(0, 8)}@test.example`;
  cookies = await signUpCookies(server, email);
  owner = await accountId(db, email);
  await seedPhotos(db, owner, { count: PHOTOS, hours: 4.5, unknownEvery: 100 });
  // The 30 undated photos: ten uploaded on each of three days (no upload end recorded: the grid goes by when they came in).
  await db.query(
    `UPDATE photos p SET created = timestamptz '2026-09-14 20:00:00+00' - (u.n % 3) * interval '1 day' - u.n * interval '1 minute'
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM photos WHERE account_id = $1 AND date_taken IS NULL) u
    WHERE p.id = u.id`,
    [owner],
  );
  // The dated ones all came in on Friday 20 November 2026, a second apart: more than a page of the latest uploads (500).
  await db.query(
    `UPDATE photos p SET created = timestamptz '2026-11-20 23:00:00+00' - d.n * interval '1 second'
    FROM (SELECT id, row_number() OVER (ORDER BY created DESC, id) AS n FROM photos WHERE account_id = $1 AND date_taken IS NOT NULL) d
    WHERE p.id = d.id`,
    [owner],
  );
});

test.afterAll(async () => {
  await db?.end();
  await server?.stop();
  await database?.drop();
});

async function signedIn(context: BrowserContext): Promise<Page> {
  await context.addCookies(
    cookies.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: server.origin };
    }),
  );
  return context.newPage();
}

async function photosPage(context: BrowserContext): Promise<Page> {
  const page = await signedIn(context);
  await page.goto(`${server.origin}/my-photos/photos`);
  await expect(page.getByTestId('photo-grid')).toHaveAttribute('data-ready', 'true');
  return page;
}

/** The days taken of a month's photos in the grid's order (newest first), one entry per photo. */
async function takenDays(month: string): Promise<string[]> {
  const [start] = month.split('/').map(Number);
  const { rows } = await db.query(
    `SELECT to_char(date_taken, 'YYYY-MM-DD') AS day FROM photos
    WHERE account_id = $1 AND status = 'active' AND taken_month = $2 ORDER BY date_taken DESC, id DESC`,
    [owner, start * 100 + Number(month.split('/')[1])],
  );
  return rows.map((r) => r.day);
}

const count = (days: readonly string[], day: string) => days.filter((d) => d === day).length;
const section = (page: Page, month: string) => page.locator(`[data-month="${month}"]`);
const dayHeaders = (scope: Locator) => scope.getByTestId('day-header');
const selected = (page: Page) => page.getByTestId('selected-count');

/** Scrolls down until `target` is rendered (the grid renders only the rows in and near the window), then brings it into view. */
async function reveal(page: Page, target: Locator) {
  for (let step = 0; step < 60 && (await target.count()) === 0; step++) await page.evaluate(() => window.scrollBy(0, 300));
  await target.scrollIntoViewIfNeeded();
}

test("each day of a month has a header with its weekday and date, in the server's HTML and the grid, over its own rows", async ({
  context,
}) => {
  const loaded = (await takenDays('2025/12')).slice(0, TIMELINE_PAGE_SIZE);
  const days = [...new Set(loaded)];
  expect(days.length).toBeGreaterThan(3);
  // The server's HTML has every day of the first screen's months, before any script runs.
  const html = await (await fetch(`${server.origin}/my-photos/photos`, { headers: { cookie: cookies } })).text();
  for (const day of ['2026-01-01', ...days]) expect(html).toContain(`data-testid="day-header" data-day="${day}"`);

  const page = await photosPage(context);
  // January 2026 holds two photos of New Year's Day, a Thursday; December 2025 starts with Wednesday the 31st.
  await expect(dayHeaders(section(page, '2026/1'))).toHaveText([/^Thu,? 1 Jan$/]);
  await expect(dayHeaders(section(page, '2025/12')).first()).toHaveText(/^Wed,? 31 Dec$/);

  // December's first page: a header for each of its days, in order, each above exactly that day's photos.
  const december = section(page, '2025/12');
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  let above = -Infinity;
  for (const day of days) {
    const header = december.locator(`[data-testid="day-header"][data-day="${day}"]`);
    await reveal(page, header);
    await expect(header).toHaveText(weekday.format(new Date(`${day}T00:00:00Z`)));
    const tiles = december.locator(`[data-day="${day}"] [data-testid="photo-tile"]`);
    await expect(tiles).toHaveCount(count(loaded, day));
    // Each day starts its own rows: its first tile sits at the left edge, right under its header, below the day before.
    const box = await header.evaluate((h) => {
      const r = h.getBoundingClientRect();
      return { x: r.x, y: r.y + window.scrollY, bottom: r.bottom + window.scrollY };
    });
    const first = await tiles.first().evaluate((t) => {
      const r = t.getBoundingClientRect();
      return { x: r.x, y: r.y + window.scrollY };
    });
    expect(box.y).toBeGreaterThan(above);
    expect(Math.abs(first.x - box.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(first.y - box.bottom)).toBeLessThanOrEqual(1);
    above = box.y;
  }
});

test("'Select all of this day' selects exactly the day's photos, those not loaded too, and again deselects them", async ({ context }) => {
  const page = await photosPage(context);
  const december = await takenDays('2025/12');
  const loaded = december.slice(0, TIMELINE_PAGE_SIZE);
  // The first page ends inside a day: the grid shows only some of its photos.
  const split = loaded.at(-1)!;
  expect(count(december, split)).toBeGreaterThan(count(loaded, split));

  await page.getByTestId('select-mode').click();
  const toggle = (day: string) =>
    section(page, '2025/12').locator(`[data-testid="day-header"][data-day="${day}"]`).getByTestId('select-day');
  await toggle(loaded[0]).click();
  await expect(selected(page)).toHaveText(`${count(december, loaded[0])} photos selected`);
  await expect(toggle(loaded[0])).toHaveAttribute('aria-checked', 'true');

  // By keyboard, with its name for screen readers: the day whose photos run past the loaded ones.
  const splitToggle = toggle(split);
  await reveal(page, splitToggle);
  await expect(splitToggle).toHaveAccessibleName(/^Select all of \w+,? \d+ Dec$/);
  await splitToggle.focus();
  await page.keyboard.press('Space');
  await expect(selected(page)).toHaveText(`${count(december, loaded[0]) + count(december, split)} photos selected`);
  await expect(section(page, '2025/12').locator(`[data-day="${split}"] [data-testid="photo-tile"][aria-checked="true"]`)).toHaveCount(
    count(loaded, split),
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => window.scrollTo(0, 0));
  await toggle(loaded[0]).click();
  await expect(selected(page)).toHaveText(`${count(december, split)} photos selected`);
  await expect(toggle(loaded[0])).toHaveAttribute('aria-checked', 'false');
});

test('undated photos are grouped by the day they were uploaded, and a day of them selects all of its photos', async ({ context }) => {
  const page = await photosPage(context);
  const unknown = section(page, '0/0');
  // The Unknown Date group is the last section: the window renders it once there.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(dayHeaders(unknown)).toHaveCount(UPLOAD_DAYS.length);
  await expect(dayHeaders(unknown)).toHaveText([/^Uploaded 14 Sept? 2026$/, /^Uploaded 13 Sept? 2026$/, /^Uploaded 12 Sept? 2026$/]);
  // Ten photos a day; the group's first page shows 24 of its 30, so the last day is shown in part.
  await expect(unknown.locator(`[data-day="${UPLOAD_DAYS[0]}"] [data-testid="photo-tile"]`)).toHaveCount(10);
  await expect(unknown.locator(`[data-day="${UPLOAD_DAYS[2]}"] [data-testid="photo-tile"]`)).toHaveCount(4);

  await page.getByTestId('select-mode').click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await unknown.locator(`[data-testid="day-header"][data-day="${UPLOAD_DAYS[2]}"]`).getByTestId('select-day').click();
  await expect(selected(page)).toHaveText('10 photos selected');
});

test('order prints: choosing a print size marks the photos too small for it, for screen readers too, and is remembered', async ({
  context,
}) => {
  const december = await db.query(
    `SELECT id FROM photos WHERE account_id = $1 AND taken_month = 202512 ORDER BY date_taken DESC, id DESC LIMIT 2`,
    [owner],
  );
  // A 24 MP camera photo beside the 2 MP (1600 × 1200) ones.
  const [large, small] = december.rows.map((r) => r.id as string);
  await db.query('UPDATE photos SET width = 6000, height = 4000 WHERE id = $1', [large]);

  const page = await photosPage(context);
  const tile = (id: string) => page.locator(`[data-testid="photo-tile"][data-photo-id="${id}"]`);
  await page.getByTestId('order-prints-mode').click();
  await expect(selected(page)).toHaveText(`${PHOTOS.toLocaleString('en-GB')} photos selected`);
  // The smallest size by default: a 2 MP photo prints it well enough.
  await expect(page.getByLabel('Check photos for print size')).toHaveValue('10x15');
  await expect(page.getByTestId('print-badge')).toHaveCount(0);

  await page.getByLabel('Check photos for print size').selectOption('30x45');
  await expect(tile(small).getByTestId('print-badge')).toHaveText('Too small');
  await expect(tile(small)).toHaveAccessibleName(/, too small for a 30 × 45 cm print$/);
  await expect(tile(large).getByTestId('print-badge')).toHaveCount(0);
  await expect(tile(large)).not.toHaveAccessibleName(/too small/);
  expect(await axeViolations(page)).toEqual([]);

  // Outside order prints no tile is marked; the size chosen comes back with it, also after a reload.
  await page.getByTestId('select-mode').click();
  await page.getByTestId('select-mode').click();
  await expect(page.getByTestId('print-badge')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('photo-grid')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('order-prints-mode').click();
  await expect(page.getByLabel('Check photos for print size')).toHaveValue('30x45');
  await expect(tile(small).getByTestId('print-badge')).toBeVisible();
});

test('sorted by date uploaded, the latest uploads are grouped by upload day, with its year, and a day selects all of its photos', async ({
  context,
}) => {
  const newest = { day: '2026-11-20', photos: PHOTOS - PHOTOS / 100 };
  const page = await photosPage(context);
  await page.getByTestId('sort').selectOption('dateUploaded');
  const list = page.getByTestId('photo-list');
  const header = list.locator(`[data-testid="day-header"][data-day="${newest.day}"]`);
  await expect(header).toHaveText(/^Fri,? 20 Nov 2026$/);
  await expect(header.getByRole('heading', { level: 2 })).toBeVisible();

  await page.getByTestId('select-mode').click();
  await header.getByTestId('select-day').click();
  await expect(selected(page)).toHaveText(`${newest.photos.toLocaleString('en-GB')} photos selected`);
});
