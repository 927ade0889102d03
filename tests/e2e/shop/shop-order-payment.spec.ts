import { test, expect } from '@playwright/test';
import { DEMO, signIn, signInOnHost, hostOrigin } from '../support/accounts';

test.use({ javaScriptEnabled: false });

test('a product free of charge says so and adds nothing to the order total', async ({ page }) => {
  await signIn(page, DEMO.consumer);
  await page.goto('/orders/PP-10013');
  const product = page.getByTestId('order-product');
  await expect(product.getByTestId('product-status')).toHaveText('Free of charge');
  await expect(product.getByTestId('product-price')).toHaveText('Free of charge');
  await expect(product.getByTestId('product-discount')).toHaveCount(0);
  const costs = page.getByTestId('order-costs');
  await expect(costs).toContainText('Products£0.00');
  await expect(costs).not.toContainText('Voucher discounts');
  await expect(costs.getByTestId('order-total')).toHaveText('£4.95');

  await page.goto('/orders?tab=history&page=2');
  await expect(page.locator('[data-order-code="PP-10013"]').getByTestId('order-total')).toHaveText('Total £4.95');
});

test("an order whose payment failed offers to pay again on the shop's payment page; a paid one does not", async ({ page }) => {
  await signIn(page, DEMO.consumer);
  await page.goto('/orders/PP-10001');
  await expect(page.getByTestId('product-status')).toHaveText('Payment failed');
  await expect(page.getByTestId('payment-failed')).toContainText('The payment for this order failed.');
  await expect(page.getByRole('link', { name: 'Pay again' })).toHaveAttribute(
    'href',
    'https://www.pixelpress.example/checkout/pay?orderCode=PP-10001',
  );
  await page.goto('/orders/PP-10005');
  await expect(page.getByTestId('order-details')).toBeVisible();
  await expect(page.getByTestId('payment-failed')).toHaveCount(0);
});

test("on FotoFlux the notice is in Dutch and leads to FotoFlux's payment page", async ({ page }) => {
  await signInOnHost(page, 'nl', DEMO.consumer);
  await page.goto(`${hostOrigin('nl')}/orders/PP-10001`);
  await expect(page.getByTestId('payment-failed')).toContainText('De betaling van deze bestelling is mislukt.');
  await expect(page.getByRole('link', { name: 'Opnieuw betalen' })).toHaveAttribute(
    'href',
    'https://www.fotoflux.example/checkout/pay?orderCode=PP-10001',
  );
  await page.goto(`${hostOrigin('nl')}/orders/PP-10013`);
  await expect(page.getByTestId('order-product').getByTestId('product-price')).toHaveText('Gratis');
});
