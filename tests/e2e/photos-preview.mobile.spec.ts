import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { heicFile } from './api-upload-fixtures';
import { addPhotos, freshAccount, gridReady, jpegs } from './photos-helpers';

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

test('mobile preview: swipe changes photo beyond 35 % of the width, double tap zooms, swipe down closes', async ({ page, request }) => {
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
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze()).violations).toEqual([]);
  await modal.getByTestId('upload-input').setInputFiles([{ name: 'IMG_0001.HEIC', mimeType: '', buffer: await heicFile(64, 48, 3) }]);
  await modal.getByTestId('upload-start').tap();
  await expect(modal.getByTestId('upload-list').locator('li')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await modal.getByTestId('upload-confirm').tap();
  await expect(modal).toBeHidden();
  await page.getByTestId('sort-notice').getByRole('button', { name: 'OK' }).tap();
  await expect(page.getByTestId('month-section').getByRole('heading')).toHaveText('May 2022 (1)');
  await expect(page.getByTestId('photo-tile')).toHaveAttribute('aria-label', 'IMG_0001.HEIC, Taken on 06 May 2022, 07:08:09');
  await expect(page.getByTestId('count-photos')).toHaveText('1');
});
