import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addPhotos, api, freshAccount, gridReady, jpegs } from './photos-helpers';
import { DEMO, signIn } from '../support/accounts';
import { recordTexts } from '../support/texts-seen';

/** Names of the entries of a zip file, read from its central directory. */
function zipEntries(zip: Buffer): string[] {
  const names: string[] = [];
  for (let i = zip.length - 22; i >= 0; i--) {
    if (zip.readUInt32LE(i) !== 0x06054b50) continue;
    let p = zip.readUInt32LE(i + 16);
    const count = zip.readUInt16LE(i + 10);
    for (let n = 0; n < count; n++) {
      const nameLength = zip.readUInt16LE(p + 28);
      names.push(zip.toString('utf8', p + 46, p + 46 + nameLength));
      p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
    }
    return names;
  }
  throw new Error('not a zip file');
}

async function selectTiles(page: Page, count: number) {
  await page.getByTestId('select-mode').click();
  const tiles = page.getByTestId('photo-tile');
  for (let i = 0; i < count; i++) await tiles.nth(i).click();
  await expect(page.getByTestId('selected-count')).toHaveText(`${count} photo${count === 1 ? '' : 's'} selected`);
}

test('select three and copy them to a new album, then remove one from the album', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(4, '2021:03:05 10:00:00'));
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await expect(page.getByTestId('photo-tile')).toHaveCount(4);

  await selectTiles(page, 3);
  await page.getByRole('button', { name: 'Copy to album' }).click();
  const copy = page.getByTestId('copy-modal');
  await copy.getByLabel('New album').check();
  await copy.getByRole('button', { name: 'Copy' }).click();
  // The create-album modal stacks on top of the copy modal.
  const create = page.getByTestId('album-name-modal');
  await expect(create).toBeVisible();
  await expect(copy).toBeVisible();
  await create.getByRole('button', { name: 'Create album' }).click();
  await expect(create.getByText('Please give your album a name')).toBeVisible();
  await create.getByLabel('Album name').fill(' bad');
  await create.getByRole('button', { name: 'Create album' }).click();
  await expect(create.getByText('Name not valid')).toBeVisible();
  await create.getByLabel('Album name').fill('Lisbon');
  await create.getByRole('button', { name: 'Create album' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 photos copied to Lisbon' })).toBeVisible();
  await expect(copy).toBeHidden();
  await expect(page.getByTestId('selection-toolbar')).toBeHidden();
  // The new album counts at once, without a reload.
  await expect(page.getByTestId('count-albums')).toHaveText('1');

  await page.getByTestId('tab-albums').click();
  await expect(page).toHaveURL(/\/my-photos\/albums$/);
  const tile = page.getByTestId('album-tile').filter({ hasText: 'Lisbon' });
  await expect(tile).toContainText('3 photos');
  await expect(tile).toContainText('Created');
  await tile.click();
  await expect(page.getByTestId('album-name')).toHaveText('Lisbon');
  await expect(page.getByTestId('album-stats')).toHaveText('Created today · 3 photos');
  await gridReady(page);
  await expect(page.getByTestId('photo-tile')).toHaveCount(3);

  await selectTiles(page, 1);
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Remove from album' }).click();
  const remove = page.getByTestId('remove-modal');
  await expect(remove.getByRole('heading')).toHaveText('Remove photo');
  expect(await axeViolations(page), 'remove modal').toEqual([]);
  await remove.getByRole('button', { name: 'Remove from album' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo removed from Lisbon' })).toBeVisible();
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await expect(page.getByTestId('album-stats')).toHaveText('Created today · 2 photos');
  await page.reload();
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  // The library still has all four.
  await expect(page.getByTestId('count-photos')).toHaveText('4');
});

test('download one photo under its file name and three as a zip', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(3, '2020:01:02 03:04:05'));
  await page.goto('/my-photos/photos');
  await gridReady(page);

  await selectTiles(page, 1);
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Download' }).click();
  const single = page.getByTestId('download-modal');
  await expect(single.getByRole('heading')).toHaveText('Download photo');
  const [one] = await Promise.all([page.waitForEvent('download'), single.getByRole('button', { name: 'Download' }).click()]);
  expect(one.suggestedFilename()).toMatch(/^photo-[1-3]\.jpg$/);
  await expect(single).toBeHidden();

  await selectTiles(page, 3);
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Download' }).click();
  const many = page.getByTestId('download-modal');
  await expect(many).toContainText('Photos will be downloaded in .zip format');
  const downloading = page.waitForEvent('download');
  // Three small photos can be zipped before a test would look twice for the toast.
  const toastTexts = await recordTexts(page, '[data-testid="toasts"] [role] > span');
  await many.getByRole('button', { name: 'Download' }).click();
  const zip = await downloading;
  expect(await toastTexts()).toContain('Preparing download...');
  expect(zip.suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.zip$/);
  await expect(page.getByText('Downloading photos')).toBeVisible();
  // A zip that downloads ends select mode.
  await expect(page.getByTestId('selection-toolbar')).toBeHidden();
  const entries = zipEntries(fs.readFileSync(await zip.path()));
  expect(entries.sort()).toEqual(['photo-1.jpg', 'photo-2.jpg', 'photo-3.jpg']);
});

