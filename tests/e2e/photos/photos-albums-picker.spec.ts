import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addPhotos, api, freshAccount, gridReady, islandsReady, jpegs } from './photos-helpers';
import { DEMO, signIn } from '../support/accounts';

/** A photo of the picker by its file name (its accessible name starts with it). */
const pickerPhoto = (page: Page, name: string) =>
  page.getByTestId('album-picker').locator(`[data-testid="picker-photo"][aria-label^="${name},"]`);
const pickerMonth = (page: Page, key: string) =>
  page.getByTestId('album-picker').locator(`[data-testid="picker-month"][data-month="${key}"]`);

test('add photos of the library to an album from the picker: one by one and a whole month, counts follow without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await freshAccount(page, request);
  const inAlbum = await addPhotos(request, account.token, await jpegs(2, '2021:03:05 10:00:00', 1)); // photo-1, photo-2
  await addPhotos(request, account.token, [
    ...(await jpegs(1, '2021:03:06 10:00:00', 3)), // March 2021, not in the album
    ...(await jpegs(4, '2024:02:10 10:00:00', 10)), // February 2024: photo-10…13
    ...(await jpegs(3, '2023:07:01 10:00:00', 20)), // July 2023: photo-20…22
    ...(await jpegs(1, '2020:06:01 10:00:00', 30)),
    ...(await jpegs(1, '2019:09:01 10:00:00', 31)),
    ...(await jpegs(1, '2018:05:01 10:00:00', 32)), // May 2018, the oldest month
  ]);
  const { albumId } = await api<{ albumId: string }>(request, account.token, 'POST', '/albums', { name: 'Holiday' });
  await api(request, account.token, 'POST', `/albums/${albumId}/photos`, { photoIds: inAlbum });
  await api(request, account.token, 'POST', '/albums', { name: 'Other' });

  await page.goto(`/my-photos/albums/${albumId}`);
  await gridReady(page);
  await islandsReady(page);
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await expect(page.getByTestId('album-stats')).toHaveText('Created today · 2 photos');
  await expect(page.getByTestId('count-albums')).toHaveText('2');
  // Whatever happens below happens without a reload: this mark would be gone.
  await page.evaluate(() => ((window as unknown as { pickerMark: number }).pickerMark = 1));

  // 'Add photos' is a menu: the library first, then an upload from the device. All by keyboard.
  const addButton = page.getByTestId('add-photos');
  await addButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Add photos' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Choose from library' })).toBeFocused();
  await expect(page.getByRole('menuitem')).toHaveText(['Choose from library', 'Upload from device']);
  await page.keyboard.press('Enter');

  const picker = page.getByRole('dialog', { name: 'Add photos to Holiday' });
  await expect(picker).toBeVisible();
  await expect(picker).toHaveAttribute('data-testid', 'album-picker');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  const headings = picker.getByRole('heading', { level: 3 });
  await expect(headings.first()).toHaveText('February 2024 (4)');
  await expect(headings.nth(1)).toHaveText('July 2023 (3)');
  // Months load as the picker scrolls: the oldest one is not there yet.
  await expect(pickerMonth(page, '2018/5')).toHaveCount(0);

  await expect(pickerMonth(page, '2024/2')).toHaveAttribute('data-status', 'fulfilled');
  // Keyboard: Tab from the close button to February's toggle, then to its first photo; Space picks it.
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('checkbox', { name: 'Select all of February 2024' })).toBeFocused();
  await page.keyboard.press('Tab');
  const first = picker.getByTestId('picker-photo').first();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-label', /^photo-1[0-3]\.jpg, Taken on 10 Feb 2024, 10:00:00$/);
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-checked', 'true');
  const firstName = (await first.getAttribute('aria-label'))!.split(',')[0];
  const februaryNames = await pickerMonth(page, '2024/2')
    .getByTestId('picker-photo')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')!.split(',')[0]));
  const secondName = februaryNames.find((name) => name !== firstName)!;
  await pickerPhoto(page, secondName).click();
  await expect(pickerPhoto(page, secondName)).toHaveAttribute('aria-checked', 'true');
  await expect(picker.getByTestId('picker-add')).toHaveText('Add 2 photos');

  // A whole month, asked of the server.
  await picker.getByRole('checkbox', { name: 'Select all of July 2023' }).click();
  await expect(picker.getByRole('checkbox', { name: 'Select all of July 2023' })).toHaveAttribute('aria-checked', 'true');
  for (const name of ['photo-20.jpg', 'photo-21.jpg', 'photo-22.jpg'])
    await expect(pickerPhoto(page, name)).toHaveAttribute('aria-checked', 'true');
  await expect(picker.getByTestId('picker-add')).toHaveText('Add 5 photos');

  // March 2021 holds the album's two photos: shown as in it (checked, not pickable); its toggle picks only the third.
  await picker.getByTestId('picker-scroll').evaluate((el) => el.scrollBy(0, 500));
  for (const name of ['photo-1.jpg', 'photo-2.jpg']) {
    await expect(pickerPhoto(page, name)).toHaveAttribute('aria-checked', 'true');
    await expect(pickerPhoto(page, name)).toHaveAttribute('aria-disabled', 'true');
    await expect(pickerPhoto(page, name)).toHaveAttribute('aria-label', /, In album$/);
    await expect(pickerPhoto(page, name)).toContainText('In album');
  }
  // aria-disabled keeps it focusable (so it is announced), which is why the click is forced: it changes nothing.
  await pickerPhoto(page, 'photo-1.jpg').click({ force: true });
  await expect(pickerPhoto(page, 'photo-1.jpg')).toHaveAttribute('aria-checked', 'true');
  await expect(pickerPhoto(page, 'photo-3.jpg')).toHaveAttribute('aria-checked', 'false');
  const march = picker.getByRole('checkbox', { name: 'Select all of March 2021' });
  await march.click();
  await expect(pickerPhoto(page, 'photo-3.jpg')).toHaveAttribute('aria-checked', 'true');
  await expect(march).toHaveAttribute('aria-checked', 'true');
  await expect(picker.getByTestId('picker-add')).toHaveText('Add 6 photos');
  await march.click();
  await expect(pickerPhoto(page, 'photo-3.jpg')).toHaveAttribute('aria-checked', 'false');
  await expect(picker.getByTestId('picker-add')).toHaveText('Add 5 photos');

  // Scrolling to the end loads the oldest month.
  await picker.getByTestId('picker-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(pickerMonth(page, '2018/5')).toHaveAttribute('data-status', 'fulfilled');
  await expect(pickerPhoto(page, 'photo-32.jpg')).toBeVisible();
  expect(await axeViolations(page), 'the picker with a selection').toEqual([]);

  await picker.getByTestId('picker-add').click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '5 photos added to Holiday' })).toBeVisible();
  await expect(page.getByTestId('photo-tile')).toHaveCount(7);
  for (const name of [firstName, secondName, 'photo-20.jpg', 'photo-21.jpg', 'photo-22.jpg'])
    await expect(page.locator(`[data-testid="photo-tile"][aria-label^="${name},"]`)).toBeVisible();
  await expect(page.getByTestId('album-stats')).toHaveText('Created today · 7 photos');
  await expect(page.getByTestId('count-albums')).toHaveText('2');
  await expect(page.getByTestId('count-photos')).toHaveText('13');
  expect(await page.evaluate(() => (window as unknown as { pickerMark?: number }).pickerMark)).toBe(1);

  // Opened again, the photos just added show as in the album; Escape closes it and focus goes back to 'Add photos'.
  await addButton.click();
  await page.getByRole('menuitem', { name: 'Choose from library' }).click();
  await expect(picker).toBeVisible();
  await expect(pickerPhoto(page, firstName)).toHaveAttribute('aria-disabled', 'true');
  await expect(pickerPhoto(page, 'photo-20.jpg')).toHaveAttribute('aria-disabled', 'true');
  await expect(picker.getByRole('checkbox', { name: 'Select all of July 2023' })).toBeEnabled();
  await picker.getByRole('checkbox', { name: 'Select all of July 2023' }).click();
  // Every photo of July is in the album now: nothing to pick, the toggle says so by being off limits.
  await expect(picker.getByRole('checkbox', { name: 'Select all of July 2023' })).toBeDisabled();
  await expect(picker.getByTestId('picker-add')).toHaveText('Add photos');
  await expect(picker.getByTestId('picker-add')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(addButton).toBeFocused();

  await page.reload();
  await gridReady(page);
  await expect(page.getByTestId('photo-tile')).toHaveCount(7);
  await expect(page.getByTestId('album-stats')).toHaveText('Created today · 7 photos');
  await expect(page.getByTestId('count-albums')).toHaveText('2');
  await page.getByTestId('tab-albums').click();
  await expect(page.getByTestId('album-tile').filter({ hasText: 'Holiday' })).toContainText('7 photos');
  await expect(page.getByTestId('album-tile').filter({ hasText: 'Other' })).toContainText('0 photos');
});

