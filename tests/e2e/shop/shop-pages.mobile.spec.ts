import { test, expect } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';

/** On a phone the shop pages fit the screen: no sideways scrolling, the way back to the menu is there. */
for (const [email, pages] of [
  [
    DEMO.consumer,
    [
      '/orders',
      '/orders/PP-10005?edit=address',
      '/orders/PP-10009',
      '/saved-projects',
      '/online-products',
      '/online-products/PP-10009-1',
      '/downloads',
    ],
  ],
  [DEMO.business, ['/invoices', '/integration']],
] as const) {
  test(`shop pages fit a phone screen (${email})`, async ({ page }) => {
    await signIn(page, email);
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByTestId('back-to-menu'), path).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
