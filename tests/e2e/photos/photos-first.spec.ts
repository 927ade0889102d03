import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addPhotos, freshAccount, gridReady, islandsReady, jpegs } from './photos-helpers';
import { signIn } from '../support/accounts';

/** Issue 19 on a desktop: the overflow menu, the welcome banner and the keyboard habits of photo apps. */

const previewId = (page: Page) => /\/preview\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)![1];

test('the overflow menu works by keyboard, is axe clean while open, and Delete all keeps its typed confirmation', async ({
  page,
  request,
}) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(3, '2022:04:04 10:00:00'));
  await page.goto('/my-photos/photos');
  await gridReady(page);
  // The red button left the toolbar; sort stays in the toolbar on a wide screen.
  await expect(page.getByRole('button', { name: 'Delete all photos' })).toHaveCount(0);
  await expect(page.getByTestId('sort')).toBeVisible();

  const more = page.getByRole('button', { name: 'More actions' });
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: 'More actions' });
  const deleteAll = menu.getByRole('menuitem', { name: 'Delete all photos' });
  await expect(deleteAll).toBeFocused();
  // Sort and Recently deleted show in the toolbar and the header here: Delete all is the one item.
  await expect(menu.getByRole('menuitem')).toHaveCount(1);
  await expect(menu.getByRole('menuitemradio')).toHaveCount(0);
  expect(await axeViolations(page), 'menu open').toEqual([]);

  // Arrows wrap around the items; Escape closes and gives focus back to the button.
  await page.keyboard.press('ArrowDown');
  await expect(deleteAll).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  // ArrowUp opens it on the last item; Tab closes it and moves on.
  await page.keyboard.press('ArrowUp');
  await expect(deleteAll).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(more).not.toBeFocused();
  // A click elsewhere closes it too.
  await more.click();
  await expect(deleteAll).toBeFocused();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();

  // Space opens it, Enter runs the item: the spec's confirmation by the typed word.
  await more.focus();
  await page.keyboard.press(' ');
  await expect(deleteAll).toBeFocused();
  await page.keyboard.press('Enter');
  const modal = page.getByTestId('delete-all-modal');
  await expect(modal.getByRole('heading')).toHaveText('Delete all photos');
  const word = modal.getByLabel('Type DELETE to confirm');
  await expect(word).toHaveAttribute('placeholder', 'DELETE');
  // Ctrl+A in a text field selects its text, not the photos.
  await word.fill('DEL');
  await word.press('Control+a');
  await word.pressSequentially('DELETE');
  await expect(word).toHaveValue('DELETE');
  await expect(page.getByTestId('selection-toolbar')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(more).toBeFocused();
  await expect(page.getByTestId('photo-tile')).toHaveCount(3);
});

test('Ctrl/Cmd+A selects the whole library, Escape leaves select mode, Delete asks before deleting the selection', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, [...(await jpegs(30, '2020:06:06 10:00:00', 1)), ...(await jpegs(4, '2019:02:02 10:00:00', 31))]);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  // Not every photo is loaded: June shows a page and '+6' (at its end, below the first screen).
  await page.mouse.wheel(0, 1200);
  await expect(page.getByTestId('plus-tile')).toHaveText('+6');

  await page.keyboard.press('Control+a');
  await expect(page.getByTestId('selection-toolbar')).toBeVisible();
  await expect(page.getByTestId('selected-count')).toHaveText('34 photos selected');
  await expect(page.getByTestId('select-all')).toHaveAttribute('aria-keyshortcuts', 'Control+A Meta+A');
  await expect(page.getByTestId('select-all')).toBeDisabled();
  await expect(page.getByTestId('selection-toolbar')).toContainText('Ctrl+A (⌘A on a Mac) selects all photos');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('selection-toolbar')).toHaveCount(0);
  await expect(page.getByTestId('select-mode')).toHaveText('Select');

  // Cmd+A from a focused photo: focus stays on that photo, now a checkbox, and Escape brings back its link.
  const third = page.getByTestId('photo-tile').nth(2);
  const id = await third.getAttribute('data-photo-id');
  const tile = page.locator(`[data-testid="photo-tile"][data-photo-id="${id}"]`);
  await third.focus();
  await page.keyboard.press('Meta+a');
  await expect(page.getByTestId('selected-count')).toHaveText('34 photos selected');
  await expect(tile).toHaveAttribute('role', 'checkbox');
  await expect(tile).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tile).toHaveAttribute('href', /\/preview\//);
  await expect(tile).toBeFocused();

  // Delete does nothing outside select mode or with nothing selected.
  await page.keyboard.press('Delete');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('select-mode').click();
  await page.keyboard.press('Delete');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('photo-tile').nth(0).click();
  await page.getByTestId('photo-tile').nth(1).click();
  await page.keyboard.press('Delete');
  const modal = page.getByTestId('delete-photos-modal');
  await expect(modal.getByRole('heading')).toHaveText('Delete 2 selected photos');
  // Escape closes the confirmation first; select mode stays.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('selected-count')).toHaveText('2 photos selected');
  await page.keyboard.press('Delete');
  await modal.getByRole('button', { name: 'Delete' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('count-photos')).toHaveText('32');
});