test("the upload is the menu's second choice; without uploads 'Add photos' opens the picker at once", async ({ page, request }) => {
  const account = await freshAccount(page, request);
  const { albumId } = await api<{ albumId: string }>(request, account.token, 'POST', '/albums', { name: 'Empty' });
  await page.goto(`/my-photos/albums/${albumId}`);
  await islandsReady(page);
  await expect(page.getByTestId('add-photos')).toHaveAttribute('aria-haspopup', 'menu');
  await page.getByTestId('add-photos').click();
  await page.getByRole('menuitem', { name: 'Upload from device' }).click();
  await expect(page.getByTestId('upload-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('upload-modal')).toBeHidden();
  await expect(page.getByTestId('add-photos')).toBeFocused();

  // The menu closes with Escape, back on its button, opening nothing.
  await page.getByTestId('add-photos').click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await axeViolations(page), 'the open menu').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByTestId('add-photos')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page
    .context()
    .addCookies([{ name: 'feature_overrides', value: 'PhotoManagementUploadViewEnabled=false', url: new URL(page.url()).origin }]);
  await page.reload();
  await islandsReady(page);
  await expect(page.getByTestId('add-photos')).not.toHaveAttribute('aria-haspopup');
  await page.getByTestId('add-photos').click();
  const picker = page.getByRole('dialog', { name: 'Add photos to Empty' });
  // An empty library says so.
  await expect(picker.getByTestId('empty-state')).toHaveText('Your photo library is empty');
  await expect(picker.getByTestId('picker-add')).toBeDisabled();
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('add-photos')).toBeFocused();
});

test('a shared album is read-only: no way to add photos to it', async ({ page }) => {
  await signIn(page, DEMO.consumer);
  await page.goto('/my-photos/albums');
  const shared = page.getByTestId('shared-with-you').getByTestId('album-tile').first();
  await shared.click();
  await expect(page).toHaveURL(/\/my-photos\/shared-albums\/[0-9a-f-]{36}$/);
  await islandsReady(page);
  await expect(page.getByTestId('shared-banner')).toBeVisible();
  await expect(page.getByTestId('add-photos')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Add photos/ })).toHaveCount(0);
});
