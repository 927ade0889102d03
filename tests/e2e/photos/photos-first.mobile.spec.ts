import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addPhotos, freshAccount, gridReady, islandsReady, jpegs } from './photos-helpers';
import { DEMO, signIn } from '../support/accounts';

/** Issue 19 on a 390 × 844 touch phone: photos first, the overflow menu, the welcome banner, the preview's way back. */
const WIDTH = 390;
const HEIGHT = 844;
test.use({ viewport: { width: WIDTH, height: HEIGHT }, hasTouch: true, isMobile: true });

/** A one-finger swipe by touch events, as a thumb makes it. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test("phone: the first day's header starts within the top 300 px, its photos under it, five days' photos fully on the first screen (demo library)", async ({
  page,
}) => {
  await signIn(page, DEMO.consumer);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  // A first visit: the welcome banner shows, and still the photos come first.
  await expect(page.getByTestId('welcome-banner')).toBeVisible();
  const boxes = await page.getByTestId('photo-tile').evaluateAll((tiles) =>
    tiles.map((tile) => {
      const r = tile.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }),
  );
  const firstTop = Math.min(...boxes.map((b) => b.top));
  // The photos come first: the first day's header (its date) within the top 300 px, its photos right under it.
  const firstDay = (await page.getByTestId('day-header').first().boundingBox())!;
  expect(firstDay.y).toBeLessThanOrEqual(300);
  expect(Math.abs(firstTop - (firstDay.y + firstDay.height))).toBeLessThanOrEqual(1);
  const fullyVisible = boxes.filter((b) => b.top >= 0 && b.left >= 0 && b.bottom <= HEIGHT && b.right <= WIDTH);
  // Each day starts its own row under its header, as Google Photos shows days on phones; the demo library
  // holds about one photo a day, so the first screen shows five days of them (a dozen before day headers).
  expect(fullyVisible.length).toBeGreaterThanOrEqual(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);

  // What the spec asks of the page is all there above the photos: one way back, the title, Add photos, the tabs, the toolbar.
  await expect(page.getByRole('link', { name: /^←/ })).toHaveCount(1);
  await expect(page.getByTestId('photos-back')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeInViewport();
  for (const name of ['Add photos', 'Select', 'Order prints', 'More actions']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button, name).toBeInViewport();
    expect((await button.boundingBox())!.y, name).toBeLessThan(firstTop);
  }
  await expect(page.getByTestId('tab-photos')).toBeInViewport();
  await expect(page.getByTestId('tab-albums')).toBeInViewport();
  await expect(page.getByRole('slider', { name: 'Timeline' })).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
});

test('phone: the Photos and Albums tabs are at least 44 px tall, on both pages', async ({ page, request }) => {
  await freshAccount(page, request);
  for (const path of ['/my-photos/photos', '/my-photos/albums']) {
    await page.goto(path);
    for (const tab of ['tab-photos', 'tab-albums']) {
      const box = (await page.getByTestId(tab).boundingBox())!;
      expect(box.height, `${tab} on ${path}`).toBeGreaterThanOrEqual(44);
    }
  }
});

test('phone: sort, Recently deleted and Delete all wait in the overflow menu, which is axe clean while open', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, [...(await jpegs(2, '2021:03:03 10:00:00', 1)), ...(await jpegs(2, '2023:05:05 10:00:00', 3))]);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await expect(page.getByTestId('sort')).toBeHidden();
  await expect(page.getByTestId('recently-deleted-link')).toBeHidden();
  await expect(page.getByTestId('month-section').first()).toHaveAttribute('data-month', '2023/5');

  const more = page.getByRole('button', { name: 'More actions' });
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.tap();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: 'More actions' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Recently deleted', 'Delete all photos']);
  const sort = menu.getByRole('group', { name: 'Sort by' });
  await expect(sort.getByRole('menuitemradio')).toHaveCount(3);
  await expect(sort.getByRole('menuitemradio', { name: 'Date taken (new-old)' })).toHaveAttribute('aria-checked', 'true');
  // It fits the screen, and its items take a thumb.
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
  expect(box.y + box.height).toBeLessThanOrEqual(HEIGHT);
  for (const item of await menu.locator('[role^="menuitem"]').all()) expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await axeViolations(page), 'menu open').toEqual([]);

  await sort.getByRole('menuitemradio', { name: 'Date taken (old-new)' }).tap();
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('month-section').first()).toHaveAttribute('data-month', '2021/3');
  await more.tap();
  await expect(sort.getByRole('menuitemradio', { name: 'Date taken (old-new)' })).toHaveAttribute('aria-checked', 'true');
  // A tap elsewhere closes it.
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(menu).toBeHidden();

  // Delete all keeps the spec's confirmation by the typed word.
  await more.tap();
  await menu.getByRole('menuitem', { name: 'Delete all photos' }).tap();
  const modal = page.getByTestId('delete-all-modal');
  await expect(modal.getByLabel('Type DELETE to confirm')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).tap();
  await expect(modal).toBeHidden();

  await more.tap();
  await menu.getByRole('menuitem', { name: 'Recently deleted' }).tap();
  await expect(page).toHaveURL(/\/my-photos\/recently-deleted$/);
});

test('phone: the welcome banner closes for good on this device, and where cookies are blocked only for this page', async ({
  page,
  request,
  context,
}) => {
  await freshAccount(page, request);
  await page.goto('/my-photos/photos');
  await islandsReady(page);
  const banner = page.getByTestId('welcome-banner');
  // Only its title until opened (at most two lines, none of it cut off); Show more still opens it.
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(60);
  await expect(banner.getByText('Welcome to your photo library')).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Read the frequently asked questions' })).toBeHidden();
  await banner.getByText('Show more').tap();
  await expect(banner.getByRole('link', { name: 'Read the frequently asked questions' })).toBeVisible();
  await banner.getByText('Show less').tap();
  const close = banner.getByRole('button', { name: 'Close the welcome message' });
  await close.tap();
  await expect(banner).toBeHidden();
  await page.reload();
  await gridReady(page);
  await expect(banner).toHaveCount(0);

  // Cookies blocked for scripts: the banner closes, and is back on the next visit.
  await context.clearCookies({ name: 'photos_welcome_dismissed' });
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get: () => '',
      set: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.reload();
  await islandsReady(page);
  await close.tap();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(banner).toBeVisible();
});

test('phone: after swiping through the preview, closing it brings the last photo shown into view', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, [
    ...(await jpegs(40, '2021:07:07 10:00:00', 1)),
    ...(await jpegs(10, '2021:05:05 10:00:00', 41)),
  ]);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('photo-tile').first().tap();
  const frame = page.getByTestId('preview-frame');
  await expect(frame).toHaveAttribute('data-gestures', 'ready');
  const box = (await frame.boundingBox())!;
  const y = box.y + box.height / 2;
  // 30 photos ahead: past the page of July the grid has loaded.
  for (let i = 0; i < 30; i++) {
    const before = page.url();
    await swipe(page, { x: box.x + box.width * 0.85, y }, { x: box.x + box.width * 0.15, y });
    await expect(page).not.toHaveURL(before);
  }
  const last = /\/preview\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)![1];
  // A swipe down closes the preview (spec §2). (A tap right after a swipe only stops Chromium's fling.)
  await swipe(page, { x: box.x + box.width / 2, y: box.y + box.height * 0.1 }, { x: box.x + box.width / 2, y: box.y + box.height * 0.9 });
  await expect(page.getByTestId('preview')).toBeHidden();
  await expect(page.locator(`[data-testid="photo-tile"][data-photo-id="${last}"]`)).toBeInViewport({ ratio: 1 });
});
