import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { jpegWithCameraExif } from './api-upload-fixtures';
import { addPhotos, freshAccount, gridReady } from './photos-helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('info panel on a phone: the Info button opens a bottom sheet, axe clean; closing it returns focus to the button', async ({
  page,
  request,
}) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, [{ name: 'phone.jpg', body: await jpegWithCameraExif(300, 400, 11) }]);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('photo-tile').first().tap();
  const button = page.getByRole('button', { name: 'Info', exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.tap();
  const panel = page.getByTestId('info-panel');
  await expect(panel.getByRole('heading', { name: 'Photo info' })).toBeFocused();
  await expect(panel.getByTestId('info-exposure')).toHaveText('1/125 s · f/2.8 · ISO 200 · 35 mm');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // A bottom sheet: full width, resting on the bottom edge.
  const box = (await panel.boundingBox())!;
  expect(box.width).toBe(390);
  expect(Math.round(box.y + box.height)).toBe(844);
  const violations = await axeViolations(page);
  expect(violations).toEqual([]);

  await panel.getByRole('button', { name: 'Close info' }).tap();
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});