/** Selects the first `count` tiles and starts their zip download from the modal. */
async function downloadZipOf(page: Page, count: number) {
  await selectTiles(page, count);
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Download' }).click();
  await page.getByTestId('download-modal').getByRole('button', { name: 'Download' }).click();
}

test('a zip whose archive is finished before the POST is answered still downloads', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(2, '2020:01:02 03:04:05'));
  await page.goto('/my-photos/photos');
  await gridReady(page);
  // The answer to POST downloads is held back until the archive is ready and its push event has gone out.
  await page.route('**/api/downloads/downloads', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const { id } = (await response.json()) as { id: string };
    await expect
      .poll(async () =>
        (await request.get(`/api/downloads/downloads/${id}/url`, { headers: { authorization: `Bearer ${account.token}` } })).status(),
      )
      .toBe(200);
    await page.waitForTimeout(1000);
    await route.fulfill({ response });
  });
  const downloading = page.waitForEvent('download', { timeout: 20_000 });
  await downloadZipOf(page, 2);
  const zip = await downloading;
  expect(zip.suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.zip$/);
  expect(zipEntries(fs.readFileSync(await zip.path())).sort()).toEqual(['photo-1.jpg', 'photo-2.jpg']);
});

test('a failed zip download or delete says so and keeps select mode and the selection', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(2, '2020:01:02 03:04:05'));
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.route('**/api/downloads/downloads', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
      : route.continue(),
  );
  await downloadZipOf(page, 2);
  await expect(page.getByText('Download failed')).toBeVisible();
  await expect(page.getByText('Preparing download...')).toBeHidden();
  const toolbar = page.getByTestId('selection-toolbar');
  await expect(toolbar).toBeVisible();
  await expect(page.getByTestId('selected-count')).toHaveText('2 photos selected');
  await expect(page.getByTestId('photo-tile').and(page.locator('[aria-checked="true"]'))).toHaveCount(2);

  // Both photos are the whole library: the delete goes by its scope (/photos/all), and the ids way after.
  await page.route(/\/api\/photo-management\/photos(\/all)?$/, (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
  );
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  const modal = page.getByTestId('delete-photos-modal');
  await modal.getByRole('button', { name: 'Delete' }).click();
  await expect(modal.getByTestId('modal-error')).toContainText('Error: Your photos could not be deleted');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await expect(page.getByTestId('selected-count')).toHaveText('2 photos selected');
});

