import { test, expect } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('orders are found by product name or order code and filtered by status, tabs and search together', async ({ page }) => {
      await signIn(page, DEMO.consumer);
      await page.goto('/orders?stripped=true');
      const search = page.getByTestId('order-search');
      await search.getByLabel('Order number or product').fill('canvas 60');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/q=canvas\+60/);
      await expect(page).toHaveURL(/stripped=true/);
      const codes = () => page.getByTestId('order-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-order-code')));
      await expect.poll(codes).toEqual(['PP-10003', 'PP-10005']);
      await expect(page.getByTestId('tab-history')).toHaveText('History (1)');
      await page.getByTestId('tab-history').click();
      await expect.poll(codes).toEqual(['PP-10012']);
      await expect(search.getByLabel('Order number or product')).toHaveValue('canvas 60');

      await search.getByLabel('Order number or product').fill('10007');
      await search.getByRole('button', { name: 'Search' }).click();
      await page.getByTestId('tab-inProgress').click();
      await expect.poll(codes).toEqual(['PP-10007']);

      await search.getByLabel('Order number or product').fill('');
      await search.getByLabel('Status').selectOption('Cancelled');
      await search.getByRole('button', { name: 'Search' }).click();
      await page.getByTestId('tab-history').click();
      await expect.poll(codes).toEqual(['PP-10010', 'PP-10012']);

      await search.getByLabel('Order number or product').fill('no such thing');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByTestId('orders-empty')).toHaveText('No orders match your search.');
      await page.getByRole('link', { name: 'Clear search' }).click();
      await expect(page.getByTestId('order-card').first()).toBeVisible();
      await expect(search.getByLabel('Order number or product')).toHaveValue('');
    });
  });
}
