import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addPhotos, api, freshAccount, gridReady, islandsReady, jpegs } from './photos-helpers';

// The phone of issue 19: a 390×844 touch screen.
test.use({ viewport: { width: 390, height: 844 } });

test('phone: the library picker fills the screen, a photo is tapped and added to the album', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const inAlbum = await addPhotos(request, account.token, await jpegs(1, '2022:08:01 09:00:00', 1));
  await addPhotos(request, account.token, [...(await jpegs(2, '2022:08:02 09:00:00', 2)), ...(await jpegs(2, '2021:12:24 18:00:00', 4))]);
  const { albumId } = await api<{ albumId: string }>(request, account.token, 'POST', '/albums', { name: 'Summer' });
  await api(request, account.token, 'POST', `/albums/${albumId}/photos`, { photoIds: inAlbum });

  await page.goto(`/my-photos/albums/${albumId}`);
  await gridReady(page);
  await islandsReady(page);
  await page.getByTestId('add-photos').tap();
  await page.getByRole('menuitem', { name: 'Choose from library' }).tap();
  const picker = page.getByRole('dialog', { name: 'Add photos to Summer' });
  await expect(picker).toBeVisible();
  await expect(picker.getByTestId('picker-photo')).toHaveCount(5);

  // Full screen, nothing wider than the phone, the add button on screen.
  const box = (await picker.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.y).toBe(0);
  expect(Math.round(box.width)).toBe(390);
  expect(Math.round(box.height)).toBe(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const add = picker.getByTestId('picker-add');
  await expect(add).toBeInViewport({ ratio: 1 });
  await expect(picker.locator('[data-testid="picker-photo"][aria-label^="photo-1.jpg,"]')).toHaveAttribute('aria-disabled', 'true');
  expect(await axeViolations(page)).toEqual([]);

  const tile = picker.locator('[data-testid="picker-photo"][aria-label^="photo-4.jpg,"]');
  await tile.tap();
  await expect(tile).toHaveAttribute('aria-checked', 'true');
  await expect(add).toHaveText('Add 1 photo');
  await add.tap();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await expect(page.locator('[data-testid="photo-tile"][aria-label^="photo-4.jpg,"]')).toBeVisible();
  await expect(page.getByTestId('album-stats')).toHaveText('Created today · 2 photos');
});
