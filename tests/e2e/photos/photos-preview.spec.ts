import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addPhotos, api, freshAccount, gridReady, islandsReady, jpegs, thumbnailsMade } from './photos-helpers';
import { DEMO, signIn } from '../support/accounts';
import { PRESENTATION } from '../support/tags';

test('preview: arrows, keys, zoom, Escape back to the list at the same scroll position; its code loads only once it opens', async ({
  page,
  request,
}) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, [...(await jpegs(3, '2024:05:03 10:00:00', 1)), ...(await jpegs(30, '2023:01:10 10:00:00', 10))]);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/my-photos/photos');
  await gridReady(page);
  const previewCode = (u: string) => /\/_astro\/Preview\.[\w-]+\.js$/.test(u);
  expect(scripts.some(previewCode)).toBe(false);

  const may = page.locator('[data-month="2024/5"] [data-testid="photo-tile"]');
  await expect(may).toHaveCount(3);
  await page.mouse.wheel(0, 300);
  await page.waitForFunction(() => window.scrollY >= 100);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await may.first().click();
  const preview = page.getByTestId('preview');
  await expect(preview).toBeVisible();
  await expect(page).toHaveURL(/\/my-photos\/photos\/preview\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('preview-frame')).toHaveAttribute('data-gestures', 'ready');
  expect(scripts.some(previewCode)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  const first = page.url();
  await expect(page.getByTestId('preview-prev')).toBeDisabled();
  await page.getByTestId('preview-next').click();
  await expect(page).not.toHaveURL(first);
  const second = page.url();
  await page.keyboard.press('ArrowRight');
  await expect(page).not.toHaveURL(second);
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(second);

  const frame = page.getByTestId('preview-frame');
  const image = page.getByTestId('preview-image');
  await image.click();
  await expect(frame).toHaveAttribute('data-scale', '2.5');
  // A mouse drag of the zoomed photo pans it, and releasing the button keeps the zoom.
  const box = (await frame.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 - 60, { steps: 8 });
  await page.mouse.up();
  await expect(image).toHaveAttribute('style', /translate\(-\d/);
  await expect(frame).toHaveAttribute('data-scale', '2.5');
  await image.click();
  await expect(frame).toHaveAttribute('data-scale', '1');

  // A modal over the preview closes first with Escape; the next Escape closes the preview.
  await preview.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByTestId('download-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('download-modal')).toBeHidden();
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  // Focus lands on the last photo the preview showed (already in view here, so nothing scrolls).
  await expect(may.nth(1)).toBeFocused();
});

test("a preview URL's first steps come with the page; further ones ask the server, to the end of the library", async ({
  page,
  request,
}) => {
  const account = await freshAccount(page, request);
  const files = (await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((day) => jpegs(1, `2021:09:0${day} 09:00:00`, day)))).flat();
  const ids = await addPhotos(request, account.token, files);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/neighbours')) asked.push(r.url());
  });
  await page.goto(`/my-photos/photos/preview/${ids[7]}`);
  const image = page.getByTestId('preview-image');
  await expect(image).toHaveAttribute('alt', 'photo-8.jpg');
  await expect(page.getByTestId('preview-frame')).toHaveAttribute('data-gestures', 'ready');
  for (const name of ['photo-7.jpg', 'photo-6.jpg']) {
    await page.keyboard.press('ArrowRight');
    await expect(image).toHaveAttribute('alt', name);
  }
  expect(asked).toEqual([]);
  for (const name of ['photo-5.jpg', 'photo-4.jpg', 'photo-3.jpg', 'photo-2.jpg', 'photo-1.jpg']) {
    await page.keyboard.press('ArrowRight');
    await expect(image).toHaveAttribute('alt', name);
  }
  await expect(page.getByTestId('preview-next')).toBeDisabled();
  expect(asked.length).toBeGreaterThan(0);
});

test('a preview URL opens the photo directly and the back button returns to the list', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const [id] = await addPhotos(request, account.token, await jpegs(2, '2021:09:09 09:09:09'));
  await page.goto(`/my-photos/photos/preview/${id}?stripped=true`);
  await expect(page.getByTestId('preview')).toBeVisible();
  await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', /photo-\d\.jpg/);
  // The server's back link becomes the island's button when the preview hydrates: a click in between can be lost.
  await islandsReady(page);
  await page.getByTestId('preview-back').click();
  await expect(page.getByTestId('preview')).toBeHidden();
  await expect(page).toHaveURL(/\/my-photos\/photos\?stripped=true$/);
});

