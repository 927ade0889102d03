import { expect, test } from '@playwright/test';
import { OWN_PORTS } from '../support/server-env';
import { gridReady } from './photos-helpers';
import {
  PHOTOS,
  deleteAndRestoreAFavourite,
  favouriteFromPreview,
  favouritesLibrary,
  orderPrintsOfFavourites,
  seeFavouritesElsewhere,
  signedIn,
  storedFavourites,
  type FavouritesLibrary,
} from './photos-favourites-helpers';

/**
 * Phone: on a touch screen a tile shows a favourite's heart but offers no hover heart (a tap opens the photo);
 * favourites are chosen with the selection toolbar and the preview's heart, and follow the account.
 */
test.describe.configure({ mode: 'serial' });
test.skip(Boolean(process.env.TEST_SKIP_POSTGRES), "needs the machine's PostgreSQL for bulk seeding");

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
let lib: FavouritesLibrary;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  lib = await favouritesLibrary(OWN_PORTS.favouritesPhone);
});

test.afterAll(async () => {
  await lib?.stop();
});

test('phone: ten favourites from the selection toolbar and the preview, seen on another phone, printed and kept through a restore', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, lib, PHONE);
  await page.goto(`${lib.origin}/my-photos/photos`);
  await gridReady(page);
  await expect(page.getByTestId('count-photos')).toHaveText(String(PHOTOS));
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the three tabs fit').toBeLessThanOrEqual(390);
  await expect(page.getByTestId('tile-heart').first()).toBeHidden();

  // Five from the grid: select them, then 'Add to favourites'.
  await page.getByTestId('select-mode').tap();
  const fromGrid: string[] = [];
  for (let i = 0; i < 5; i++) {
    const tile = page.getByTestId('photo-tile').nth(i);
    await tile.tap();
    fromGrid.push((await tile.getAttribute('data-photo-id'))!);
  }
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Add to favourites' }).tap();
  await expect(page.getByTestId('toasts').getByRole('status').filter({ hasText: '5 photos added to favourites' })).toBeVisible();
  await expect(page.getByTestId('selection-toolbar')).toBeHidden();
  await expect(page.getByTestId('favourite-mark')).toHaveCount(5);

  const fromPreview = await favouriteFromPreview(page, 6, 5, (tile) => tile.tap());
  const ten = [...fromGrid, ...fromPreview];
  expect(new Set(ten).size).toBe(10);
  // The last mark's request may still be on its way when the preview closes.
  await expect.poll(() => storedFavourites(lib)).toEqual(new Set(ten));

  const elsewhere = await signedIn(browser, lib, PHONE);
  await seeFavouritesElsewhere(elsewhere, lib, ten);
  await orderPrintsOfFavourites(elsewhere, lib, ten, true);
  await deleteAndRestoreAFavourite(elsewhere, lib, ten, true);
});
