import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addPhotos, api, freshAccount, gridReady, islandsReady, jpegs } from './photos-helpers';

/** Selects the first `count` tiles of the grid and deletes them through the confirmation; answers their ids. */
async function deleteTiles(page: Page, count: number): Promise<string[]> {
  await page.getByTestId('select-mode').click();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const tile = page.getByTestId('photo-tile').nth(i);
    ids.push((await tile.getAttribute('data-photo-id'))!);
    await tile.click();
  }
  await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Delete' }).click();
  const modal = page.getByTestId('delete-photos-modal');
  await expect(modal).toContainText('Deleted photos stay in Recently deleted for 30 days.');
  await modal.getByRole('button', { name: 'Delete' }).click();
  await expect(modal).toBeHidden();
  return ids;
}

test('delete, undo from the toast, delete two, restore one into its album, delete the other forever', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const photoIds = await addPhotos(request, account.token, await jpegs(3, '2024:06:01 10:00:00'));
  const { albumId } = await api<{ albumId: string }>(request, account.token, 'POST', '/albums', { name: 'Trip' });
  await api(request, account.token, 'POST', `/albums/${albumId}/photos`, { photoIds });
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await expect(page.getByTestId('count-photos')).toHaveText('3');

  // One photo: the toast offers Undo without taking the focus; the keyboard reaches and presses it.
  await deleteTiles(page, 1);
  await expect(page.getByTestId('count-photos')).toHaveText('2');
  const toast = page.getByTestId('toasts').getByRole('status').filter({ hasText: 'Photo moved to Recently deleted' });
  const undo = toast.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  await expect(undo).not.toBeFocused();
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toasts').getByRole('status').filter({ hasText: 'Photo restored' })).toBeVisible();
  await expect(page.getByTestId('count-photos')).toHaveText('3');
  await expect(page.getByTestId('photo-tile')).toHaveCount(3);

  // Two photos go to Recently deleted.
  const [restored, forever] = await deleteTiles(page, 2);
  await expect(page.getByTestId('count-photos')).toHaveText('1');
  await page.getByTestId('recently-deleted-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recently deleted');
  await islandsReady(page);
  const tiles = page.getByTestId('trash-photo');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.first()).toContainText('30 days left');
  expect(await axeViolations(page), 'Recently deleted').toEqual([]);

  await page.locator(`[data-photo-id="${restored}"]`).getByRole('checkbox').check();
  await expect(page.getByTestId('trash-toolbar')).toContainText('1 photo selected');
  expect(await axeViolations(page), 'one photo selected').toEqual([]);
  await page.getByTestId('trash-toolbar').getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByTestId('trash-status')).toHaveText('Photo restored');
  await expect(tiles).toHaveCount(1);
  const album = await api<{ photosCount: number }>(request, account.token, 'GET', `/albums/${albumId}`);
  expect(album.photosCount).toBe(2);
  const inAlbum = await api<{ ids: string[] }>(request, account.token, 'GET', `/albums/${albumId}/photos/ids`);
  expect(inAlbum.ids).toContain(restored);
  expect((await api<{ photosCount: number }>(request, account.token, 'GET', '/users/counts?sharedView=true')).photosCount).toBe(2);

  await page.locator(`[data-photo-id="${forever}"]`).getByRole('checkbox').check();
  await page.getByTestId('trash-toolbar').getByRole('button', { name: 'Delete forever' }).click();
  const confirm = page.getByTestId('delete-forever-modal');
  await expect(confirm.getByRole('heading')).toHaveText('Delete photo forever');
  expect(await axeViolations(page), 'delete forever').toEqual([]);
  await confirm.getByRole('button', { name: 'Delete forever' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('trash-status')).toHaveText('Photo deleted forever');
  await expect(page.getByTestId('trash-empty')).toHaveText('No recently deleted photos');
  expect(await axeViolations(page), 'empty').toEqual([]);
  const file = await request.get(`/api/photo-management/photos/${forever}/file`, { headers: { authorization: `Bearer ${account.token}` } });
  expect(file.status()).toBe(404);

  await page.getByTestId('trash-back').click();
  await gridReady(page);
  await expect(page.getByTestId('count-photos')).toHaveText('2');
});