test("a preview URL's photo comes first: no script before it has loaded, the grid's thumbnails behind it only once the preview closes", async ({
  page,
  request,
}) => {
  const account = await freshAccount(page, request);
  const photoIds = await addPhotos(request, account.token, await jpegs(6, '2021:09:09 09:09:09'));
  await thumbnailsMade(request, account.token, photoIds);
  const [id] = photoIds;
  const gridThumbs: string[] = [];
  page.on('request', (r) => {
    if (/\/thumbnails\/(300|800)\b/.test(r.url())) gridThumbs.push(r.url());
  });
  // As on a slow network, the photo takes a while: the islands' scripts must still wait for it.
  await page.route(/\/thumbnails\/1300\b/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto(`/my-photos/photos/preview/${id}`);
  await expect(page.getByTestId('preview-image')).toBeVisible();
  await islandsReady(page);
  await page.waitForLoadState('networkidle');
  expect(gridThumbs).toEqual([]);
  const timing = await page.evaluate(() => {
    const photo = document.querySelector<HTMLImageElement>('[data-testid="preview-image"]')?.src;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = entries.filter((e) => /\/_astro\/.+\.js$/.test(e.name));
    return {
      photoLoaded: entries.find((e) => e.name === photo)?.responseEnd ?? Number.NaN,
      firstScript: Math.min(...scripts.map((e) => e.startTime)),
    };
  });
  expect(timing.firstScript).toBeGreaterThan(timing.photoLoaded);
  await expect(page.getByTestId('preview-frame')).toHaveAttribute('data-gestures', 'ready');
  const tileImages = page.getByTestId('photo-tile').locator('img');
  await expect(tileImages.first()).not.toHaveAttribute('src', /./);

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('preview')).toBeHidden();
  await expect(tileImages).toHaveCount(6);
  for (const img of await tileImages.all()) await expect(img).toHaveAttribute('src', /\/thumbnails\/(300|800)/);
  await expect.poll(() => gridThumbs.length).toBeGreaterThanOrEqual(6);
});

test('stripped=true and hideHeaderNav are kept on every link of the photo area', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(2, '2021:09:09 09:09:09'));
  await page.goto('/my-photos/photos?stripped=true');
  await gridReady(page);
  const internal = async () => page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  for (const href of await internal()) expect(href).toContain('stripped=true');
  await expect(page.locator('header')).toHaveCount(0);
  await page.getByTestId('tab-albums').click();
  await expect(page).toHaveURL(/\/my-photos\/albums\?stripped=true$/);
  for (const href of await internal()) expect(href).toContain('stripped=true');
  await page.getByTestId('tab-photos').click();
  await expect(page).toHaveURL(/\/my-photos\/photos\?stripped=true$/);
  await gridReady(page);
  await page.getByTestId('photo-tile').first().click();
  await expect(page).toHaveURL(/\/preview\/[0-9a-f-]{36}\?stripped=true$/);
});

