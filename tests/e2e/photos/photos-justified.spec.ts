import { expect, test } from '@playwright/test';
import { gridReady } from './photos-helpers';
import { axe, expectJustified, expectNoShiftFromServerHtml, shapedLibrary, tileBoxes } from './photos-justified-helpers';
import { PRESENTATION } from '../support/tags';

/** Issue 19: justified rows on a desktop, in the timeline and in an album. */
const VIEWPORT = { width: 1280, height: 900 };
test.use({ viewport: VIEWPORT });

test(
  'desktop: rows keep every photo’s shape and fill the width, in the timeline and in an album, axe clean',
  PRESENTATION,
  async ({ page, request }) => {
    const { aspects, albumId } = await shapedLibrary(page, request);
    for (const path of ['/my-photos/photos', `/my-photos/albums/${albumId}`]) {
      await page.goto(path);
      await gridReady(page);
      await expect(page.getByTestId('photo-tile')).toHaveCount(aspects.size);
      await expectJustified(page, aspects);
      expect((await axe(page)).violations, path).toEqual([]);
    }
  },
);

test(
  'desktop: the server’s HTML already has the rows: nothing moves when the grid hydrates',
  PRESENTATION,
  async ({ page, request, browser }) => {
    const { albumId } = await shapedLibrary(page, request);
    for (const path of ['/my-photos/photos', `/my-photos/albums/${albumId}`])
      await expectNoShiftFromServerHtml(browser, page, path, { viewport: VIEWPORT });
  },
);

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

test('desktop: arrow keys move between tiles: left and right in display order, up and down to the nearest tile of the next row', async ({
  page,
  request,
}) => {
  await shapedLibrary(page, request);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  const tiles = page.getByTestId('photo-tile');
  const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.photoId);
  await tiles.nth(1).focus();
  await page.keyboard.press('ArrowRight');
  expect(await focused()).toBe(await tiles.nth(2).getAttribute('data-photo-id'));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect(await focused()).toBe(await tiles.nth(0).getAttribute('data-photo-id'));
  const boxes = await tileBoxes(page);
  const centre = (b: (typeof boxes)[number]) => b.x + b.width / 2;
  /** The tile of the row above or below `from` with the nearest horizontal centre. */
  const nearest = (from: (typeof boxes)[number], down: boolean) => {
    const tops = boxes.map((b) => b.y).filter((y) => (down ? y > from.y + 1 : y < from.y - 1));
    const top = down ? Math.min(...tops) : Math.max(...tops);
    return boxes
      .filter((b) => Math.abs(b.y - top) <= 1)
      .sort((a, b) => Math.abs(centre(a) - centre(from)) - Math.abs(centre(b) - centre(from)))[0];
  };
  const below = nearest(boxes[0], true);
  await page.keyboard.press('ArrowDown');
  expect(await focused()).toBe(below.id);
  await page.keyboard.press('ArrowUp');
  expect(await focused()).toBe(nearest(below, false).id);
});
