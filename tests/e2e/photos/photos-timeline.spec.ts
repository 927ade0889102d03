import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { jpegWithExif } from './api-upload-fixtures';
import { freshAccount, gridReady } from './photos-helpers';

test('upload a JPEG with an EXIF date through the upload modal and find it under its month', async ({ page, request }) => {
  await freshAccount(page, request);
  await page.goto('/my-photos');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await expect(page.getByTestId('empty-state')).toHaveText('Your photo library is empty');
  await expect(page.getByTestId('count-photos')).toHaveText('0');
  await gridReady(page);

  await page.getByTestId('add-photos').click();
  const modal = page.getByTestId('upload-modal');
  await expect(modal).toBeVisible();
  await modal.getByTestId('upload-input').setInputFiles([
    { name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await jpegWithExif(120, 80, '2019:08:14 16:20:05', 7) },
    { name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
  ]);
  await expect(modal.getByRole('alert')).toContainText('notes.gif');
  await expect(modal.getByTestId('upload-confirm')).toBeDisabled();
  await modal.getByTestId('upload-start').click();
  await expect(modal.getByTestId('upload-list').locator('li')).toHaveAttribute('data-state', 'done');
  await modal.getByTestId('upload-confirm').click();
  await expect(modal).toBeHidden();
  // The timeline is sorted by date taken, so the sort notice opens (spec §4).
  await expect(page.getByTestId('sort-notice')).toBeVisible();
  expect(await axeViolations(page), 'sort notice').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sort-notice')).toBeHidden();

  const section = page.locator('[data-testid="month-section"][data-month="2019/8"]');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('August 2019 (1)');
  // Its day, a Wednesday, heads the photo's row.
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(/^Wed,? 14 Aug$/);
  const tile = section.getByTestId('photo-tile');
  await expect(tile).toHaveAttribute('title', 'Taken on 14 Aug 2019, 16:20:05');
  await expect(page.getByTestId('count-photos')).toHaveText('1');
});

test('the photos page has no axe violations, empty and with the upload modal open', async ({ page, request }) => {
  await freshAccount(page, request);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('add-photos').click();
  await expect(page.getByTestId('upload-modal')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the welcome banner opens with Show more, closes with Show less and links to the FAQ', async ({ page, request }) => {
  await freshAccount(page, request);
  await page.goto('/my-photos/photos');
  const banner = page.getByTestId('welcome-banner');
  const faq = banner.getByRole('link', { name: 'Read the frequently asked questions' });
  await expect(faq).toBeHidden();
  await banner.getByText('Show more').click();
  await expect(faq).toBeVisible();
  await expect(banner.getByText('Show more')).toBeHidden();
  await banner.getByText('Show less').click();
  await expect(faq).toBeHidden();
  await expect(banner.getByText('Show more')).toBeVisible();
});
