import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addPhotos, freshAccount, gridReady } from './photos-helpers';
import { scrubberLibrary } from './photos-scrubber-helpers';

/**
 * The timeline scrubber on a 390×844 touch phone: the rail lies over the photos' right edge with no gutter
 * (the grid keeps its columns), its thumb takes a finger, and taps on the photos beside it still open them.
 */
// Five photos a month: a month's first row reaches the right-hand column on a phone.
const { months, files } = scrubberLibrary(30, 5);

test.use({ viewport: { width: 390, height: 844 } });

/** One finger down at `from`, moved in steps to `to`; `during` runs before the finger lifts. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, during: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 10; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 }],
    });
  }
  await during();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('phone: a thumb drag on the rail reaches an older month with its photos, and the photos under the rail still open', async ({
  page,
  request,
}) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await files());
  await page.goto('/my-photos/photos');
  await gridReady(page);

  const slider = page.getByRole('slider', { name: 'Timeline' });
  await expect(slider).toBeVisible();
  await expect(slider).toHaveAttribute('aria-valuetext', 'December 2024');
  const grid = (await page.getByTestId('photo-grid').boundingBox())!;
  const thumb = (await slider.boundingBox())!;
  // At the right edge, over the grid (no gutter on a phone), big enough for a thumb.
  expect(thumb.x + thumb.width).toBeCloseTo(grid.x + grid.width, 0);
  expect(thumb.height).toBeGreaterThanOrEqual(44);
  expect(thumb.width).toBeGreaterThanOrEqual(32);
  expect(await axeViolations(page)).toEqual([]);

  const bubble = page.getByTestId('scrubber-bubble');
  const from = { x: thumb.x + thumb.width / 2, y: thumb.y + thumb.height / 2 };
  let named = '';
  await touchDrag(page, from, { x: from.x - 10, y: 800 }, async () => {
    await expect(bubble).toBeVisible();
    // Touch moves reach the page once a frame: the thumb is under the finger when the last one has.
    await expect.poll(async () => Math.abs(((await slider.boundingBox())?.y ?? 0) + thumb.height / 2 - 800)).toBeLessThan(2);
    named = (await bubble.textContent())!;
    // Year labels show along the rail while the finger is on it.
    await expect(page.getByTestId('scrubber-year').first()).toBeVisible();
  });
  await expect(bubble).toBeHidden();
  const month = months.find((m) => m.name === named);
  expect(month, `bubble "${named}" names a month of the library`).toBeTruthy();
  expect(months.indexOf(month!)).toBeGreaterThan(1);
  await expect(slider).toHaveAttribute('aria-valuetext', named);
  await expect(page.locator(`[data-month="${month!.key}"] h2`)).toBeInViewport();
  await expect(page.locator(`[data-month="${month!.key}"] [data-testid="photo-tile"] img`).first()).toHaveJSProperty('complete', true);
  await expect(slider).toBeInViewport();

  // The right edge of a photo in the right-hand column, away from the thumb, opens that photo. The page may
  // still be scrolling to the month (a busy machine): measure once it has come to rest.
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(250);
      return (await page.evaluate(() => window.scrollY)) === before;
    })
    .toBe(true);
  const thumbNow = (await slider.boundingBox())!;
  const tiles = page.locator(`[data-month="${month!.key}"] [data-testid="photo-tile"]`);
  const boxes = await Promise.all((await tiles.all()).map(async (t) => (await t.boundingBox())!));
  const box = boxes.reduce((right, b) => (b.x > right.x ? b : right));
  expect(box.x + box.width).toBeGreaterThan(grid.x + grid.width - 4);
  const middle = thumbNow.y + thumbNow.height / 2;
  const y = [box.y + 12, box.y + box.height - 12].sort((a, b) => Math.abs(b - middle) - Math.abs(a - middle))[0];
  expect(Math.abs(y - middle)).toBeGreaterThan(thumbNow.height / 2);
  // What a finger there touches is the photo, not the rail. (Chromium may swallow a synthetic tap that
  // follows a synthetic drag on a busy machine, so the photo is then opened with a click at that point.)
  const x = box.x + box.width - 8;
  const touched = await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.closest('a')?.getAttribute('href'), [x, y]);
  expect(touched).toMatch(/\/my-photos\/photos\/preview\//);
  await page.mouse.click(x, y);
  await expect(page.getByTestId('preview')).toBeVisible();
});