test('thumbnails whose image fails show the failure icon, before and after the page comes alive', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(2, '2020:01:02 03:04:05'));
  await page.route(/\/api\/photo-management\/photos\/[^/]+\/(thumbnails\/\d+|file)/, (route) => route.fulfill({ status: 404, body: '' }));
  // No island code at first: what the server rendered, as it looks before hydration.
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto('/my-photos/photos');
  const boxes = page.getByTestId('photo-tile').locator('.thumb');
  await expect(boxes).toHaveCount(2);
  for (const state of await boxes.evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))) expect(state).toBe('failure');
  await expect(page.getByTestId('thumb-failed')).toHaveCount(2);
  for (const icon of await page.getByTestId('thumb-failed').all()) await expect(icon).toBeVisible();
  for (const img of await page.getByTestId('photo-tile').locator('img').all()) await expect(img).toBeHidden();
  await page.unroute('**/_astro/**/*.js');
  await page.reload();
  await gridReady(page);
  await expect(boxes).toHaveCount(2);
  for (const icon of await page.getByTestId('thumb-failed').all()) await expect(icon).toBeVisible();
  await expect(page.getByTestId('photo-grid').locator('.animate-pulse, [data-state="loading"]')).toHaveCount(0);
  // Tiles the island mounts itself (another sort loads the list again) fail the same way.
  await page.getByTestId('sort').selectOption({ label: 'Date uploaded' });
  await expect(page.getByTestId('thumb-failed')).toHaveCount(2);
  for (const icon of await page.getByTestId('thumb-failed').all()) await expect(icon).toBeVisible();
});

test('delete selected photos, then delete all with the typed confirmation word', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(4, '2022:11:20 08:00:00'));
  await page.goto('/my-photos/photos?hideHeaderNav=true');
  await gridReady(page);
  await expect(page.getByTestId('count-photos')).toHaveText('4');

  await selectTiles(page, 2);
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Delete' }).click();
  const modal = page.getByTestId('delete-photos-modal');
  await expect(modal.getByRole('heading')).toHaveText('Delete 2 selected photos');
  await modal.getByRole('button', { name: 'Delete' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await expect(page.getByTestId('count-photos')).toHaveText('2');
  await expect(page).toHaveURL(/\?hideHeaderNav=true$/);
  expect((await api<{ photosCount: number }>(request, account.token, 'GET', '/users')).photosCount).toBe(2);

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete all photos' }).click();
  const all = page.getByTestId('delete-all-modal');
  const word = all.getByLabel('Type DELETE to confirm');
  await expect(word).toHaveAttribute('placeholder', 'DELETE');
  await word.fill('delete');
  await all.getByRole('button', { name: 'Delete all photos' }).click();
  await expect(all.getByText('Please type DELETE exactly as shown')).toBeVisible();
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await word.fill('DELETE');
  await all.getByRole('button', { name: 'Delete all photos' }).click();
  await expect(all).toBeHidden();
  await expect(page.getByTestId('empty-state')).toHaveText('Your photo library is empty');
  await expect(page.getByTestId('count-photos')).toHaveText('0');
  // Everything waits in Recently deleted, and the toast offers to undo this delete alone.
  await expect(page.getByTestId('toasts').getByRole('status').filter({ hasText: 'All photos moved to Recently deleted' })).toBeVisible();
  expect((await api<{ count: number }>(request, account.token, 'GET', '/trash')).count).toBe(4);
});

test('keyboard only: select a photo and delete it', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(3, '2023:02:10 09:00:00'));
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('select-mode').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('select-mode')).toBeFocused();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'photo-tile')) break;
  }
  const focused = page.locator('[data-testid="photo-tile"]:focus');
  await expect(focused).toHaveAttribute('aria-checked', 'false');
  const id = await focused.getAttribute('data-photo-id');
  await page.keyboard.press('Space');
  await expect(page.locator(`[data-photo-id="${id}"]`)).toHaveAttribute('aria-checked', 'true');
  // The selection toolbar's code loads when select mode first starts: its Delete is there before tabbing back to it.
  await expect(page.getByTestId('selection-toolbar').getByRole('button', { name: 'Delete' })).toBeVisible();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Shift+Tab');
    if (await page.evaluate(() => document.activeElement?.textContent === 'Delete')) break;
  }
  await page.keyboard.press('Enter');
  const modal = page.getByTestId('delete-photos-modal');
  await expect(modal.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect(page.locator(`[data-photo-id="${id}"]`)).toHaveCount(0);
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
});

