import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';
import { gridReady } from './photos-helpers';

/** Issue 45: the overlays' strings come from a file per locale, not with every photo page's HTML. */
const STRINGS = '**/locales/photo-overlays/*.json';
// A key only the overlays use (the page drop target's words).
const OVERLAY_ONLY_KEY = 'photos.upload.dropHere';

test('the overlays’ strings: a file per locale the browser keeps, left out of the photos page, in a preview deep link', async ({
  page,
}) => {
  await signIn(page, DEMO.consumer);
  const dutch = await page.request.get('/locales/photo-overlays/nl-NL.json');
  expect(dutch.status()).toBe(200);
  expect(dutch.headers()['cache-control']).toMatch(/public, max-age=\d+/);
  expect((await dutch.json())['common.close']).toBe('Sluiten');
  expect((await page.request.get('/locales/photo-overlays/xx-XX.json')).status()).toBe(404);

  expect(await (await page.request.get('/my-photos/photos')).text()).not.toContain(OVERLAY_ONLY_KEY);
  const photo = (await (await page.request.get('/api/photo-management/photos?limit=1')).json()).images[0].imageId as string;
  // The server renders the preview the URL opens, with its words.
  expect(await (await page.request.get(`/my-photos/photos/preview/${photo}`)).text()).toContain(OVERLAY_ONLY_KEY);
});

test('a preview opened before the overlays’ strings could be loaded opens once they come, asked again', async ({ page }) => {
  await signIn(page, DEMO.consumer);
  let asked = 0;
  await page.route(STRINGS, (route) => (++asked === 1 ? route.fulfill({ status: 503, body: '' }) : route.continue()));
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await page.getByTestId('photo-tile').first().click();
  await expect(page.getByTestId('preview-image')).toBeVisible();
  // In words, not keys or blanks.
  await expect(page.getByRole('button', { name: '← Back' })).toBeVisible();
  expect(asked).toBe(2);
});
