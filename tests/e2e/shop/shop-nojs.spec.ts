import { test, expect } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';

test.use({ javaScriptEnabled: false });

/** Every page of the shop side (orders, projects, products, downloads, invoices, integration) renders its content with JavaScript off and loads no external script. */
const CONSUMER_PAGES: [string, string][] = [
  ['/orders', 'My orders'],
  ['/orders?tab=history', 'My orders'],
  ['/orders/PP-10005', 'Order PP-10005'],
  ['/saved-projects', 'Saved projects'],
  ['/online-products', 'Online photo books'],
  ['/online-products/PP-10009-1', 'Holiday in Portugal'],
  ['/downloads', 'Downloads'],
];
const BUSINESS_PAGES: [string, string][] = [
  ['/invoices', 'Invoices'],
  ['/integration', 'FTP instructions'],
  ['/orders/PP-20001', 'Order PP-20001'],
];

for (const [who, email, pages] of [
  ['consumer', DEMO.consumer, CONSUMER_PAGES],
  ['business', DEMO.business, BUSINESS_PAGES],
] as const) {
  test(`${who} pages work without JavaScript`, async ({ page }) => {
    await signIn(page, email);
    for (const [path, heading] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).last(), path).toHaveText(heading);
      await expect(page.locator('script[src]'), path).toHaveCount(0);
      await expect(page.locator('.alert-error'), path).toHaveCount(path === '/orders/PP-10003' ? 1 : 0);
    }
  });
}

test('the overview shows orders in progress, saved projects and for business users the status banner', async ({ page }) => {
  await signIn(page, DEMO.consumer);
  await page.goto('/');
  await expect(page.getByTestId('overview-orders').getByTestId('order-card')).toHaveCount(3);
  await expect(page.getByTestId('overview-projects')).toContainText('All projects (12)');
  await expect(page.getByTestId('business-banner')).toHaveCount(0);
  await expect(page.getByTestId('overview-photos').locator('img')).toHaveCount(6);
  await expect(page.locator('script[src]')).toHaveCount(0);
  // Saved projects show what they are: a drawing of the product and its name.
  const project = page.getByTestId('overview-project').first();
  await expect(project.getByTestId('product-type')).toHaveText('Wall calendar A3');
  await expect(project.getByTestId('product-thumbnail')).toHaveAttribute('data-article-type', 'Calendar');
  await page.goto('/saved-projects');
  await expect(page.getByTestId('project').nth(1).getByTestId('product-type')).toHaveText('Photo book A4 landscape');
  await expect(page.getByTestId('project').nth(1).getByTestId('product-thumbnail')).toHaveAttribute('data-article-type', 'PhotoBook');
  await page.goto('/online-products');
  const onlineProduct = page.locator('[data-product-code="PP-10011-1"]');
  await expect(onlineProduct.getByTestId('product-type')).toHaveText('Photo book XL square');
  await expect(onlineProduct.getByTestId('product-thumbnail')).toHaveAttribute('data-article-type', 'PhotoBook');
  // A recent photo of the overview opens its preview.
  await page.goto('/');
  const photo = page.getByTestId('overview-photo').first();
  const name = await photo.locator('img').getAttribute('alt');
  await photo.click();
  await expect(page).toHaveURL(/\/my-photos\/photos\/preview\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog', { name: name! })).toBeVisible();
});

test('the overview leaves out recent photos when the photo library is switched off', async ({ page, context }) => {
  await signIn(page, DEMO.consumer);
  await context.addCookies([{ name: 'feature_overrides', value: 'PhotoManagementTimelineViewEnabled=false', url: page.url() }]);
  await page.goto('/');
  await expect(page.getByTestId('overview-orders').getByTestId('order-card')).toHaveCount(3);
  await expect(page.getByTestId('overview-photos')).toHaveCount(0);
});

for (const [email, status, text] of [
  [DEMO.business, 'Default', 'Your business details are incomplete'],
  [DEMO.businessNew, 'New', 'Pending account validation'],
  [DEMO.businessBlocked, 'Blocked', 'Blocked account, please contact customer care'],
] as const) {
  test(`business banner: ${status}`, async ({ page }) => {
    await signIn(page, email);
    await page.goto('/');
    const banner = page.getByTestId('business-banner');
    await expect(banner).toHaveAttribute('data-status', status);
    await expect(banner).toContainText(text);
    if (status === 'Default')
      await expect(banner.getByRole('link', { name: 'Complete your business details' })).toHaveAttribute('href', '/settings/b2b');
  });
}

test('the downloads page lists product PDFs with size and expiry', async ({ page }) => {
  await signIn(page, DEMO.consumer);
  await page.goto('/downloads');
  const pdf = page.locator('[data-product-code="PP-10008-1"]');
  await expect(pdf).toContainText('Photo book A4 landscape');
  await expect(pdf).toContainText(/\d+(\.\d)? kB/);
  await expect(pdf).toContainText('available until');
  const response = await page.request.get('/api/product/v1/pdf/me/PP-10008-1');
  expect(response.headers()['content-type']).toBe('application/pdf');
});
