import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { heicFile } from './api-upload-fixtures';
import { TIMELINE_PAGE_SIZE } from '../../../src/domain/constants';
import { addPhotos, api, freshAccount, gridReady, jpegs } from './photos-helpers';
import { hostOrigin, signInOnHost } from '../support/accounts';

/** A one-finger swipe through Chromium's touch input (what a phone sends). */
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

/** Two taps within the 200 ms double-tap window. */
async function doubleTap(page: Page, at: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  // Each tap is sent as one batch, the second right after the first: on a busy machine four awaited
  // round trips could stretch the pair beyond the 200 ms double-tap window.
  const tap = () =>
    Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
  await tap();
  await tap();
  await cdp.detach();
}

/** Two fingers `from` px apart moving to `to` px apart around `at`: a pinch out (to > from) or in. */
async function pinch(page: Page, at: { x: number; y: number }, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const points = (apart: number) => [
    { x: at.x - apart / 2, y: at.y, id: 1 },
    { x: at.x + apart / 2, y: at.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  for (let i = 1; i <= 8; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(from + ((to - from) * i) / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('mobile preview: swipe changes photo beyond 35 % of the width, double tap and pinch zoom, swipe down closes', async ({
  page,
  request,
}) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(3, '2024:07:01 10:00:00'));
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await expect(page.getByTestId('photos-back')).toBeVisible();
  await page.getByTestId('photo-tile').first().tap();
  const frame = page.getByTestId('preview-frame');
  await expect(frame).toHaveAttribute('data-gestures', 'ready');
  // Arrows are hidden on small screens.
  await expect(page.getByTestId('preview-next')).toBeHidden();
  const box = (await frame.boundingBox())!;
  const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const first = page.url();

  await swipe(page, { x: mid.x + 40, y: mid.y }, { x: mid.x - 40, y: mid.y }); // 80 px: below 35 %
  await expect(page).toHaveURL(first);
  await swipe(page, { x: box.x + box.width * 0.8, y: mid.y }, { x: box.x + box.width * 0.2, y: mid.y });
  await expect(page).not.toHaveURL(first);
  await swipe(page, { x: box.x + box.width * 0.2, y: mid.y }, { x: box.x + box.width * 0.8, y: mid.y });
  await expect(page).toHaveURL(first);

  const image = page.getByTestId('preview-image');
  // A single tap does not zoom on a touch screen; a double tap does.
  await image.tap();
  await page.waitForTimeout(300);
  await expect(frame).toHaveAttribute('data-scale', '1');
  await doubleTap(page, mid);
  await expect(frame).toHaveAttribute('data-scale', '2.5');
  // Zoomed, a drag pans the photo instead of changing it.
  await swipe(page, { x: mid.x, y: mid.y }, { x: mid.x - box.width * 0.6, y: mid.y });
  await expect(page).toHaveURL(first);
  await expect(image).toHaveAttribute('style', /translate\(-\d/);
  await doubleTap(page, mid);
  await expect(frame).toHaveAttribute('data-scale', '1');
  // Two fingers moving apart zoom in, moving together zoom back out; the photo stays the same.
  await pinch(page, mid, 40, 160);
  await expect.poll(async () => Number(await frame.getAttribute('data-scale'))).toBeGreaterThan(1.5);
  await pinch(page, mid, 160, 20);
  await expect(frame).toHaveAttribute('data-scale', '1');
  await expect(page).toHaveURL(first);

  await swipe(page, { x: mid.x, y: box.y + box.height * 0.1 }, { x: mid.x, y: box.y + box.height * 0.9 });
  await expect(page.getByTestId('preview')).toBeHidden();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
});

test('mobile upload of a HEIC photo: no drag and drop, the photo lands under its month', async ({ page, request }) => {
  await freshAccount(page, request);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('add-photos').tap();
  const modal = page.getByTestId('upload-modal');
  await expect(modal.getByText('Drag and drop photos here, or')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await modal.getByTestId('upload-input').setInputFiles([{ name: 'IMG_0001.HEIC', mimeType: '', buffer: await heicFile(64, 48, 3) }]);
  await modal.getByTestId('upload-start').tap();
  await expect(modal.getByTestId('upload-list').locator('li')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await modal.getByTestId('upload-confirm').tap();
  await expect(modal).toBeHidden();
  await page.getByTestId('sort-notice').getByRole('button', { name: 'OK' }).tap();
  await expect(page.getByTestId('month-section').getByRole('heading', { level: 2 })).toHaveText('May 2022 (1)');
  await expect(page.getByTestId('photo-tile')).toHaveAttribute('aria-label', 'IMG_0001.HEIC, Taken on 06 May 2022, 07:08:09');
  await expect(page.getByTestId('count-photos')).toHaveText('1');
});

// The phone of the issue: a 390×844 touch screen (the project's Pixel 7 is 412×839).
test.describe('on a 390×844 touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('phone, in Dutch, select mode: month headers stay on one line, every tile and the last +N can be tapped above the toolbar', async ({
    page,
    request,
  }) => {
    const account = await freshAccount(page, request);
    // One more photo than a month shows at first: its last tile is '+1'.
    await addPhotos(request, account.token, await jpegs(TIMELINE_PAGE_SIZE + 1, '2024:09:01 10:00:00'));
    await signInOnHost(page, 'nl', account.email, account.password);
    await page.goto(`${hostOrigin('nl')}/my-photos/photos`);
    await gridReady(page);
    await expect(page.getByTestId('welcome-banner').locator('summary')).toHaveText(/fotobibliotheek Meer/);
    await page.getByTestId('select-mode').tap();
    const toolbar = page.getByTestId('selection-toolbar');
    await expect(toolbar).toBeVisible();
    // The toolbar slides up, unless the phone asks for reduced motion.
    expect(await toolbar.evaluate((el) => getComputedStyle(el).animationName)).toBe('slide-up');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await toolbar.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    const month = page.getByTestId('month-section');
    const tiles = month.getByTestId('photo-tile');
    const firstRow = (await tiles.first().boundingBox())!.y;
    for (const part of [month.locator('h2'), month.getByTestId('select-month')]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(firstRow);
    }

    // At the end of the page the last row, with '+1', is above the toolbar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const plus = page.getByTestId('plus-tile');
    await expect(plus).toBeVisible();
    const toolbarTop = (await toolbar.boundingBox())!.y;
    const plusBox = (await plus.boundingBox())!;
    expect(plusBox.y + plusBox.height).toBeLessThanOrEqual(toolbarTop);
    expect(await axeViolations(page)).toEqual([]);
    const atEnd = await page.evaluate(() => window.scrollY);
    const centre = (box: { x: number; y: number; width: number; height: number }) => ({
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    // Every tile of the last three rows (the one with '+1' included) takes a tap where it is, next to the toolbar.
    const placed = await Promise.all((await tiles.all()).map(async (tile) => ({ tile, box: (await tile.boundingBox())! })));
    const rowOf = (box: { y: number }) => Math.round(box.y);
    const lastRows = [...new Set([...placed.map(({ box }) => rowOf(box)), rowOf(plusBox)])].sort((a, b) => a - b).slice(-3);
    expect(lastRows).toHaveLength(3);
    const inLastRows = placed.filter(({ box }) => lastRows.includes(rowOf(box)));
    // The two rows above the last are full; '+1' follows the month's first TIMELINE_PAGE_SIZE photos.
    const columns = placed.filter(({ box }) => rowOf(box) === lastRows[0]).length;
    expect(columns).toBeGreaterThan(1);
    expect(placed.filter(({ box }) => rowOf(box) === lastRows[1])).toHaveLength(columns);
    expect(inLastRows).toHaveLength(2 * columns + (TIMELINE_PAGE_SIZE % columns));
    for (const { tile, box } of inLastRows) {
      await page.touchscreen.tap(centre(box).x, centre(box).y);
      await expect(tile).toHaveAttribute('aria-checked', 'true');
    }
    await expect(page.getByTestId('selected-count')).toHaveText(`${inLastRows.length} foto's geselecteerd`);
    // '+1' too: the last photo takes its place, and the page does not jump.
    await page.touchscreen.tap(centre(plusBox).x, centre(plusBox).y);
    await expect(plus).toHaveCount(0);
    const there = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="photo-tile"]')?.getAttribute('aria-checked'),
      centre(plusBox),
    );
    expect(there).toBe('false');
    expect(await page.evaluate(() => window.scrollY)).toBe(atEnd);

    // An album page has one way back: to all albums.
    const { albumId } = await api<{ albumId: string }>(request, account.token, 'POST', '/albums', { name: 'Tuin' });
    await page.goto(`${hostOrigin('nl')}/my-photos/albums/${albumId}`);
    await expect(page.getByRole('link', { name: /^←/ })).toHaveText(['← Alle albums']);
  });
});