test('a shared album is read-only: banner, owner, disabled actions; the album route redirects to it', async ({ page }) => {
  await signIn(page, DEMO.consumer);
  await page.goto('/my-photos/albums');
  const shared = page.getByTestId('shared-with-you').getByTestId('album-tile').filter({ hasText: "Sam's road trip" });
  const href = (await shared.getAttribute('href'))!;
  const id = href.split('/').at(-1)!;
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/my-photos/albums/${id}`);
  await expect(page).toHaveURL(new RegExp(`/my-photos/shared-albums/${id}$`));
  await expect(page.getByTestId('shared-banner')).toHaveText('Shared albums are no longer supported');
  await expect(page.getByText('Shared by friend@demo.example')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit name' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete album' })).toHaveCount(0);
  await gridReady(page);
  expect(await axeViolations(page)).toEqual([]);
  // Read only, and favourites are each account's own photos: no heart on its tiles, hovered or not, nor in its preview.
  await page.getByTestId('photo-tile').first().hover();
  await expect(page.getByTestId('tile-heart')).toHaveCount(0);
  await page.getByTestId('photo-tile').first().click();
  await expect(page.getByTestId('preview-frame')).toHaveAttribute('data-gestures', 'ready');
  await expect(page.getByTestId('preview-favourite')).toHaveCount(0);
  expect(await axeViolations(page), 'preview').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('preview')).toBeHidden();
  await page.getByTestId('select-mode').click();
  await page.getByTestId('photo-tile').first().click();
  const toolbar = page.getByTestId('selection-toolbar');
  // Why they are disabled is visible text, and each button is described by it (touch and screen readers get it).
  await expect(toolbar.getByTestId('shared-unavailable')).toBeVisible();
  for (const name of ['Copy to album', 'Remove from album', 'Order prints']) {
    const button = toolbar.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Unavailable for shared albums');
  }
  await expect(toolbar.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(toolbar.getByRole('button', { name: 'Download' })).toBeEnabled();
  expect(await axeViolations(page), 'select mode').toEqual([]);
  await page.getByTestId('select-mode').click();
  await expect(page.getByTestId('order-prints-mode')).toHaveAccessibleDescription('Unavailable for shared albums');
  await expect(page.getByTestId('shared-unavailable')).toBeVisible();
  await page.getByTestId('photo-tile').first().click();
  const preview = page.getByTestId('preview');
  await expect(preview.getByTestId('shared-unavailable')).toHaveText('Unavailable for shared albums');
  for (const name of ['Copy to album', 'Remove from album', 'Order prints']) {
    await expect(preview.getByRole('button', { name })).toBeDisabled();
    await expect(preview.getByRole('button', { name })).toHaveAccessibleDescription('Unavailable for shared albums');
  }
  await expect(page).toHaveURL(new RegExp(`/my-photos/shared-albums/${id}/preview/[0-9a-f-]{36}$`));
});

test('order prints from the preview carries exactly the photo shown', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const ids = await addPhotos(request, account.token, await jpegs(3, '2019:06:06 06:06:06'));
  await page.route('https://www.pixelpress.example/prints-editor**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Prints editor</title>' }),
  );
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('photo-tile').nth(1).click();
  const preview = page.getByTestId('preview');
  await expect(page).toHaveURL(/\/my-photos\/photos\/preview\/[0-9a-f-]{36}$/);
  const shownId = new URL(page.url()).pathname.split('/').at(-1)!;
  expect(ids).toContain(shownId);
  await preview.getByRole('button', { name: 'Order prints' }).click();
  const modal = page.getByTestId('order-prints-modal');
  expect(await axeViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Order prints' }).click();
  await page.waitForURL(/prints-editor/);
  const selectionId = new URL(page.url()).searchParams.get('selectionId')!;
  const selection = await api<{ photoIds: string[] }>(request, account.token, 'GET', `/temp-selections/${selectionId}`);
  expect(selection.photoIds).toEqual([shownId]);
});

test("set as album cover from an album photo's preview: the album's tile shows that photo", async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const ids = await addPhotos(request, account.token, await jpegs(3, '2018:03:03 03:03:03'));
  const { albumId } = await api<{ albumId: string }>(request, account.token, 'POST', '/albums', { name: 'Seaside' });
  await api(request, account.token, 'POST', `/albums/${albumId}/photos`, { photoIds: ids });
  const coverOf = async () =>
    (await api<{ coverPhoto: { imageId: string } | null }>(request, account.token, 'GET', `/albums/${albumId}`)).coverPhoto?.imageId;
  const before = await coverOf();

  await page.goto(`/my-photos/albums/${albumId}`);
  await gridReady(page);
  const other = ids.find((id) => id !== before)!;
  await page.locator(`[data-photo-id="${other}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/preview/${other}$`));
  await page.getByTestId('preview').getByRole('button', { name: 'Set as album cover' }).click();
  await expect(page.getByText('Seaside now shows this photo on its cover')).toBeVisible();
  expect(await coverOf()).toBe(other);

  await page.goto('/my-photos/albums');
  const tile = page.getByTestId('album-tile').filter({ hasText: 'Seaside' });
  await expect(tile.locator('img')).toHaveAttribute('src', new RegExp(other));
  // A photo that is not in the album cannot be its cover.
  const [outside] = await addPhotos(request, account.token, await jpegs(1, '2018:04:04 04:04:04', 9));
  const refused = await request.put(`/api/photo-management/albums/${albumId}/cover`, {
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
    data: { photoId: outside },
  });
  expect(refused.status()).toBe(404);
  expect(await coverOf()).toBe(other);
});

test('every photo route and modal passes axe', PRESENTATION, async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const photoIds = await addPhotos(request, account.token, await jpegs(3, '2022:02:02 02:02:02'));
  await page.goto('/my-photos/photos');
  await gridReady(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('photo-tile').first().click();
  await expect(page.getByTestId('preview-frame')).toHaveAttribute('data-gestures', 'ready');
  expect(await axeViolations(page), 'preview').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('preview')).toBeHidden();
  await page.getByTestId('select-mode').click();
  await page.getByTestId('photo-tile').first().click();
  expect(await axeViolations(page)).toEqual([]);
  for (const [button, modal] of [
    ['Copy to album', 'copy-modal'],
    ['Delete', 'delete-photos-modal'],
    ['Download', 'download-modal'],
    ['Order prints', 'order-prints-modal'],
  ] as const) {
    await page.getByTestId('selection-toolbar').getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByTestId(modal)).toBeVisible();
    if (modal === 'copy-modal') await expect(page.getByTestId(modal).getByText('Loading…')).toBeHidden();
    expect(await axeViolations(page), modal).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(modal)).toBeHidden();
  }
  await page.getByTestId('select-mode').click();
  // Delete all waits in the overflow menu.
  await page.getByTestId('more-actions').click();
  await page.getByRole('menuitem', { name: 'Delete all photos' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/my-photos/albums');
  await islandsReady(page);
  await page.getByTestId('new-album').click();
  await expect(page.getByTestId('album-name-modal')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Album name' }).fill('Axe');
  await page.getByRole('button', { name: 'Create album' }).click();
  await expect(page).toHaveURL(/\/my-photos\/albums\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('empty-state')).toHaveText('Your album is empty');
  expect(await axeViolations(page)).toEqual([]);

  // With photos in it, the album's preview passes, opened from the grid and by its address.
  const albumId = new URL(page.url()).pathname.split('/').at(-1)!;
  await api(request, account.token, 'POST', `/albums/${albumId}/photos`, { photoIds });
  await page.reload();
  await gridReady(page);
  await expect(page.getByTestId('photo-tile')).toHaveCount(3);
  await page.getByTestId('photo-tile').first().click();
  await expect(page.getByTestId('preview')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/my-photos/albums/${albumId}/preview/[0-9a-f-]{36}$`));
  expect(await axeViolations(page), 'album preview').toEqual([]);
  await page.reload();
  await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', /photo-\d\.jpg/);
  expect(await axeViolations(page), 'album preview by its address').toEqual([]);
  await page.getByTestId('preview-back').click();
  await expect(page.getByTestId('preview')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/my-photos/albums/${albumId}$`));
  await islandsReady(page);
  await page.getByRole('button', { name: 'Edit name' }).click();
  await expect(page.getByRole('textbox', { name: 'Album name' })).toBeVisible();
  expect(await axeViolations(page), 'rename').toEqual([]);
  await page.getByRole('textbox', { name: 'Album name' }).fill('Axe renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('album-name')).toHaveText('Axe renamed');
  await page.getByRole('button', { name: 'Delete album' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('delete-album-modal').getByRole('button', { name: 'Delete album' }).click();
  await expect(page).toHaveURL(/\/my-photos\/albums$/);
  await expect(page.getByTestId('album-tile')).toHaveCount(0);
});

test('route guards: a feature flag that is off sends the page to the root', async ({ page, context, request }) => {
  await freshAccount(page, request);
  await context.addCookies([
    { name: 'feature_overrides', value: 'PhotoManagementTimelineViewEnabled=false,PhotoManagementAlbumViewEnabled=false', url: page.url() },
  ]);
  for (const path of [
    '/my-photos',
    '/my-photos/photos',
    '/my-photos/albums',
    '/my-photos/photos/preview/00000000-0000-4000-8000-000000000000',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('the owner of a shared album sees its participants in a modal that passes axe', async ({ page }) => {
  await signIn(page, DEMO.consumer);
  await page.goto('/my-photos/albums');
  await page.getByTestId('album-tile').filter({ hasText: 'Weekend with Sam' }).click();
  await expect(page.getByTestId('album-name')).toHaveText('Weekend with Sam');
  await islandsReady(page);
  await page.getByRole('button', { name: 'Participants' }).click();
  const modal = page.getByTestId('participants-modal');
  await expect(modal.getByRole('listitem')).toHaveText([`${DEMO.consumer} (owner)`, DEMO.friend]);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});
