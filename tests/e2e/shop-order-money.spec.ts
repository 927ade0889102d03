import { test, expect } from '@playwright/test';
import { DEMO, signIn, signUp } from './support/accounts';
import { HOME_ADDRESS } from './shop-support';

test.use({ javaScriptEnabled: false });

test("an order shows each product's price, the voucher discount, shipping and its total in the channel's currency", async ({ page }) => {
  await signUp(page);
  const placed = await page.request.post('/api/order/v1/superorders', {
    data: {
      deliveryAddress: HOME_ADDRESS,
      products: [
        { articleId: 'PB-A4-LANDSCAPE', quantity: 2, voucher: 'SPRING25', options: { coverType: 'hard' } },
        { articleId: 'PRINTS-10x15', quantity: 24 },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { code } = await placed.json();

  await page.goto('/orders');
  await expect(page.locator(`[data-order-code="${code}"]`).getByTestId('order-total')).toHaveText('Total £55.93');

  await page.goto(`/orders/${code}`);
  const products = page.getByTestId('order-product');
  await expect(products.nth(0).getByTestId('product-price')).toHaveText('Price £59.98');
  await expect(products.nth(0).getByTestId('product-discount')).toHaveText('Voucher discount −£15.00');
  await expect(products.nth(1).getByTestId('product-price')).toHaveText('Price £6.00');
  const costs = page.getByTestId('order-costs');
  await expect(costs).toContainText('Products£65.98');
  await expect(costs).toContainText('Voucher discounts−£15.00');
  await expect(costs).toContainText('Shipping£4.95');
  await expect(costs.getByTestId('order-total')).toHaveText('£55.93');
});

test('prices follow the channel: euros on FotoFlux, written the Dutch way', async ({ page }) => {
  const nl = `http://nl.localhost:${new URL(test.info().project.use.baseURL!).port}`;
  await page.goto(`${nl}/signup`);
  await page.locator('#firstName').fill('Sanne');
  await page.locator('#lastName').fill('Jansen');
  await page.locator('#email').fill(`nl-money-${Date.now()}@test.example`);
  await page.locator('#password').fill('a-long-password');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/');
  // Node does not resolve *.localhost: the API call goes to localhost with the channel's host and the session's cookies.
  const cookie = (await page.context().cookies(nl)).map((c) => `${c.name}=${c.value}`).join('; ');
  const placed = await page.request.post('/api/order/v1/superorders', {
    headers: { host: new URL(nl).host, cookie },
    data: {
      deliveryAddress: { ...HOME_ADDRESS, postalCode: '1016 GV', city: 'Amsterdam', country: 'NL' },
      products: [{ articleId: 'PB-A4-LANDSCAPE' }],
    },
  });
  const { code } = await placed.json();
  await page.goto(`${nl}/orders/${code}`);
  await expect(page.getByTestId('order-costs').getByTestId('order-total')).toHaveText('€ 34,94');
});

test('a business order links to its invoice', async ({ page }) => {
  await signIn(page, DEMO.business);
  await page.goto('/orders/PP-20001');
  await expect(page.getByTestId('order-invoice')).toHaveAttribute('href', '/api/invoice/api/v1/InvoiceGroupFiles/me/INV-2026-0412');
});
