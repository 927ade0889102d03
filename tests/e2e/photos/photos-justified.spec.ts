import { expect, test } from '@playwright/test';
import { gridReady } from './photos-helpers';
import { signIn } from '../support/accounts';
import { expectJustified, expectNoShiftFromServerHtml, onePhotoLibrary, shapedLibrary, shown, tileBoxes } from './photos-justified-helpers';
import { axeViolations } from '../support/axe';
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
      expect(await axeViolations(page), path).toEqual([]);
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

/** The thumbnail an <img> shows once it has one, as a URL ending in /thumbnails/<id>. */

test('desktop: tiles load the smallest thumbnail that fills them, 300 at 1x and 800 at 2x, a tile of the server’s HTML from its first paint', async ({
  page,
  request,
  browser,
}) => {
  const account = await onePhotoLibrary(page, request, 'big.jpg', 2000, 1500);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/thumbnails\/\d+$/.test(r.url())) asked.push(r.url());
  });
  await page.goto('/my-photos/photos');
  await gridReady(page);
  const img = page.getByTestId('photo-tile').locator('img');
  // The server's tile names the 300 px thumbnail; at 1x it fills the tile of about 240 px, so nothing else is asked for.
  const named = new URL((await img.getAttribute('src'))!, page.url()).href;
  expect(named).toMatch(/\/thumbnails\/300$/);
  await expect(img).toHaveAttribute('srcset', /\/thumbnails\/300 300w, .*\/thumbnails\/800 800w, .*\/thumbnails\/1300 1300w$/);
  await expect(img).toHaveAttribute('sizes', /^\d+px$/);
  await expect.poll(() => shown(img)).toBe(named);
  expect(await img.evaluate((i) => i.getBoundingClientRect().width)).toBeLessThan(300);
  expect(asked.filter((url) => !url.endsWith('/thumbnails/300'))).toEqual([]);
  // A tile the grid mounts itself (another sort loads the list again) picks the same.
  await page.getByTestId('sort').selectOption({ label: 'Date uploaded' });
  await expect(img).toHaveAttribute('srcset', /300w/);
  await expect.poll(() => shown(img)).toMatch(/\/thumbnails\/300$/);
  // A screen of twice the pixels needs about 480: the server's tile asks for the 800 px one from the first paint
  // (no 300 px one first, whose sharper successor would be a late largest paint), and so does a mounted one.
  const sharp = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2 });
  const sharpPage = await sharp.newPage();
  await signIn(sharpPage, account.email, account.password);
  const sharpAsked: string[] = [];
  // Asked by the photos page (the overview the sign-in lands on shows a 300 px thumbnail of its own).
  sharpPage.on('request', (r) => {
    if (/\/thumbnails\/\d+$/.test(r.url()) && r.headers().referer?.includes('/my-photos/photos')) sharpAsked.push(r.url());
  });
  await sharpPage.goto('/my-photos/photos');
  await gridReady(sharpPage);
  const sharpImg = sharpPage.getByTestId('photo-tile').locator('img');
  await expect.poll(() => shown(sharpImg)).toMatch(/\/thumbnails\/800$/);
  expect(sharpAsked.filter((url) => url.endsWith('/thumbnails/300'))).toEqual([]);
  await sharpPage.getByTestId('sort').selectOption({ label: 'Date uploaded' });
  await expect(sharpImg).toHaveAttribute('srcset', /300w/);
  await expect.poll(() => shown(sharpImg)).toMatch(/\/thumbnails\/800$/);
  await sharp.close();
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

test('the demo library shows photos of several shapes in its rows; it also holds 16:9 frames and panoramas', async ({ page }) => {
  await signIn(page, 'consumer@demo.example');
  await page.goto('/my-photos/photos');
  await gridReady(page);
  const shapes = async () =>
    page.getByTestId('photo-tile').evaluateAll((tiles) =>
      tiles.map((tile) => {
        const r = tile.getBoundingClientRect();
        return r.width / r.height;
      }),
    );
  const first = await shapes();
  expect(
    first.some((a) => a < 0.8),
    'a portrait on the first screen',
  ).toBe(true);
  expect(
    first.some((a) => Math.abs(a - 1) < 0.05),
    'a square on the first screen',
  ).toBe(true);
  expect(
    first.some((a) => a > 1.2 && a < 1.4),
    'a landscape on the first screen',
  ).toBe(true);
  // The whole library also holds 16:9 frames and panoramas, as the API says.
  const library = await page.request.get('/api/photo-management/photos?sortKey=created&sortOrder=desc');
  const images = ((await library.json()) as { images: { thumbnails: { id: number; width: number; height: number }[] }[] }).images;
  const ratios = new Set(
    images.map((p) => {
      const t = p.thumbnails.find((th) => th.id === 800)!;
      return (t.width / t.height).toFixed(2);
    }),
  );
  expect([...ratios].sort()).toEqual(['0.75', '1.00', '1.33', '1.78', '3.00']);
});
