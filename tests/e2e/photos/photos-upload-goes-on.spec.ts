import { test, expect } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addPhotos, api, freshAccount, gridReady, islandsReady, jpegs } from './photos-helpers';
import { dragFiles, holdUploads, jpegFiles } from './upload-queue-helpers';

test('closing the upload window keeps the uploads going: the indicator shows their progress and reopens the window to add them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await freshAccount(page, request);
  const files = await jpegFiles(['one.jpg', 'two.jpg', 'three.jpg'], '2014:03:04 05:06:07', 40);
  const uploads = await holdUploads(page);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await islandsReady(page);
  await expect(page.getByTestId('upload-indicator')).toHaveCount(0);

  await page.getByTestId('add-photos').click();
  const modal = page.getByTestId('upload-modal');
  await modal.getByTestId('upload-input').setInputFiles(files);
  await expect(modal.getByTestId('upload-list').locator('li')).toHaveCount(3);
  await modal.getByTestId('upload-start').click();
  await expect.poll(() => uploads.waiting()).toBe(1);
  await expect(modal.getByTestId('upload-goes-on')).toHaveText('You can close this window: the uploads go on.');
  await expect(modal.getByTestId('upload-confirm')).toBeDisabled();

  // Escape closes the window at once (nothing is lost), and focus goes back to 'Add photos'.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('upload-discard')).toHaveCount(0);
  await expect(page.getByTestId('add-photos')).toBeFocused();
  const indicator = page.getByTestId('upload-indicator');
  await expect(indicator).toBeVisible();
  await expect(indicator).toHaveAttribute('data-state', 'running');
  const status = indicator.getByRole('status');
  await expect(status).toHaveText('Uploading 1 of 3');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const bar = indicator.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  expect(await axeViolations(page), 'indicator while uploading').toEqual([]);

  // Leaving the page would end the uploads: the browser asks first, and staying keeps them going.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.getByTestId('tab-albums').click({ noWaitAfter: true });
  expect(await asked).toBe('beforeunload');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(status).toHaveText('Uploading 1 of 3');

  uploads.open();
  await expect(status).toHaveText('Uploading 2 of 3');
  // One of three files of about the same size is done: about a third of the bytes.
  const share = await bar.evaluate((p: HTMLProgressElement) => p.value / p.max);
  expect(share).toBeGreaterThan(0.2);
  expect(share).toBeLessThan(1);
  // The indicator reopens the window on the running uploads; closing it again goes back to the indicator.
  await indicator.getByRole('button', { name: 'Show uploads' }).click();
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('1 of 3 uploaded');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(indicator.getByRole('button', { name: 'Show uploads' })).toBeFocused();
  uploads.open(2);
  await expect(status).toHaveText('3 photos uploaded, ready to add.', { timeout: 30_000 });
  await expect(indicator).toHaveAttribute('data-state', 'finished');
  await expect(bar).toHaveCount(0);
  // Still unconfirmed: nothing is in the library yet.
  await expect(page.getByTestId('count-photos')).toHaveText('0');

  await indicator.getByRole('button', { name: 'Show uploads' }).click();
  await expect(modal).toBeVisible();
  await expect(indicator).toHaveCount(0);
  await expect(modal).toContainText('3 of 3 uploaded');
  for (const item of await modal.getByTestId('upload-list').locator('li').all()) await expect(item).toHaveAttribute('data-state', 'done');
  await modal.getByTestId('upload-confirm').click();
  await expect(modal).toBeHidden();
  await page.getByTestId('sort-notice').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('month-section').getByRole('heading', { level: 2 })).toHaveText(['March 2014 (3)']);
  await expect(page.getByTestId('photo-tile')).toHaveCount(3);
  await expect(page.getByTestId('count-photos')).toHaveText('3');
  await expect(indicator).toHaveCount(0);
});

test('the upload window can stop the uploads; closing it afterwards asks before discarding what was uploaded', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await freshAccount(page, request);
  const files = await jpegFiles(['kept.jpg', 'stopped.jpg'], '2013:02:03 04:05:06', 50);
  const uploads = await holdUploads(page);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('add-photos').click();
  const modal = page.getByTestId('upload-modal');
  await modal.getByTestId('upload-input').setInputFiles(files);
  await modal.getByTestId('upload-start').click();
  uploads.open();
  const list = modal.getByTestId('upload-list');
  await expect(list.locator('li', { hasText: 'kept.jpg' })).toHaveAttribute('data-state', 'done');
  await expect.poll(() => uploads.waiting()).toBe(1);
  await modal.getByRole('button', { name: 'Stop uploading' }).click();
  await expect(list.locator('li', { hasText: 'stopped.jpg' })).toHaveAttribute('data-state', 'queued');
  await expect(modal.getByTestId('upload-goes-on')).toHaveCount(0);
  await expect(modal.getByTestId('upload-start')).toBeVisible();
  // Nothing runs now: closing would drop the uploaded photo, so the spec's question comes first.
  await modal.getByRole('button', { name: 'Cancel' }).click();
  const ask = modal.getByTestId('upload-discard');
  await expect(ask).toHaveText(/Discard the photo you uploaded\?/);
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('upload-indicator')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('count-photos')).toHaveText('0');
});

