import { expect, test } from '@playwright/test';
import { gridReady } from './photos-helpers';
import { axe, expectJustified, expectNoShiftFromServerHtml, shapedLibrary, tileBoxes } from './photos-justified-helpers';

/** Issue 19: justified rows on a desktop, in the timeline and in an album. */
const VIEWPORT = { width: 1280, height: 900 };
test.use({ viewport: VIEWPORT });

test('desktop: rows keep every photo’s shape and fill the width, in the timeline and in an album, axe clean', async ({ page, request }) => {
  const { aspects, albumId } = await shapedLibrary(page, request);
  for (const path of ['/my-photos/photos', `/my-photos/albums/${albumId}`]) {
    await page.goto(path);
    await gridReady(page);
    await expect(page.getByTestId('photo-tile')).toHaveCount(aspects.size);
    await expectJustified(page, aspects);
    expect((await axe(page)).violations, path).toEqual([]);
  }
});

test('desktop: the server’s HTML already has the rows: nothing moves when the grid hydrates', async ({ page, request, browser }) => {
  const { albumId } = await shapedLibrary(page, request);
  for (const path of ['/my-photos/photos', `/my-photos/albums/${albumId}`])
    await expectNoShiftFromServerHtml(browser, page, path, { viewport: VIEWPORT });
});

test('desktop: selecting in justified rows: a click, a shift-click range in display order, a month', async ({ page, request }) => {
  const { aspects } = await shapedLibrary(page, request);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('select-mode').click();
  const tiles = page.getByTestId('photo-tile');
  await tiles.nth(0).click();
  await expect(page.getByTestId('selected-count')).toHaveText('1 photo selected');
  await tiles.nth(6).click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('selected-count')).toHaveText('7 photos selected');
  await expect(tiles.nth(3)).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('select-month').last().click();
  await expect(page.getByTestId('selected-count')).toHaveText('9 photos selected');
  // The checkmarks changed nothing of the layout.
  const boxes = await tileBoxes(page);
  for (const b of boxes) expect(Math.abs(b.width / b.height / aspects.get(b.id)! - 1)).toBeLessThanOrEqual(0.02);
});
