import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addPhotos, api, freshAccount, gridReady, islandsReady, jpegs } from './photos-helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('phone: Recently deleted fits the screen, is axe clean and asks before deleting forever', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const photoIds = await addPhotos(request, account.token, await jpegs(2, '2024:02:01 09:00:00'));
  await api(request, account.token, 'DELETE', '/photos', { photoIds });
  await page.goto('/my-photos/photos');
  await gridReady(page);
  // On a phone the way to Recently deleted waits in the overflow menu.
  await page.getByRole('button', { name: 'More actions' }).tap();
  await page.getByRole('menuitem', { name: 'Recently deleted' }).tap();
  await islandsReady(page);
  await expect(page.getByTestId('trash-photo')).toHaveCount(2);
  await expect(page.getByTestId('trash-photo').first()).toContainText('30 days left');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const toolbar = page.getByTestId('trash-toolbar');
  await expect(toolbar.getByRole('button', { name: 'Restore all' })).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByTestId('trash-photo').first().getByRole('checkbox').tap();
  await toolbar.getByRole('button', { name: 'Delete all forever' }).tap();
  const confirm = page.getByTestId('delete-forever-modal');
  await expect(confirm.getByRole('heading')).toHaveText('Delete all photos forever');
  await expect(confirm.getByRole('button', { name: 'Delete forever' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).tap();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('trash-photo')).toHaveCount(2);
});
