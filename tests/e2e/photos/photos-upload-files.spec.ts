import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addPhotos, api, freshAccount, gridReady, jpegs } from './photos-helpers';
import { heicFile, jpegWithExif } from './api-upload-fixtures';
import { STORAGE_QUOTA_FOR_TESTS, TEST_PORT } from '../support/server-env';
import { MAX_OPEN_UPLOADS } from '../../../src/domain/photos/upload-limits';
import { MAX_UPLOAD_BYTES } from '../../../src/server/images/limits';

/** Files picked from disk as a person would: the browser decides their MIME type from the name. */
let dir: string;
test.beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-files-'));
});
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function onDisk(name: string, bytes: Buffer | string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

async function openUpload(page: Page) {
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('add-photos').click();
  return page.getByTestId('upload-modal');
}

test('HEIC, HEIF, capital .HEIC and a JPEG named .png all land with their date taken and thumbnails', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Tall enough for the four months to be on screen together (the timeline renders what is in view).
  await page.setViewportSize({ width: 1280, height: 1600 });
  await freshAccount(page, request);
  const files = [
    onDisk('beach.heic', await heicFile(64, 48, 1, '2022:05:06 07:08:09')),
    onDisk('garden.heif', await heicFile(64, 48, 2, '2021:08:09 10:11:12')),
    onDisk('IMG_0042.HEIC', await heicFile(64, 48, 3, '2020:02:03 04:05:06')),
    onDisk('really-a-jpeg.png', await jpegWithExif(64, 48, '2019:11:12 13:14:15', 4)),
  ];
  const modal = await openUpload(page);
  await modal.getByTestId('upload-input').setInputFiles(files);
  await expect(modal.getByTestId('upload-list').locator('li')).toHaveCount(4);
  await expect(modal.getByRole('alert')).toHaveCount(0);
  await modal.getByTestId('upload-start').click();
  for (const item of await modal.getByTestId('upload-list').locator('li').all()) {
    await expect(item).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  }
  await modal.getByTestId('upload-confirm').click();
  await expect(modal).toBeHidden();
  await page.getByTestId('sort-notice').getByRole('button', { name: 'OK' }).click();

  const headings = page.getByTestId('month-section').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['May 2022 (1)', 'August 2021 (1)', 'February 2020 (1)', 'November 2019 (1)']);
  for (const name of ['beach.heic', 'garden.heif', 'IMG_0042.HEIC', 'really-a-jpeg.png']) {
    const image = page.locator(`[data-testid="photo-tile"][aria-label^="${name}, Taken on"] img`);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);
  }
});

test('a file the server refuses looks refused, carries no progress and can be removed', async ({ page, request }) => {
  await freshAccount(page, request);
  const modal = await openUpload(page);
  // JPEG magic bytes, then nothing a decoder can read: only the server can tell.
  const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
  await modal
    .getByTestId('upload-input')
    .setInputFiles([onDisk('broken.jpg', broken), onDisk('fine.jpg', await jpegWithExif(64, 48, '2018:01:02 03:04:05', 9))]);
  await modal.getByTestId('upload-start').click();
  const refused = modal.getByTestId('upload-list').locator('li', { hasText: 'broken.jpg' });
  await expect(refused).toHaveAttribute('data-state', 'refused', { timeout: 30_000 });
  await expect(modal.getByTestId('upload-list').locator('li', { hasText: 'fine.jpg' })).toHaveAttribute('data-state', 'done', {
    timeout: 30_000,
  });
  await expect(refused.locator('progress')).toHaveJSProperty('value', 0);
  const overall = modal.getByTestId('upload-overall');
  expect(await overall.evaluate((p: HTMLProgressElement) => p.value / p.max)).toBe(1);
  await refused.getByRole('button', { name: 'Remove broken.jpg' }).click();
  await expect(modal.getByTestId('upload-list').locator('li')).toHaveCount(1);
});

test('a file whose upload fails on the network says so, and Try again lands the photo', async ({ page, request }) => {
  test.setTimeout(90_000);
  await freshAccount(page, request);
  const modal = await openUpload(page);
  // The connection drops every upload request until the file shows it failed (the client first retries by itself).
  let offline = true;
  await page.route(/\/api\/upload\/files/, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
  await modal.getByTestId('upload-input').setInputFiles(onDisk('flaky.jpg', await jpegWithExif(64, 48, '2015:04:05 06:07:08', 31)));
  await modal.getByTestId('upload-start').click();
  const item = modal.getByTestId('upload-list').locator('li', { hasText: 'flaky.jpg' });
  await expect(item).toContainText('Upload failed', { timeout: 30_000 });
  await expect(item.locator('progress')).toHaveJSProperty('value', 0);
  await expect(modal.getByTestId('upload-confirm')).toBeDisabled();
  await expect(modal).toContainText('0 of 1 uploaded');

  offline = false;
  await item.getByRole('button', { name: 'Try again to upload flaky.jpg' }).click();
  await expect(item).toContainText('Uploaded', { timeout: 30_000 });
  await expect(item).not.toContainText('Upload failed');
  await expect(modal).toContainText('1 of 1 uploaded');
  await modal.getByTestId('upload-confirm').click();
  await expect(modal).toBeHidden();
  await page.getByTestId('sort-notice').getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-testid="photo-tile"][aria-label="flaky.jpg, Taken on 05 Apr 2015, 06:07:08"]')).toBeVisible();
  await expect(page.getByTestId('count-photos')).toHaveText('1');
});

