import { axeViolations } from '../support/axe';
import { expect, test } from '@playwright/test';
import { jpegWithCameraExif, jpegWithExif, smallPng } from './api-upload-fixtures';
import { addPhotos, api, freshAccount, gridReady } from './photos-helpers';

test("info panel: the i key shows a camera photo's EXIF and albums, a photo without EXIF what is known; axe clean; Escape returns to the button", async ({
  page,
  request,
}) => {
  const account = await freshAccount(page, request);
  const camera = await jpegWithCameraExif(400, 300, 7);
  const [cameraId] = await addPhotos(request, account.token, [
    { name: 'camera.jpg', body: camera },
    { name: 'plain.png', body: await smallPng(64, 48, 7) },
  ]);
  const { albumId } = await api<{ albumId: string }>(request, account.token, 'POST', '/albums', { name: 'Amsterdam 2021' });
  await api(request, account.token, 'POST', `/albums/${albumId}/photos`, { photoIds: [cameraId] });

  await page.goto('/my-photos/photos');
  await gridReady(page);
  // Newest date taken first: the camera photo, then the PNG of unknown date.
  await page.getByTestId('photo-tile').first().click();
  await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', 'camera.jpg');
  await page.keyboard.press('i');
  const panel = page.getByTestId('info-panel');
  await expect(panel.getByRole('heading', { name: 'Photo info' })).toBeFocused();
  await expect(panel.getByTestId('info-date')).toHaveText('04 Jul 2021, 13:22:11');
  await expect(panel.getByTestId('info-file-name')).toHaveText('camera.jpg');
  await expect(panel.getByTestId('info-dimensions')).toHaveText('400 × 300');
  await expect(panel.getByTestId('info-size')).toHaveText(`${(camera.length / 1000).toFixed(1).replace(/\.0$/, '')} kB`);
  await expect(panel.getByTestId('info-camera')).toHaveText('FUJIFILM X-T30');
  await expect(panel.getByTestId('info-lens')).toHaveText('XF35mmF2 R WR');
  await expect(panel.getByTestId('info-exposure')).toHaveText('1/125 s · f/2.8 · ISO 200 · 35 mm');
  await expect(panel.getByTestId('info-position')).toHaveText('52.3702° N, 4.8952° E');
  await expect(panel.getByTestId('info-albums')).toHaveText('Amsterdam 2021');
  const violations = await axeViolations(page);
  expect(violations.map((v) => v.id)).toEqual([]);

  // Beside the photo, not over its arrows; it follows the preview to the next photo, which carries no EXIF.
  const arrow = (await page.getByTestId('preview-next').boundingBox())!;
  expect(arrow.x + arrow.width).toBeLessThanOrEqual((await panel.boundingBox())!.x);
  await page.getByTestId('preview-next').click();
  await expect(panel.getByTestId('info-file-name')).toHaveText('plain.png');
  await expect(panel.getByTestId('info-dimensions')).toHaveText('64 × 48');
  await expect(panel.getByTestId('info-date')).toHaveText('Unknown');
  await expect(panel.getByTestId('info-albums')).toHaveText('Not in any album');
  await expect(panel.getByTestId('info-camera')).toHaveCount(0);
  await expect(panel.getByTestId('info-position')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Info', exact: true })).toBeFocused();
  await expect(page.getByTestId('preview')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('preview')).toBeHidden();
});

test('info panel: print readiness warns that a 2 MP photo is too small for 30 × 45 cm, not for 10 × 15 cm; a 24 MP one prints well up to 30 × 45 cm', async ({
  page,
  request,
}) => {
  const account = await freshAccount(page, request);
  // Newest first: the messenger copy, then the camera's photo.
  await addPhotos(request, account.token, [
    { name: 'messenger.jpg', body: await jpegWithExif(1600, 1200, '2023:08:01 12:00:00', 3) },
    { name: 'camera.jpg', body: await jpegWithExif(6000, 4000, '2021:08:01 12:00:00', 4) },
  ]);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('photo-tile').first().click();
  await expect(page.getByTestId('preview-image')).toHaveAttribute('alt', 'messenger.jpg');
  await page.keyboard.press('i');
  const panel = page.getByTestId('info-panel');
  const prints = panel.getByTestId('info-prints');
  const at = (size: string) => prints.getByRole('listitem').filter({ hasText: size });
  await expect(panel.getByTestId('info-file-name')).toHaveText('messenger.jpg');
  await expect(prints.getByTestId('info-prints-summary')).toHaveText('Too small for a sharp print');
  await expect(at('10 × 15 cm')).toHaveText(/10 × 15 cm: acceptable/);
  await expect(at('30 × 45 cm')).toHaveText(/30 × 45 cm: too small, will look blurred/);

  await page.getByTestId('preview-next').click();
  await expect(panel.getByTestId('info-file-name')).toHaveText('camera.jpg');
  await expect(prints.getByTestId('info-prints-summary')).toHaveText('Prints well up to 30 × 45 cm');
  await expect(at('30 × 45 cm')).toHaveText(/30 × 45 cm: sharp/);
  await expect(at('40 × 60 cm')).toHaveText(/40 × 60 cm: acceptable/);
  const violations = await axeViolations(page);
  expect(violations.map((v) => v.id)).toEqual([]);
});
