import { test, expect, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';

/** Settings on a phone: nothing wider than the screen, buttons big enough to tap. */
async function fitsTheScreen(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  for (const button of await page.locator('main button:visible, main a.btn:visible').all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0, await button.innerText()).toBeGreaterThanOrEqual(44);
  }
}

test('settings, the address form and the e-mail form fit a phone', async ({ page }) => {
  await signUp(page);
  for (const path of ['/settings', '/settings/new-address', '/settings/email', '/settings/personal-details', '/settings/addresses/all']) {
    await page.goto(path);
    await fitsTheScreen(page);
  }
  await page.goto('/settings');
  await expect(page.getByTestId('back-to-menu')).toBeVisible();
  // Asking to delete the account shows its question where the customer is looking.
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page.getByTestId('deletion-confirmation')).toContainText('Are you sure you want to delete your account?');
  await expect(page.getByTestId('deletion-confirmation')).toBeInViewport();
});

test('the public pages fit a phone', async ({ page }) => {
  for (const path of [
    '/account-deleted',
    '/change-email-success',
    '/change-email-error',
    '/delete-account-error',
    '/subscription-confirmation-success',
    '/subscription-confirmation-error',
  ]) {
    await page.goto(path);
    await fitsTheScreen(page);
  }
});
