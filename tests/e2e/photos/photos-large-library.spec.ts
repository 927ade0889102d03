import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startServer, signUpCookies } from '../../support/server.mjs';
import { accountId, ownDatabase, seedAlbum, seedPhotos, writeSeedBlobs } from '../../support/big-library.mjs';
import { OWN_PORTS } from '../support/server-env';

/**
 * The library model on a library far bigger than a screen: 5,000 photos over about 70 months (20 of
 * them with an unknown date) and an album of 200, seeded in bulk SQL on a server of this spec's own
 * (PostgreSQL). Preview, selection and counts must act on the whole library, not on what is loaded.
 */
test.describe.configure({ mode: 'serial' });
test.skip(Boolean(process.env.TEST_SKIP_POSTGRES), "needs the machine's PostgreSQL for bulk seeding");

const PHOTOS = 5000;
const ALBUM_PHOTOS = 200;

let server: Awaited<ReturnType<typeof startServer>>;
let database: Awaited<ReturnType<typeof ownDatabase>>;
let db: pg.Client;
let cookies = '';
let owner = '';
let albumId = '';
let strangersPhoto = '';

interface Row {
  id: string;
  name: string;
  month: number;
}

/** The library in its default order (date taken, newest first; the unknown-date group last, newest upload first). */
async function libraryOrder(): Promise<Row[]> {
  const { rows } = await db.query(
    `SELECT id, local_file_name AS name, taken_month AS month FROM photos
    WHERE account_id = $1 AND status = 'active' ORDER BY (date_taken IS NULL), date_taken DESC, created DESC, id DESC`,
    [owner],
  );
  return rows;
}

async function albumOrder(): Promise<Row[]> {
  const { rows } = await db.query(
    `SELECT p.id, p.local_file_name AS name, p.taken_month AS month FROM album_photos ap JOIN photos p ON p.id = ap.photo_id
    WHERE ap.album_id = $1 ORDER BY ap.added_at DESC, ap.photo_id DESC`,
    [albumId],
  );
  return rows;
}

const monthKey = (month: number) => `${Math.floor(month / 100)}/${month % 100}`;
const monthName = (month: number) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Math.floor(month / 100), (month % 100) - 1, 1)),
  );

async function signedIn(context: BrowserContext): Promise<Page> {
  await context.addCookies(
    cookies.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name: name, value: value.join('='), url: server.origin };
    }),
  );
  return context.newPage();
}

async function gridReady(page: Page) {
  await expect(page.getByTestId('photo-grid')).toHaveAttribute('data-ready', 'true');
}

/** The full preview (not the server-rendered one) has taken over. */
async function previewReady(page: Page) {
  await expect(page.getByTestId('preview-frame')).toHaveAttribute('data-gestures', 'ready');
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await ownDatabase(`library_e2e_${process.pid}_${randomUUID().replace(/-/g, '').slice(0, 8)}`);
  server = await startServer({ port: OWN_PORTS.largeLibrary, env: { DATABASE_URL: database.url, SEED_DEMO: 'false' } });
  await writeSeedBlobs(server.dataDir);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const email = `library-${randomUUID().slice(0, 8)}@test.example`;
  cookies = await signUpCookies(server, email);
  owner = await accountId(db, email);
  // One photo every 10 hours: about 70 months of about 72 photos; every 250th has no date taken.
  await seedPhotos(db, owner, { count: PHOTOS, hours: 10, unknownEvery: 250 });
  albumId = await seedAlbum(db, owner, 'Two hundred', ALBUM_PHOTOS);
  const strangerEmail = `stranger-${randomUUID().slice(0, 8)}@test.example`;
  await signUpCookies(server, strangerEmail);
  const stranger = await accountId(db, strangerEmail);
  await seedPhotos(db, stranger, { count: 1, hours: 1 });
  strangersPhoto = (await db.query('SELECT id FROM photos WHERE account_id = $1', [stranger])).rows[0].id;
});

