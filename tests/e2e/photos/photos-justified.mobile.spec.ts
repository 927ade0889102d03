import { expect, test } from '@playwright/test';
import { gridReady } from './photos-helpers';
import { expectJustified, expectNoShiftFromServerHtml, shapedLibrary } from './photos-justified-helpers';
import { axeViolations } from '../support/axe';
import { PRESENTATION } from '../support/tags';

/** Issue 19: justified rows on a 390 × 844 touch phone. */
const USE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(USE);

test(
  'phone: rows keep every photo’s shape and fill the width, in the timeline and in an album, axe clean',
  PRESENTATION,
  async ({ page, request }) => {
    const { aspects, albumId } = await shapedLibrary(page, request);
    for (const path of ['/my-photos/photos', `/my-photos/albums/${albumId}`]) {
      await page.goto(path);
      await gridReady(page);
      await expect(page.getByTestId('photo-tile')).toHaveCount(aspects.size);
      await expectJustified(page, aspects);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page), path).toEqual([]);
    }
  },
);

test(
  'phone: the server’s HTML already has the rows: nothing moves when the grid hydrates',
  PRESENTATION,
  async ({ page, request, browser }) => {
    const { albumId } = await shapedLibrary(page, request);
    for (const path of ['/my-photos/photos', `/my-photos/albums/${albumId}`]) await expectNoShiftFromServerHtml(browser, page, path, USE);
  },
);

test('phone: a tap on a tile opens its preview, and closing it comes back to the tile', async ({ page, request }) => {
  await shapedLibrary(page, request);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  const tile = page.getByTestId('photo-tile').nth(4);
  const id = await tile.getAttribute('data-photo-id');
  await tile.tap();
  await expect(page).toHaveURL(new RegExp(`/preview/${id}$`));
  await page.goBack();
  await expect(page.locator(`[data-testid="photo-tile"][data-photo-id="${id}"]`)).toBeInViewport();
});
