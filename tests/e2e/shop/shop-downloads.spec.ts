import { test, expect } from '@playwright/test';
import { freshAccount, uploadPhoto, call, ORIGIN } from '../photos/api-photos-helpers';
import { signIn } from '../support/accounts';

test.use({ javaScriptEnabled: false });

test('downloads list product PDFs and photo zips that are still valid, with sizes', async ({ page }) => {
  const { email, token } = await freshAccount();
  const photoIds = [await uploadPhoto(token), await uploadPhoto(token)];
  const created = await call<{ id: string }>(token, 'POST', `${ORIGIN}/api/downloads/downloads`, { photoIds });
  expect(created.status).toBe(200);
  const zipId = created.body.id;
  await expect
    .poll(async () => (await call(token, 'GET', `${ORIGIN}/api/downloads/downloads/${zipId}/url`)).status, { timeout: 30_000 })
    .toBe(200);

  await signIn(page, email, 'a-long-password');
  await page.goto('/downloads');
  await expect(page.getByText('You have no product PDFs.')).toBeVisible();
  const zip = page.locator(`[data-download-id="${zipId}"]`);
  await expect(zip).toContainText('2 photos');
  await expect(zip).toContainText(/\d+(\.\d)? (kB|byte|MB)/);
  await expect(zip).toContainText('available until');
  const href = await zip.getByRole('link', { name: /^Download photos-/ }).getAttribute('href');
  // Absolute from the downloads service's own base URL.
  expect(href).toMatch(new RegExp(`^${ORIGIN}/api/downloads/downloads/${zipId}/file\\?expires=\\d+&signature=`));
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 2).toString()).toBe('PK');
});
