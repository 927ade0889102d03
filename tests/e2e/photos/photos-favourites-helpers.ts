import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startServer, signUpCookies } from '../../support/server.mjs';
import { accountId, ownDatabase, seedPhotos, writeSeedBlobs } from '../../support/big-library.mjs';
import { axeViolations } from '../support/axe';
import { gridReady } from './photos-helpers';

/**
 * The favourites on a library of 1,200 photos over about 16 months (every 300th without a date), seeded in
 * bulk SQL on a server of the spec's own (PostgreSQL), for the desktop and the phone spec alike.
 */
export const PHOTOS = 1200;

export interface FavouritesLibrary {
  origin: string;
  cookies: string;
  db: pg.Client;
  owner: string;
  stop: () => Promise<void>;
}

export async function favouritesLibrary(port: number): Promise<FavouritesLibrary> {
  const database = await ownDatabase(`favourites_e2e_${process.pid}_${randomUUID().replace(/-/g, '').slice(0, 8)}`);
  const server = await startServer({ port, env: { DATABASE_URL: database.url, SEED_DEMO: 'false' } });
  await writeSeedBlobs(server.dataDir);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const email = `favourites-${randomUUID().slice(0, 8)}@test.example`;
  const cookies = await signUpCookies(server, email);
  const owner = await accountId(db, email);
  await seedPhotos(db, owner, { count: PHOTOS, hours: 10, unknownEvery: 300 });
  const stop = async () => {
    await db.end();
    await server.stop();
    await database.drop();
  };
  return { origin: server.origin, cookies, db, owner, stop };
}

/** A browser context of its own (another device of the same account) signed in with the account's cookies. */
export async function signedIn(browser: Browser, lib: FavouritesLibrary, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addCookies(
    lib.cookies.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: lib.origin };
    }),
  );
  return context.newPage();
}

/** The account's favourites as the database keeps them. */
export async function storedFavourites(lib: FavouritesLibrary): Promise<Set<string>> {
  const { rows } = await lib.db.query(`SELECT id FROM photos WHERE account_id = $1 AND status = 'active' AND favourite`, [lib.owner]);
  return new Set(rows.map((r: { id: string }) => r.id));
}

const idOfUrl = (page: Page) => new URL(page.url()).pathname.split('/').at(-1)!;

/**
 * Marks `count` photos from the preview: the heart button for the first (the photo opened from tile `from`),
 * then a step to the next photo and the `f` key for each other; answers their ids. The preview is axe clean
 * with its heart pressed, and a toast says so (a live region).
 */
export async function favouriteFromPreview(
  page: Page,
  from: number,
  count: number,
  open: (tile: ReturnType<Page['locator']>) => Promise<void>,
) {
  await open(page.getByTestId('photo-tile').nth(from));
  await expect(page.getByTestId('preview-frame')).toHaveAttribute('data-gestures', 'ready');
  const heart = page.getByTestId('preview-favourite');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName('Favourite');
  const ids = [idOfUrl(page)];
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('toasts').getByRole('status').filter({ hasText: 'Added to favourites' }).first()).toBeVisible();
  expect(await axeViolations(page), 'the preview with its heart pressed').toEqual([]);
  while (ids.length < count) {
    await page.keyboard.press('ArrowRight');
    await expect(page).not.toHaveURL(new RegExp(`${ids.at(-1)}$`));
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('f');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    ids.push(idOfUrl(page));
  }
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('preview')).toBeHidden();
  return ids;
}

/** On another device: the Favourites tab counts them and the view shows exactly them; axe clean. */
export async function seeFavouritesElsewhere(page: Page, lib: FavouritesLibrary, ids: readonly string[]) {
  await page.goto(`${lib.origin}/my-photos/photos`);
  await gridReady(page);
  await expect(page.getByTestId('count-favourites')).toHaveText(String(ids.length));
  await page.getByTestId('tab-favourites').click();
  await expect(page).toHaveURL(`${lib.origin}/my-photos/favourites`);
  await gridReady(page);
  await expect(page.getByTestId('tab-favourites')).toHaveAttribute('aria-current', 'page');
  const tiles = page.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(ids.length);
  expect(new Set(await tiles.evaluateAll((all) => all.map((t) => t.getAttribute('data-photo-id'))))).toEqual(new Set(ids));
  await expect(page.getByTestId('favourite-mark')).toHaveCount(ids.length);
  expect(await axeViolations(page), 'the Favourites view').toEqual([]);
}

/** 'Order prints of favourites' on the Favourites view: the temporary selection the editor gets holds exactly their ids. */
export async function orderPrintsOfFavourites(page: Page, lib: FavouritesLibrary, ids: readonly string[], tap = false) {
  await page.route('**/prints-editor**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Prints editor</title>' }));
  const press = (locator: ReturnType<Page['locator']>) => (tap ? locator.tap() : locator.click());
  await press(page.getByRole('button', { name: 'Order prints of favourites' }));
  await expect(page.getByTestId('selected-count')).toHaveText(`${ids.length} photos selected`);
  await expect(page.getByTestId('select-all')).toHaveText('Select all favourites');
  await press(page.getByTestId('selection-toolbar').getByRole('button', { name: 'Order prints' }));
  await press(page.getByTestId('order-prints-modal').getByRole('button', { name: 'Order prints' }));
  await page.waitForURL(/prints-editor/, { timeout: 20_000 });
  const selectionId = new URL(page.url()).searchParams.get('selectionId');
  const answer = await fetch(`${lib.origin}/api/photo-management/temp-selections/${selectionId}`, { headers: { cookie: lib.cookies } });
  const selection = (await answer.json()) as { photoIds: string[] };
  expect(selection.photoIds).toHaveLength(ids.length);
  expect(new Set(selection.photoIds)).toEqual(new Set(ids));
}

/** A favourite deleted leaves the Favourites view (and its count); restored from Recently deleted, it is back. */
export async function deleteAndRestoreAFavourite(page: Page, lib: FavouritesLibrary, ids: readonly string[], tap = false) {
  const press = (locator: ReturnType<Page['locator']>) => (tap ? locator.tap() : locator.click());
  await page.goto(`${lib.origin}/my-photos/favourites`);
  await gridReady(page);
  const gone = (await page.getByTestId('photo-tile').first().getAttribute('data-photo-id'))!;
  await press(page.getByTestId('select-mode'));
  await press(page.locator(`[data-testid="photo-tile"][data-photo-id="${gone}"]`));
  await press(page.getByTestId('selection-toolbar').getByRole('button', { name: 'Delete' }));
  await press(page.getByTestId('delete-photos-modal').getByRole('button', { name: 'Delete' }));
  await expect(page.getByTestId('photo-tile')).toHaveCount(ids.length - 1);
  await expect(page.locator(`[data-photo-id="${gone}"]`)).toHaveCount(0);
  await expect(page.getByTestId('count-favourites')).toHaveText(String(ids.length - 1));

  await page.goto(`${lib.origin}/my-photos/recently-deleted`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.locator(`[data-photo-id="${gone}"]`).getByRole('checkbox').check();
  await press(page.getByTestId('trash-toolbar').getByRole('button', { name: 'Restore', exact: true }));
  await expect(page.getByTestId('trash-status')).toHaveText('Photo restored');

  await page.goto(`${lib.origin}/my-photos/favourites`);
  await gridReady(page);
  await expect(page.getByTestId('count-favourites')).toHaveText(String(ids.length));
  await expect(page.locator(`[data-testid="photo-tile"][data-photo-id="${gone}"]`)).toHaveCount(1);
  expect(await storedFavourites(lib)).toEqual(new Set(ids));
}
