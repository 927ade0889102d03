import { test, expect } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';

test('on a phone the menu is the landing page and other pages link back to it', async ({ page }) => {
  await signIn(page, DEMO.consumer);
  await expect(page.getByTestId('mobile-landing-menu')).toBeVisible();
  await expect(page.getByTestId('welcome')).toBeHidden();
  await page.getByTestId('mobile-landing-menu').getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await page.getByTestId('back-to-menu').click();
  await expect(page.getByTestId('mobile-landing-menu')).toBeVisible();
});
