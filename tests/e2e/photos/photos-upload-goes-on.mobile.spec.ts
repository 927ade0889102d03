import { test, expect, type Locator } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addPhotos, freshAccount, gridReady, islandsReady, jpegs } from './photos-helpers';
import { holdUploads, jpegFiles } from './upload-queue-helpers';

const bottomOf = async (el: Locator) => {
  const box = (await el.boundingBox())!;
  return box.y + box.height;
};
const topOf = async (el: Locator) => (await el.boundingBox())!.y;

// The phone of issue 19: a 390×844 touch screen (the project's Pixel 7 is 412×839).
test.use({ viewport: { width: 390, height: 844 } });

test('phone: closing the upload window keeps uploading, and the indicator covers neither the last row nor the selection toolbar', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(30, '2024:09:01 10:00:00'));
  const files = await jpegFiles(['phone-1.jpg', 'phone-2.jpg'], '2010:05:06 07:08:09', 90);
  const uploads = await holdUploads(page);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await islandsReady(page);

  await page.getByTestId('add-photos').tap();
  const modal = page.getByTestId('upload-modal');
  await modal.getByTestId('upload-input').setInputFiles(files);
  await modal.getByTestId('upload-start').tap();
  await expect.poll(() => uploads.waiting()).toBe(1);
  await modal.getByTestId('upload-close').tap();
  await expect(modal).toBeHidden();

  const indicator = page.getByTestId('upload-indicator');
  await expect(indicator).toBeVisible();
  await expect(indicator.getByRole('status')).toHaveText('Uploading 1 of 2');
  // Within the screen, at its bottom edge, and the button takes a thumb.
  expect(await bottomOf(indicator)).toBeLessThanOrEqual(844);
  const open = indicator.getByRole('button', { name: 'Show uploads' });
  expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  expect(await axeViolations(page)).toEqual([]);

  // At the end of the page the last row (its '+6' tile) is above the indicator, which covers only the
  // room it makes at the bottom of the page.
  const tiles = page.getByTestId('photo-tile');
  const plus = page.getByTestId('plus-tile');
  const roomAtTheEnd = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return parseFloat(getComputedStyle(document.body).paddingBottom);
    });
  expect(await roomAtTheEnd()).toBeGreaterThanOrEqual(844 - (await topOf(indicator)));
  await expect(plus).toHaveText(/\+6/);
  expect(await bottomOf(plus)).toBeLessThanOrEqual(await topOf(indicator));

  // In select mode the indicator sits above the toolbar, and the last row above both.
  await page.getByTestId('select-mode').tap();
  const toolbar = page.getByTestId('selection-toolbar');
  await expect(toolbar).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => (await bottomOf(indicator)) - (await topOf(toolbar))).toBeLessThanOrEqual(0);
  expect(await bottomOf(plus)).toBeLessThanOrEqual(await topOf(indicator));
  expect(await roomAtTheEnd()).toBeGreaterThanOrEqual(844 - (await topOf(indicator)));
  // The last tile still takes a tap.
  const last = (await tiles.last().boundingBox())!;
  await page.touchscreen.tap(last.x + last.width / 2, last.y + last.height / 2);
  await expect(tiles.last()).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('select-mode').tap();
  await expect(toolbar).toBeHidden();

  // The uploads finish with the window closed; the indicator reopens it to add them.
  uploads.open(2);
  await expect(indicator.getByRole('status')).toHaveText('2 photos uploaded, ready to add.', { timeout: 30_000 });
  await open.tap();
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('2 of 2 uploaded');
  await modal.getByTestId('upload-confirm').tap();
  await expect(modal).toBeHidden();
  await page.getByTestId('sort-notice').getByRole('button', { name: 'OK' }).tap();
  await expect(page.getByTestId('count-photos')).toHaveText('32');
  await expect(indicator).toHaveCount(0);
});
