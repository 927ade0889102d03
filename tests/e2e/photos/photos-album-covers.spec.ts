import { test, expect } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';

/**
 * Album covers are the largest paint of /my-photos/albums: the first row loads at once with high priority,
 * each cover picks the smallest of the 300/800/1300 thumbnails that fills its tile, in WebP for a browser
 * that takes it.
 */
test('album covers: first row eager and high priority, sized by srcset, WebP in Chromium', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.consumer);
  const covers: { url: string; type: string | undefined }[] = [];
  page.on('response', (r) => {
    // With blobs in S3 a thumbnail's URL redirects to the bucket: the final answer is the image.
    let request = r.request();
    while (request.redirectedFrom()) request = request.redirectedFrom()!;
    if (/\/thumbnails\/\d+$/.test(request.url()) && r.status() !== 302)
      covers.push({ url: request.url(), type: r.headers()['content-type'] });
  });
  await page.goto('/my-photos/albums');
  const tiles = page.getByTestId('album-list').getByTestId('album-tile');
  const tileCount = await tiles.count();
  expect(tileCount).toBeGreaterThanOrEqual(4);
  // the 'New album' tile takes the first place of the four in a row: the first three albums are the first row
  const loading: (string | null)[] = [];
  for (let i = 0; i < tileCount; i++) {
    const img = tiles.nth(i).locator('img');
    if ((await img.count()) === 0) {
      loading.push(null);
      continue;
    }
    loading.push(await img.getAttribute('loading'));
    await expect(img).toHaveAttribute('fetchpriority', i < 3 ? 'high' : 'auto');
  }
  expect(loading.slice(0, 3).filter((l) => l !== null).length).toBeGreaterThanOrEqual(2);
  expect(loading.slice(0, 3).every((l) => l === null || l === 'eager')).toBe(true);
  expect(loading.slice(3).filter((l) => l !== null).length).toBeGreaterThanOrEqual(1);
  expect(loading.slice(3).every((l) => l === null || l === 'lazy')).toBe(true);
  const images = tiles.locator('img');
  const first = images.first();
  await expect(first).toHaveAttribute('srcset', /\/thumbnails\/300 \d+w, .*\/thumbnails\/800 \d+w, .*\/thumbnails\/1300 \d+w/);
  await expect(first).toHaveAttribute('sizes', /px/);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // a tile of about 230 px at device pixel ratio 1 takes the 300 px thumbnail, not the 800 px one
  const tileWidth = await first.evaluate((img) => img.getBoundingClientRect().width);
  expect(tileWidth).toBeLessThan(300);
  expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/thumbnails\/300$/);
  const firstCover = covers.find((c) => c.url.endsWith('/thumbnails/300'));
  expect(firstCover?.type).toBe('image/webp');
});