test("the stored hideOrderPrints preference takes 'Order prints' off the photo and album pages", async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const ids = await addPhotos(request, account.token, await jpegs(1, '2017:04:04 04:04:04'));
  const { albumId } = await api<{ albumId: string }>(request, account.token, 'POST', '/albums', { name: 'Prints' });
  await api(request, account.token, 'POST', `/albums/${albumId}/photos`, { photoIds: ids });
  const patched = await request.patch('/api/customer/customers/me', {
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json', origin: new URL(page.url()).origin },
    data: { hideOrderPrints: true },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  for (const path of ['/my-photos/photos', `/my-photos/albums/${albumId}`]) {
    await page.goto(path);
    await gridReady(page);
    await page.getByTestId('select-mode').click();
    await page.getByTestId('photo-tile').first().click();
    await expect(page.getByTestId('selected-count')).toHaveText('1 photo selected');
    await expect(page.getByTestId('selection-toolbar').getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order prints' })).toHaveCount(0);
  }
});

test('order prints makes a temporary selection and opens the prints editor after at least 3 s', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const ids = await addPhotos(request, account.token, await jpegs(2, '2017:04:04 04:04:04'));
  await page.route('https://www.pixelpress.example/prints-editor**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Prints editor</title>' }),
  );
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await selectTiles(page, 2);
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Order prints' }).click();
  const modal = page.getByTestId('order-prints-modal');
  const started = Date.now();
  await modal.getByRole('button', { name: 'Order prints' }).click();
  await page.waitForURL(/prints-editor/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  const url = new URL(page.url());
  expect(url.searchParams.get('channel')).toBe('pixelpress-uk');
  expect(url.searchParams.get('productCode')).toBe('PHOTO-PRINTS-CLASSIC');
  const selectionId = url.searchParams.get('selectionId')!;
  expect(selectionId).toMatch(/^[0-9a-f-]{36}$/);
  const selection = await api<{ photoIds: string[] }>(request, account.token, 'GET', `/temp-selections/${selectionId}`);
  expect(selection.photoIds.sort()).toEqual([...ids].sort());
});

test('the Albums tab shows the same count on the photos page, the albums page and an album page, with the shared view on or off', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.consumer);
  for (const sharedView of [true, false]) {
    await context.addCookies([
      { name: 'feature_overrides', value: `PhotoManagementSharedAlbumsViewEnabled=${sharedView}`, url: new URL(page.url()).origin },
    ]);
    await page.goto('/my-photos/photos');
    const onPhotos = await page.getByTestId('count-albums').textContent();
    await page.goto('/my-photos/albums');
    await expect(page.getByTestId('count-albums')).toHaveText(onPhotos!);
    await page.getByTestId('album-tile').first().click();
    await expect(page.getByTestId('album-name')).toBeVisible();
    await expect(page.getByTestId('count-albums')).toHaveText(onPhotos!);
  }
  // Albums shared with the consumer count only with the shared view on.
  await context.addCookies([
    { name: 'feature_overrides', value: 'PhotoManagementSharedAlbumsViewEnabled=true', url: new URL(page.url()).origin },
  ]);
  await page.goto('/my-photos/photos');
  const withShared = Number(await page.getByTestId('count-albums').textContent());
  await context.addCookies([
    { name: 'feature_overrides', value: 'PhotoManagementSharedAlbumsViewEnabled=false', url: new URL(page.url()).origin },
  ]);
  await page.goto('/my-photos/photos');
  expect(Number(await page.getByTestId('count-albums').textContent())).toBeLessThan(withShared);
});
