import { expect, test } from '@playwright/test';
import { OWN_PORTS } from '../support/server-env';
import { axeViolations } from '../support/axe';
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
 * Desktop: a customer with 1,200 photos favourites ten from the grid's hearts and the preview, sees them on
 * another browser, orders prints of exactly them, and a deleted favourite leaves the view until restored.
 */
test.describe.configure({ mode: 'serial' });
test.skip(Boolean(process.env.TEST_SKIP_POSTGRES), "needs the machine's PostgreSQL for bulk seeding");

let lib: FavouritesLibrary;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  lib = await favouritesLibrary(OWN_PORTS.favourites);
});

test.afterAll(async () => {
  await lib?.stop();
});

test('ten favourites from the grid and the preview follow the account to another browser and into an order of prints', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, lib);
  await page.goto(`${lib.origin}/my-photos/photos`);
  await gridReady(page);
  await expect(page.getByTestId('count-photos')).toHaveText(String(PHOTOS));
  await expect(page.getByTestId('count-favourites')).toHaveText('0');

  // Five from the grid: a tile's heart shows on hover, and stays (filled) on a favourite.
  const fromGrid: string[] = [];
  for (let i = 0; i < 5; i++) {
    const tile = page.getByTestId('photo-tile').nth(i);
    const name = (await tile.getAttribute('aria-label'))!.split(',')[0];
    await tile.hover();
    const heart = page.getByRole('button', { name: `Favourite: ${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(tile.getByTestId('favourite-mark')).toBeVisible();
    await expect(tile).toHaveAccessibleName(new RegExp(`^${name}, .*, Favourite$`));
    fromGrid.push((await tile.getAttribute('data-photo-id'))!);
  }
  await expect(page.getByTestId('count-favourites')).toHaveText('5');
  // A keyboard user reaches a heart by Tab from its tile: it shows on focus.
  const firstHeart = page.getByTestId('tile-heart').first();
  await page.getByTestId('photo-tile').first().focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(firstHeart).toBeFocused();
  await expect(firstHeart).toHaveCSS('opacity', '1');

  // Five from the preview: its heart button, then the `f` key.
  const fromPreview = await favouriteFromPreview(page, 6, 5, (tile) => tile.click());
  const ten = [...fromGrid, ...fromPreview];
  expect(new Set(ten).size).toBe(10);
  await expect(page.getByTestId('count-favourites')).toHaveText('10');
  // The last mark's request may still be on its way when the preview closes.
  await expect.poll(() => storedFavourites(lib)).toEqual(new Set(ten));

  const elsewhere = await signedIn(browser, lib);
  await seeFavouritesElsewhere(elsewhere, lib, ten);
  await orderPrintsOfFavourites(elsewhere, lib, ten);
  await deleteAndRestoreAFavourite(elsewhere, lib, ten);
});

test('the selection toolbar takes photos out of the favourites; an empty Favourites view says how to fill it', async ({ browser }) => {
  const page = await signedIn(browser, lib);
  await page.goto(`${lib.origin}/my-photos/favourites`);
  await gridReady(page);
  const count = Number(await page.getByTestId('count-favourites').textContent());
  expect(count).toBeGreaterThan(0);
  await page.getByTestId('select-mode').click();
  await page.getByTestId('select-all').click();
  await expect(page.getByTestId('selected-count')).toHaveText(`${count} photos selected`);
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(
    page
      .getByTestId('toasts')
      .getByRole('status')
      .filter({ hasText: `${count} photos removed from favourites` }),
  ).toBeVisible();
  await expect(page.getByTestId('empty-state')).toHaveText('No favourites yet. Choose the heart on a photo to add it here.');
  await expect(page.getByTestId('count-favourites')).toHaveText('0');
  expect(await storedFavourites(lib)).toEqual(new Set());
  expect(await axeViolations(page), 'the empty Favourites view').toEqual([]);

  // Back in the library, the selection toolbar adds them again.
  await page.getByTestId('tab-photos').click();
  await gridReady(page);
  await page.getByTestId('select-mode').click();
  for (const i of [0, 1, 2]) await page.getByTestId('photo-tile').nth(i).click();
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByTestId('count-favourites')).toHaveText('3');
  await expect(page.getByTestId('favourite-mark')).toHaveCount(3);
  expect((await storedFavourites(lib)).size).toBe(3);
});