test('photos dropped anywhere on the photos page join the upload queue, open the window and upload', async ({ page, request }) => {
  test.setTimeout(60_000);
  await freshAccount(page, request);
  const files = await jpegFiles(['dropped-1.jpg', 'dropped-2.jpg'], '2012:07:08 09:10:11', 60);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await islandsReady(page);
  const overlay = page.getByTestId('drop-overlay');

  // Dragging something that is not a file (text, a link, a photo of the page) shows no drop target.
  const text = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', 'not a photo');
    return transfer;
  });
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: text });
  await expect(overlay).toHaveCount(0);
  await page.dispatchEvent('main', 'dragleave', { dataTransfer: text });

  // Files dragged over the page show the target; leaving the page hides it again.
  const dragged = await dragFiles(page, 'main', files, { drop: false });
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveText('Drop photos to upload');
  await expect(overlay).toHaveAttribute('aria-hidden', 'true');
  await page.dispatchEvent('main', 'dragleave', { dataTransfer: dragged });
  await expect(overlay).toHaveCount(0);

  // Dropped on the page's title (anywhere will do): the window opens with the files, ready to send.
  await dragFiles(page, 'h1', files);
  await expect(overlay).toHaveCount(0);
  const modal = page.getByTestId('upload-modal');
  await expect(modal).toBeVisible();
  const items = modal.getByTestId('upload-list').locator('li');
  await expect(items).toHaveCount(2);
  await expect(items).toHaveText([/dropped-1\.jpg/, /dropped-2\.jpg/]);
  await modal.getByTestId('upload-start').click();
  for (const item of await items.all()) await expect(item).toHaveAttribute('data-state', 'done', { timeout: 30_000 });

  // More files dropped while the window is open join the same list (one window, no second one).
  const more = await jpegFiles(['dropped-3.jpg'], '2012:07:09 09:10:11', 62);
  await dragFiles(page, 'h1', more);
  await expect(items).toHaveCount(3);
  await expect(page.getByTestId('upload-modal')).toHaveCount(1);
  await modal.getByTestId('upload-start').click();
  await expect(items.last()).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await modal.getByTestId('upload-confirm').click();
  await expect(modal).toBeHidden();
  await page.getByTestId('sort-notice').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('photo-tile')).toHaveCount(3);
  await expect(page.getByTestId('count-photos')).toHaveText('3');
});

test("photos dropped on an album's page go into that album, and the page stays", async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await freshAccount(page, request);
  const [kept] = await addPhotos(request, account.token, await jpegs(1, '2016:01:01 01:01:01'));
  const { albumId } = await api<{ albumId: string }>(request, account.token, 'POST', '/albums', { name: 'Garden' });
  await api(request, account.token, 'POST', `/albums/${albumId}/photos`, { photoIds: [kept] });
  const files = await jpegFiles(['tulip.jpg', 'daisy.jpg'], '2023:04:05 06:07:08', 70);
  await page.goto(`/my-photos/albums/${albumId}`);
  await gridReady(page);
  await islandsReady(page);

  await dragFiles(page, '[data-testid="photo-grid"]', files);
  const modal = page.getByTestId('upload-modal');
  await expect(modal.getByTestId('upload-list').locator('li')).toHaveCount(2);
  await modal.getByTestId('upload-start').click();
  for (const item of await modal.getByTestId('upload-list').locator('li').all()) {
    await expect(item).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  }
  await modal.getByRole('button', { name: 'Add to this album' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/my-photos/albums/${albumId}$`));
  await expect(page.getByTestId('photo-tile')).toHaveCount(3);
  await expect(page.locator('[data-testid="photo-tile"][aria-label^="tulip.jpg"]')).toBeVisible();
  await expect(page.getByTestId('album-stats')).toHaveText('Created today · 3 photos');
  expect((await api<{ photosCount: number }>(request, account.token, 'GET', `/albums/${albumId}`)).photosCount).toBe(3);
});

test('with the upload feature off, a dropped file opens nothing and the browser does not leave the page', async ({ page, request }) => {
  await freshAccount(page, request);
  await page.goto('/my-photos/photos');
  await page.context().addCookies([{ name: 'feature_overrides', value: 'PhotoManagementUploadViewEnabled=false', url: page.url() }]);
  await page.reload();
  await gridReady(page);
  await islandsReady(page);
  await expect(page.getByTestId('add-photos')).toHaveCount(0);
  const files = await jpegFiles(['nowhere.jpg'], '2011:01:02 03:04:05', 80);
  await dragFiles(page, 'main', files, { drop: false });
  await expect(page.getByTestId('drop-overlay')).toHaveCount(0);
  await dragFiles(page, 'main', files);
  const refusedDefault = await page.evaluate(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'], 'x.jpg'));
    const drop = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true });
    document.querySelector('main')!.dispatchEvent(drop);
    return drop.defaultPrevented;
  });
  expect(refusedDefault).toBe(true);
  await expect(page.getByTestId('upload-modal')).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
});