test.afterAll(async () => {
  await db?.end();
  await server?.stop();
  await database?.drop();
});

test('a preview link of the oldest photo opens it at once; another account\'s or a missing photo is "not available" with a way back', async ({
  context,
}) => {
  const order = await libraryOrder();
  const months = new Set(order.map((r) => r.month));
  expect(order).toHaveLength(PHOTOS);
  expect(months.size).toBeGreaterThanOrEqual(61);
  const oldest = order.filter((r) => r.month !== 0).at(-1)!;

  // The server renders the photo into the page: no script is needed to see it.
  const html = await (await fetch(`${server.origin}/my-photos/photos/preview/${oldest.id}`, { headers: { cookie: cookies } })).text();
  expect(html).toContain(`alt="${oldest.name}"`);

  const page = await signedIn(context);
  await page.goto(`${server.origin}/my-photos/photos/preview/${oldest.id}`);
  await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', oldest.name);
  await previewReady(page);
  await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', oldest.name);

  for (const id of [strangersPhoto, randomUUID()]) {
    await page.goto(`${server.origin}/my-photos/photos/preview/${id}`);
    await expect(page.getByTestId('preview-unavailable')).toHaveText('This photo is not available');
    await expect(page.getByTestId('preview-image')).toHaveCount(0);
    await expect(page.getByText('Loading…')).toHaveCount(0);
  }
  // The way back is a link before the island hydrates and a button after: click the one that stays.
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:has([data-testid="preview-back"])'));
  await page.getByTestId('preview-back').click();
  await expect(page).toHaveURL(`${server.origin}/my-photos/photos`);
  await expect(page.getByTestId('preview')).toBeHidden();
});

test('a fling asks for none of the months it flies past; the months in view load once it stops', async ({ context }) => {
  const page = await signedIn(context);
  const asked = new Set<string>();
  page.on('request', (request) => {
    const month = /\/photos\/timeline\/(\d+\/\d+)\?/.exec(request.url())?.[1];
    if (month) asked.add(month);
  });
  await page.goto(`${server.origin}/my-photos/photos`);
  await gridReady(page);
  const shownMonths = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="month-section"]')]
        .filter((section) => {
          const box = section.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
        .map((section) => section.dataset.month!),
    );
  const monthsShowPhotos = async (months: string[]) => {
    for (const month of months) await expect(page.locator(`[data-month="${month}"] [data-testid="photo-tile"]`).first()).toBeVisible();
  };
  await monthsShowPhotos(await shownMonths());
  await page.waitForLoadState('networkidle');
  const before = asked.size;

  // A flick of the finger: it starts with a few pixels, then moves three screens a frame (fast however slowly
  // this machine draws).
  const passed = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const seen = new Set<string>();
        let frames = 30;
        window.scrollBy(0, 10);
        // The months drawn in view after the last step (the grid renders them between frames), then the next step.
        const step = () => {
          for (const section of document.querySelectorAll<HTMLElement>('[data-testid="month-section"]')) {
            const box = section.getBoundingClientRect();
            if (box.bottom > 0 && box.top < window.innerHeight) seen.add(section.dataset.month!);
          }
          window.scrollBy(0, window.innerHeight * 3);
          if (--frames > 0) requestAnimationFrame(step);
          else resolve([...seen]);
        };
        requestAnimationFrame(step);
      }),
  );
  expect(passed.length).toBeGreaterThanOrEqual(20);

  // Where it stopped, the months in view load and show their photos.
  const landed = await shownMonths();
  await monthsShowPhotos(landed);
  const flownPast = passed.filter((month) => !landed.includes(month));
  expect(flownPast.length).toBeGreaterThanOrEqual(15);
  // The grid fetches the rows around the window too: the month just above where it stopped may load.
  const justAbove = flownPast.at(-1);
  expect(flownPast.filter((month) => asked.has(month) && month !== justAbove)).toEqual([]);
  // The months asked for since the fling are those around where it stopped.
  expect(asked.size - before).toBeLessThanOrEqual(landed.length + 2);
});