test('closing the upload window with uploaded but unconfirmed photos asks first', async ({ page, request }) => {
  await freshAccount(page, request);
  const modal = await openUpload(page);
  await modal.getByTestId('upload-input').setInputFiles(onDisk('keep-me.jpg', await jpegWithExif(64, 48, '2017:06:07 08:09:10', 12)));
  await modal.getByTestId('upload-start').click();
  await expect(modal.getByTestId('upload-list').locator('li')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });

  await page.keyboard.press('Escape');
  const ask = modal.getByTestId('upload-discard');
  await expect(ask).toHaveText(/Discard the photo you uploaded\?/);
  await expect(ask.getByRole('button', { name: 'Go back' })).toBeFocused();
  expect(await axeViolations(page), 'discard question').toEqual([]);
  await ask.getByRole('button', { name: 'Go back' }).click();
  await expect(ask).toBeHidden();
  await expect(modal).toBeVisible();

  // A click on the backdrop beside the window asks too, and going back keeps the upload.
  expect((await modal.boundingBox())!.x).toBeGreaterThan(10);
  await page.mouse.click(5, 5);
  await expect(ask).toBeVisible();
  await expect(ask).toHaveText(/Discard the photo you uploaded\?/);
  await ask.getByRole('button', { name: 'Go back' }).click();
  await expect(ask).toBeHidden();
  await expect(modal.getByTestId('upload-list').locator('li', { hasText: 'keep-me.jpg' })).toContainText('Uploaded');

  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('count-photos')).toHaveText('0');
});

test("an album's one 'Add photos' uploads into that album and stays on the album page", async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const [kept] = await addPhotos(request, account.token, await jpegs(1, '2016:01:01 01:01:01'));
  const { albumId } = await api<{ albumId: string }>(request, account.token, 'POST', '/albums', { name: 'Garden' });
  await api(request, account.token, 'POST', `/albums/${albumId}/photos`, { photoIds: [kept] });
  await page.goto(`/my-photos/albums/${albumId}`);
  await gridReady(page);
  await expect(page.getByRole('button', { name: 'Add photos' })).toHaveCount(1);
  // One way back on an album page: to all albums.
  await expect(page.getByRole('link', { name: /^←/ })).toHaveText(['← All albums']);
  // 'Add photos' of an album is a menu: the library picker first, then the upload.
  await page.getByTestId('add-photos').click();
  await page.getByRole('menuitem', { name: 'Upload from device' }).click();
  const modal = page.getByTestId('upload-modal');
  expect(await axeViolations(page)).toEqual([]);
  await modal.getByTestId('upload-input').setInputFiles(onDisk('rose.jpg', await jpegWithExif(64, 48, '2023:06:07 08:09:10', 21)));
  await modal.getByTestId('upload-start').click();
  await expect(modal.getByTestId('upload-list').locator('li')).toHaveAttribute('data-state', 'done');
  await modal.getByRole('button', { name: 'Add to this album' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/my-photos/albums/${albumId}$`));
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await expect(page.locator('[data-testid="photo-tile"][aria-label^="rose.jpg"]')).toBeVisible();
  await expect(page.getByTestId('album-stats')).toHaveText('Created today · 2 photos');
  await expect(page.getByTestId('count-photos')).toHaveText('2');
  expect((await api<{ photosCount: number }>(request, account.token, 'GET', `/albums/${albumId}`)).photosCount).toBe(2);
});

test('a full photo storage refuses the next file with its reason, and too many unfinished uploads are refused too', async ({
  page,
  request,
}) => {
  const { token } = await freshAccount(page, request);
  const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', origin: `http://localhost:${TEST_PORT}` };
  const start = (bytes: number) => request.post('/api/upload/files', { headers: { ...tus, 'upload-length': String(bytes) } });
  // Unfinished uploads hold their declared size: the test server's quota (STORAGE_QUOTA_BYTES) is filled but for 10 bytes.
  const holding: string[] = [];
  for (let left = STORAGE_QUOTA_FOR_TESTS; left > 10;) {
    const bytes = Math.min(MAX_UPLOAD_BYTES, left - 10);
    const created = await start(bytes);
    expect(created.status()).toBe(201);
    holding.push(created.headers()['location'].split('/').pop()!);
    left -= bytes;
  }
  const full = await start(11);
  expect(full.status()).toBe(507);
  expect(await full.json()).toMatchObject({ code: 'storageFull' });

  const modal = await openUpload(page);
  await modal.getByTestId('upload-input').setInputFiles(onDisk('one-too-many.jpg', await jpegWithExif(64, 48, '2018:01:02 03:04:05', 21)));
  await modal.getByTestId('upload-start').click();
  const refused = modal.getByTestId('upload-list').locator('li', { hasText: 'one-too-many.jpg' });
  await expect(refused).toHaveAttribute('data-state', 'refused');
  await expect(refused).toContainText('Your photo storage is full. Delete photos you no longer need to make room for new ones.');
  await expect(refused.getByRole('button', { name: 'Remove one-too-many.jpg' })).toBeVisible();

  // Cancelled uploads hold nothing; unfinished ones count against the cap however small they are.
  const cancelled = await request.post('/api/upload/cancel', { headers: tus, data: { uploadIds: holding } });
  expect((await cancelled.json()).cancelled).toHaveLength(holding.length);
  for (let open = 0; open < MAX_OPEN_UPLOADS; open++) expect((await start(1)).status()).toBe(201);
  const tooMany = await start(1);
  expect(tooMany.status()).toBe(429);
  expect(await tooMany.json()).toMatchObject({ code: 'tooManyUploads' });
});
