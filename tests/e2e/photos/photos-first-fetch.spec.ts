import { test, expect, type APIResponse } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';

/**
 * An album's largest paint is its largest photo of the first screen: the server's tiles ask for that one
 * first (`fetchpriority="high"`). Seen in the HTML as the server sends it, laid out by the browser with no
 * script (once hydrated and measured, the grid marks its first rows instead), on a tablet and a laptop, whose
 * first screens the choice models exactly; on phones it is measured by the Lighthouse bench.
 */
const SCREENS = [
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
];

/** Photos of one shape in one row differ by a pixel's rounding: such a photo counts as the largest too. */
const SAME_SIZE = 0.99;

async function albumIds(response: APIResponse): Promise<string[]> {
  const { albums } = (await response.json()) as { albums: { albumId: string; photosCount: number }[] };
  return albums.filter((a) => a.photosCount > 0).map((a) => a.albumId);
}

test("an album's largest photo of the first screen is asked for first, on a tablet and a laptop", async ({ page, browser }) => {
  await signIn(page, DEMO.consumer);
  const albums = await albumIds(await page.request.get('/api/photo-management/albums', { headers: { accept: 'application/json' } }));
  expect(albums.length).toBeGreaterThanOrEqual(2);
  const storageState = await page.context().storageState();
  for (const viewport of SCREENS) {
    const phone = viewport.width < 600;
    const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, javaScriptEnabled: false, storageState });
    const server = await context.newPage();
    for (const album of albums) {
      await server.goto(`/my-photos/albums/${album}`);
      const tiles = await server
        .getByTestId('photo-tile')
        .locator('img')
        .evaluateAll((images) =>
          images.map((image) => {
            const box = image.getBoundingClientRect();
            return { top: box.top, area: box.width * box.height, first: image.getAttribute('fetchpriority') === 'high' };
          }),
        );
      const inView = tiles.filter((tile) => tile.top < viewport.height);
      expect(inView.length, `${viewport.width} × ${viewport.height}, album ${album}`).toBeGreaterThan(0);
      const largest = Math.max(...inView.map((tile) => tile.area));
      const largestAskedFirst = Math.max(0, ...inView.filter((tile) => tile.first).map((tile) => tile.area));
      expect(largestAskedFirst, `${viewport.width} × ${viewport.height}, album ${album}`).toBeGreaterThanOrEqual(largest * SAME_SIZE);
    }
    await context.close();
  }
});