test('ArrowRight walks 100 photos across month boundaries into the unknown-date group', async ({ context }) => {
  const order = await libraryOrder();
  const firstUnknown = order.findIndex((r) => r.month === 0);
  const start = firstUnknown - 90;
  const walk = order.slice(start, start + 101);
  const boundaries = walk.filter((r, i) => i > 0 && r.month !== walk[i - 1].month).length;
  expect(boundaries).toBeGreaterThanOrEqual(2);

  const page = await signedIn(context);
  await page.goto(`${server.origin}/my-photos/photos/preview/${walk[0].id}`);
  await previewReady(page);
  const image = page.getByTestId('preview-image');
  for (const expected of walk.slice(1)) {
    await page.keyboard.press('ArrowRight');
    await expect(image).toHaveAttribute('alt', expected.name);
  }
  await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${walk.at(-1)!.id}$`));
  await page.keyboard.press('ArrowLeft');
  await expect(image).toHaveAttribute('alt', walk.at(-2)!.name);
});

test('shift-click selects every photo of a range that crosses months not loaded yet', async ({ context }) => {
  const order = await libraryOrder();
  const months = [...new Set(order.map((r) => r.month))];
  const page = await signedIn(context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.origin}/my-photos/photos`);
  await gridReady(page);
  await page.getByTestId('select-mode').click();
  const anchor = order[3];
  await page.locator(`[data-photo-id="${anchor.id}"]`).click();
  await expect(page.getByTestId('selected-count')).toHaveText('1 photo selected');

  // PageDown on the timeline scrubber goes a year back at once.
  const far = monthKey(months[12]);
  await page.getByRole('slider', { name: 'Timeline' }).press('PageDown');
  const target = page.locator(`[data-month="${far}"] [data-testid="photo-tile"]`).nth(2);
  await expect(target).toBeVisible();
  // The months between were jumped over: nothing of them is loaded.
  await expect(page.locator(`[data-month="${monthKey(months[3])}"] [data-testid="photo-tile"]`)).toHaveCount(0);
  const targetId = (await target.getAttribute('data-photo-id'))!;
  await target.click({ modifiers: ['Shift'] });
  const expected = order.findIndex((r) => r.id === targetId) - 3 + 1;
  expect(expected).toBeGreaterThan(4 * 60);
  await expect(page.getByTestId('selected-count')).toHaveText(`${expected.toLocaleString('en-GB')} photos selected`);
});

test('the order-prints mode selects every photo of the library and the temporary selection holds every id', async ({ context }) => {
  const order = await libraryOrder();
  const page = await signedIn(context);
  await page.route('**/prints-editor**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Prints editor</title>' }));
  await page.goto(`${server.origin}/my-photos/photos`);
  await gridReady(page);
  await page.getByTestId('order-prints-mode').click();
  await expect(page.getByTestId('selected-count')).toHaveText(`${PHOTOS.toLocaleString('en-GB')} photos selected`);
  await expect(page.getByTestId('order-prints-prompt')).toHaveText(
    "All 5,000 photos are selected for prints: leave out the ones you don't want, or deselect all and choose a few.",
  );
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Order prints' }).click();
  await page.getByTestId('order-prints-modal').getByRole('button', { name: 'Order prints' }).click();
  await page.waitForURL(/prints-editor/, { timeout: 20_000 });
  const selectionId = new URL(page.url()).searchParams.get('selectionId');
  const selection = (await (
    await fetch(`${server.origin}/api/photo-management/temp-selections/${selectionId}`, { headers: { cookie: cookies } })
  ).json()) as { photoIds: string[] };
  expect(selection.photoIds).toHaveLength(PHOTOS);
  expect(new Set(selection.photoIds)).toEqual(new Set(order.map((r) => r.id)));
});