test('the Delete key in the preview asks to delete the photo shown, then the next photo shows', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(3, '2023:03:03 10:00:00'));
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('photo-tile').first().click();
  await expect(page.getByTestId('preview-frame')).toBeVisible();
  await expect(page.getByTestId('preview').getByRole('button', { name: 'Delete', exact: true })).toHaveAttribute(
    'aria-keyshortcuts',
    'Delete',
  );
  const shown = previewId(page);
  await page.keyboard.press('Delete');
  const modal = page.getByTestId('delete-photos-modal');
  await expect(modal.getByRole('heading')).toHaveText('Delete photo');
  await modal.getByRole('button', { name: 'Delete' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('preview')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(shown));
  await expect(page.getByTestId('count-photos')).toHaveText('2');
});

test('closing the preview after walking ahead brings the last photo shown into view, with focus', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, [
    ...(await jpegs(40, '2021:07:07 10:00:00', 1)),
    ...(await jpegs(20, '2021:05:05 10:00:00', 41)),
  ]);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  // May has not loaded: it is below the first screen.
  await expect(page.locator('[data-month="2021/5"]')).toHaveCount(0);
  await page.getByTestId('photo-tile').first().click();
  await expect(page.getByTestId('preview-image')).toBeVisible();
  // 45 photos ahead: past the loaded page of July and into May.
  for (let i = 0; i < 45; i++) {
    const before = page.url();
    await page.keyboard.press('ArrowRight');
    await expect(page).not.toHaveURL(before);
  }
  const last = previewId(page);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('preview')).toBeHidden();
  const tile = page.locator(`[data-testid="photo-tile"][data-photo-id="${last}"]`);
  await expect(tile).toBeInViewport({ ratio: 1 });
  await expect(tile).toBeFocused();
  await expect(page.locator('[data-month="2021/5"]')).toHaveAttribute('data-status', 'fulfilled');
});

test('the welcome banner closes for good, also without JavaScript', async ({ page, request, browser }) => {
  const account = await freshAccount(page, request);
  await page.goto('/my-photos/photos');
  await islandsReady(page);
  const banner = page.getByTestId('welcome-banner');
  await banner.getByRole('button', { name: 'Close the welcome message' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeFocused();
  await page.reload();
  await gridReady(page);
  await expect(banner).toHaveCount(0);

  // Without JavaScript the button posts a form; the page comes back without the banner, and it stays away.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const noJs = await context.newPage();
  await signIn(noJs, account.email, account.password);
  await noJs.goto('/my-photos/photos');
  await noJs.getByTestId('welcome-banner').getByRole('button', { name: 'Close the welcome message' }).click();
  await expect(noJs).toHaveURL(/\/my-photos\/photos$/);
  await expect(noJs.getByTestId('welcome-banner')).toHaveCount(0);
  await noJs.reload();
  await expect(noJs.getByTestId('welcome-banner')).toHaveCount(0);
  await expect(noJs.getByTestId('empty-state')).toHaveText('Your photo library is empty');
  await context.close();
});
