import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { heicFile, jpegWithExif } from './api-upload-fixtures';
import { addPhotos, freshAccount, gridReady, jpegs, thumbnailsMade } from './photos-helpers';
import { drawnAt, zoomSettled } from './photos-gestures-helpers';

test('an ArrowRight pressed the instant the preview opens is not lost', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const ids = await addPhotos(request, account.token, [
    ...(await jpegs(1, '2024:05:03 10:00:00', 1)),
    ...(await jpegs(1, '2024:05:02 10:00:00', 2)),
    ...(await jpegs(1, '2024:05:01 10:00:00', 3)),
  ]);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  // The preview's code has not loaded yet: the key comes before it.
  await page.getByTestId('photo-tile').first().click();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/preview/${ids[1]}$`));
  await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', 'photo-2.jpg');
});

test('a mouse drag of the zoomed photo moves it with the pointer, 100 px for 100 px', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(1, '2024:05:03 10:00:00'));
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('photo-tile').first().click();
  const frame = page.getByTestId('preview-frame');
  const image = page.getByTestId('preview-image');
  await expect(frame).toHaveAttribute('data-gestures', 'ready');
  const unzoomed = await drawnAt(image);
  await image.click();
  await expect(frame).toHaveAttribute('data-scale', '2.5');
  for (const steps of [20, 2]) {
    const before = await zoomSettled(image, unzoomed.width, 2.5);
    const box = (await frame.boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 100, from.y - 30, { steps });
    const held = await drawnAt(image);
    expect(Math.abs(held.x - before.x - 100)).toBeLessThanOrEqual(5);
    expect(Math.abs(held.y - before.y + 30)).toBeLessThanOrEqual(5);
    await page.mouse.up();
    // Releasing keeps the zoom (the click that ends a drag does not zoom out).
    await expect(frame).toHaveAttribute('data-scale', '2.5');
    // Back again for the next pace.
    await page.mouse.move(from.x + 100, from.y - 30);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y, { steps: 10 });
    await page.mouse.up();
  }
});

test('zoomed in, the preview shows the photo at full resolution over the 1300 px rendition, HEIC as JPEG', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const ids = await addPhotos(request, account.token, [
    { name: 'large.jpg', body: await jpegWithExif(3000, 2000, '2024:05:03 10:00:00', 7) },
    { name: 'large.heic', body: await heicFile(2400, 1600, 8, '2024:05:02 10:00:00') },
  ]);
  await thumbnailsMade(request, account.token, ids);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('photo-tile').first().click();
  const frame = page.getByTestId('preview-frame');
  const image = page.getByTestId('preview-image');
  const full = page.getByTestId('preview-full');
  const natural = (el: typeof image) => el.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  for (const [name, width, height] of [
    ['large.jpg', 3000, 2000],
    ['large.heic', 2400, 1600],
  ] as const) {
    await expect(image).toHaveAttribute('alt', name);
    await expect.poll(() => natural(image)).toEqual([1300, Math.round((1300 * height) / width)]);
    // Not asked for until the customer zooms.
    await expect(full).toHaveCount(0);
    await image.click();
    await expect(frame).toHaveAttribute('data-scale', '2.5');
    await expect(full).toHaveAttribute('data-loaded', 'true', { timeout: 20_000 });
    expect(await natural(full)).toEqual([width, height]);
    await expect(full).toHaveCSS('opacity', '1');
    await image.click();
    await expect(frame).toHaveAttribute('data-scale', '1');
    await page.keyboard.press('ArrowRight');
  }
});

test('desktop: every tile offers a check circle on hover and on keyboard focus that starts selecting with its photo', async ({
  page,
  request,
}) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(3, '2024:05:03 10:00:00'));
  await page.goto('/my-photos/photos');
  await gridReady(page);
  const tiles = page.getByTestId('photo-tile');
  const checks = page.getByRole('button', { name: /^Select photo-\d\.jpg$/ });
  await expect(checks).toHaveCount(3);
  for (const check of await checks.all()) await expect(check).toHaveCSS('opacity', '0');
  const nameOf = async (i: number) => (await tiles.nth(i).getAttribute('aria-label'))!.split(',')[0];
  await tiles.nth(1).hover();
  await expect(page.getByRole('button', { name: `Select ${await nameOf(1)}` })).toHaveCSS('opacity', '1');
  await expect(page.getByRole('button', { name: `Select ${await nameOf(0)}` })).toHaveCSS('opacity', '0');

  // From the keyboard: the circle follows its tile in the tab order and shows when focused.
  await page.mouse.move(0, 0);
  await tiles.nth(0).focus();
  await page.keyboard.press('Tab');
  const first = page.getByRole('button', { name: `Select ${await nameOf(0)}` });
  await expect(first).toBeFocused();
  await expect(first).toHaveCSS('opacity', '1');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('selected-count')).toHaveText('1 photo selected');
  await expect(tiles.nth(0)).toHaveAttribute('aria-checked', 'true');
  await expect(tiles.nth(0)).toBeFocused();
  await expect(page.getByTestId('preview')).toHaveCount(0);
  // In select mode the tiles are the checkboxes.
  await expect(checks).toHaveCount(0);
  await tiles.nth(2).click();
  await expect(page.getByTestId('selected-count')).toHaveText('2 photos selected');
});