test('order prints ticks every month at once, says what to do, and choosing a few is one tap away', async ({ context }) => {
  const months = [...new Set((await libraryOrder()).map((r) => r.month))];
  const page = await signedIn(context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.origin}/my-photos/photos`);
  await gridReady(page);
  await page.getByTestId('order-prints-mode').click();
  const toolbar = page.getByTestId('selection-toolbar');
  const prompt = page.getByTestId('order-prints-prompt');
  await expect(page.getByTestId('selected-count')).toHaveText('5,000 photos selected');
  await expect(prompt).toContainText('All 5,000 photos are selected for prints');
  await expect(prompt).toHaveAttribute('aria-live', 'polite');
  // Every month in view is ticked, though none of their ids was asked for; so are months scrolled to later.
  const circles = page.getByTestId('select-month');
  expect(await circles.count()).toBeGreaterThan(1);
  for (const circle of await circles.all()) await expect(circle).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('slider', { name: 'Timeline' }).press('PageDown');
  await expect(page.locator(`[data-month="${monthKey(months[12])}"] [data-testid="select-month"]`)).toHaveAttribute('aria-checked', 'true');

  // Deselect all: nothing is selected, the prompt asks for photos and ordering waits for them.
  await toolbar.getByRole('button', { name: 'Deselect all' }).click();
  await expect(page.getByTestId('selected-count')).toHaveText('0 photos selected');
  await expect(prompt).toHaveText('Select the photos you want to print.');
  const orderButton = toolbar.getByRole('button', { name: 'Order prints' });
  await expect(orderButton).toBeDisabled();
  for (const circle of await circles.all()) await expect(circle).toHaveAttribute('aria-checked', 'false');
  await page.locator('[data-testid="photo-tile"]').first().click();
  await expect(page.getByTestId('selected-count')).toHaveText('1 photo selected');
  await expect(prompt).toHaveText('');
  await expect(orderButton).toBeEnabled();
  // Select all stays one tap away, and the prompt comes back with it.
  await toolbar.getByRole('button', { name: 'Select all', exact: true }).click();
  await expect(page.getByTestId('selected-count')).toHaveText('5,000 photos selected');
  await expect(prompt).toContainText('All 5,000 photos are selected for prints');
});

test('an album of 200: next walks through all of it; select all and remove empties it and its counts follow', async ({ context }) => {
  const order = await albumOrder();
  expect(order).toHaveLength(ALBUM_PHOTOS);
  const page = await signedIn(context);
  await page.goto(`${server.origin}/my-photos/albums/${albumId}/preview/${order[0].id}`);
  await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', order[0].name);
  await previewReady(page);
  for (const expected of order.slice(1)) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', expected.name);
  }
  await expect(page.getByTestId('preview-next')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('preview')).toBeHidden();

  await expect(page.getByTestId('album-stats')).toContainText('200 photos');
  await gridReady(page);
  await page.getByTestId('select-mode').click();
  await page.getByTestId('select-all').click();
  await expect(page.getByTestId('selected-count')).toHaveText('200 photos selected');
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Remove from album' }).click();
  await page.getByTestId('remove-modal').getByRole('button', { name: 'Remove from album' }).click();
  await expect(page.getByTestId('remove-modal')).toBeHidden();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(page.getByTestId('album-stats')).toContainText('0 photos');
  await expect(page.getByTestId('count-photos')).toHaveText(String(PHOTOS));
  expect((await db.query('SELECT count(*)::int AS n FROM album_photos WHERE album_id = $1', [albumId])).rows[0].n).toBe(0);
  await page.reload();
  await expect(page.getByTestId('album-stats')).toContainText('0 photos');
});

test('selecting a month of 60+ photos selects all of them; deleting them leaves the month gone and every count right', async ({
  context,
}) => {
  const order = await libraryOrder();
  const month = [...new Set(order.map((r) => r.month))][1];
  const inMonth = order.filter((r) => r.month === month);
  expect(inMonth.length).toBeGreaterThan(60);
  const key = monthKey(month);
  const page = await signedIn(context);
  await page.goto(`${server.origin}/my-photos/photos`);
  await gridReady(page);
  await expect(page.locator(`[data-month="${key}"] [data-testid="photo-tile"]`)).not.toHaveCount(inMonth.length);
  await page.getByTestId('select-mode').click();
  await page.locator(`[data-month="${key}"]`).getByTestId('select-month').click();
  await expect(page.getByTestId('selected-count')).toHaveText(`${inMonth.length.toLocaleString('en-GB')} photos selected`);
  await expect(page.locator(`[data-month="${key}"]`).getByTestId('select-month')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('delete-photos-modal').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('delete-photos-modal')).toBeHidden();

  const left = PHOTOS - inMonth.length;
  await expect(page.locator(`[data-month="${key}"]`)).toHaveCount(0);
  await expect(page.getByTestId('count-photos')).toHaveText(String(left));
  // The month's photos wait in Recently deleted, none left in the library.
  const byStatus = await db.query(
    'SELECT status, count(*)::int AS n FROM photos WHERE account_id = $1 AND taken_month = $2 GROUP BY status',
    [owner, month],
  );
  expect(byStatus.rows).toEqual([{ status: 'trashed', n: inMonth.length }]);
  await page.reload();
  await gridReady(page);
  await expect(page.getByTestId('count-photos')).toHaveText(String(left));
  await expect(page.locator(`[data-month="${key}"]`)).toHaveCount(0);
  // The scrubber has one month less, and a step down from the newest month skips the one deleted.
  const slider = page.getByRole('slider', { name: 'Timeline' });
  const leftMonths = [...new Set(order.map((r) => r.month))].filter((m) => m !== month);
  await expect(slider).toHaveAttribute('aria-valuemax', String(leftMonths.length - 1));
  await slider.press('ArrowDown');
  await expect(slider).toHaveAttribute('aria-valuetext', monthName(leftMonths[1]));
});

test('deleting the photo shown in the preview shows the next one, and the grid behind no longer has it', async ({ context }) => {
  const order = await libraryOrder();
  const [shown, next] = [order[1000], order[1001]];
  const page = await signedIn(context);
  await page.goto(`${server.origin}/my-photos/photos/preview/${shown.id}`);
  await previewReady(page);
  await page.getByTestId('preview').getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('delete-photos-modal').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', next.name);
  await expect(page).toHaveURL(new RegExp(`/preview/${next.id}$`));
  await expect(page.getByTestId('count-photos')).toHaveText(String(order.length - 1));
  await expect(page.getByTestId('delete-photos-modal')).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', order[999].name);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('preview')).toBeHidden();
  await expect(page.locator(`[data-photo-id="${shown.id}"]`)).toHaveCount(0);
});

test('Select all and Delete move the whole library to Recently deleted in one request; every count says so', async ({ context }) => {
  const order = await libraryOrder();
  const page = await signedIn(context);
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes.push(new URL(r.url()).pathname);
  });
  await page.goto(`${server.origin}/my-photos/photos`);
  await gridReady(page);
  await page.getByTestId('select-mode').click();
  await page.getByTestId('select-all').click();
  await expect(page.getByTestId('selected-count')).toHaveText(`${order.length.toLocaleString('en-GB')} photos selected`);
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('delete-photos-modal').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(page.getByTestId('count-photos')).toHaveText('0');
  expect(deletes).toEqual(['/api/photo-management/photos/all']);
  const { rows } = await db.query(
    `SELECT count(*) FILTER (WHERE status = 'active')::int AS active, count(*) FILTER (WHERE status = 'trashed' AND id = ANY($2))::int AS moved
    FROM photos WHERE account_id = $1`,
    [owner, order.map((r) => r.id)],
  );
  expect(rows[0]).toEqual({ active: 0, moved: order.length });
});
