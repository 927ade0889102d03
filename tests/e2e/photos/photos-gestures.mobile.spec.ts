import { expect, test } from '@playwright/test';
import { addPhotos, freshAccount, gridReady, jpegs } from './photos-helpers';
import { drawnAt, touch, zoomSettled } from './photos-gestures-helpers';

test('a long press on a tile selects its photo instead of opening it; then a tap adds another', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await jpegs(3, '2024:07:01 10:00:00'));
  await page.goto('/my-photos/photos');
  await gridReady(page);
  const tiles = page.getByTestId('photo-tile');
  const box = (await tiles.nth(1).boundingBox())!;
  const finger = await touch(page);
  await finger.down({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  await page.waitForTimeout(700);
  await finger.up();
  await finger.detach();

  await expect(page.getByTestId('selected-count')).toHaveText('1 photo selected');
  await expect(tiles.nth(1)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('preview')).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  await tiles.nth(0).tap();
  await expect(tiles.nth(0)).toHaveAttribute('aria-checked', 'true');
  await expect(tiles.nth(1)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('selected-count')).toHaveText('2 photos selected');
  await expect(page.getByTestId('preview')).toHaveCount(0);
});

test.describe('the zoomed preview on a touch screen', () => {
  test.beforeEach(async ({ page, request }) => {
    const account = await freshAccount(page, request);
    await addPhotos(request, account.token, await jpegs(2, '2024:07:01 10:00:00'));
    await page.goto('/my-photos/photos');
    await gridReady(page);
    await page.getByTestId('photo-tile').first().tap();
    await expect(page.getByTestId('preview-frame')).toHaveAttribute('data-gestures', 'ready');
  });

  test('double tap: two taps within 200 ms toggle the zoom 1 ↔ 2.5; taps 240-360 ms apart do nothing', async ({ page }) => {
    const frame = page.getByTestId('preview-frame');
    const box = (await frame.boundingBox())!;
    const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const finger = await touch(page);
    for (const apart of [250, 350]) {
      await finger.tap(mid);
      await page.waitForTimeout(apart);
      await finger.tap(mid);
      // Longer than the window: nothing waits to happen.
      await page.waitForTimeout(400);
      await expect(frame).toHaveAttribute('data-scale', '1');
    }
    await Promise.all([finger.tap(mid), finger.tap(mid)]);
    await expect(frame).toHaveAttribute('data-scale', '2.5');
    await page.waitForTimeout(400);
    await Promise.all([finger.tap(mid), finger.tap(mid)]);
    await expect(frame).toHaveAttribute('data-scale', '1');
    await finger.detach();
  });

  for (const pace of ['slow', 'fast'] as const) {
    test(`a ${pace} 100 px drag moves the zoomed photo 100 px: the point under the finger stays under it`, async ({ page }) => {
      const frame = page.getByTestId('preview-frame');
      const image = page.getByTestId('preview-image');
      const unzoomed = await drawnAt(image);
      const box = (await frame.boundingBox())!;
      const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const finger = await touch(page);
      await Promise.all([finger.tap(mid), finger.tap(mid)]);
      await expect(frame).toHaveAttribute('data-scale', '2.5');
      const before = await zoomSettled(image, unzoomed.width, 2.5);

      const steps = pace === 'slow' ? 20 : 3;
      await finger.down(mid);
      for (let i = 1; i <= steps; i++) {
        await finger.move({ x: mid.x - (100 * i) / steps, y: mid.y + (40 * i) / steps });
        if (pace === 'slow') await page.waitForTimeout(40);
      }
      // Still held: the photo is where the finger is, once the page has drawn the last move.
      const offFinger = async () => {
        const held = await drawnAt(image);
        return Math.max(Math.abs(held.x - before.x + 100), Math.abs(held.y - before.y - 40));
      };
      await expect.poll(offFinger, { timeout: 2_000 }).toBeLessThanOrEqual(5);
      await finger.up();
      await finger.detach();
      await expect.poll(async () => Math.abs((await drawnAt(image)).x - before.x + 100), { timeout: 2_000 }).toBeLessThanOrEqual(5);
      await expect(frame).toHaveAttribute('data-scale', '2.5');
    });
  }
});
