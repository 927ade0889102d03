import { test, expect } from '@playwright/test';
import { DEMO, signIn, signUp, uniqueEmail } from '../support/accounts';
import { HOME_ADDRESS } from './shop-support';
import { seededDaysAgo } from '../support/seeded-dates';

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
  await signUp(page, { hostPrefix: 'nl', email: uniqueEmail('nl-money'), firstName: 'Sanne', lastName: 'Jansen' });
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

test("a sent order names its carrier and links to the carrier's tracking page; a delivered order says when it arrived", async ({
  page,
}) => {
  await signIn(page, DEMO.consumer);
  await page.goto('/orders?q=PP-10008');
  const sent = page.locator('[data-order-code="PP-10008"]');
  await expect(sent.getByTestId('tracking')).toHaveText('Sent with Royal Mail. Track parcel RM123456785GB');
  await expect(sent.getByRole('link', { name: 'Track parcel RM123456785GB' })).toHaveAttribute(
    'href',
    'https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB',
  );
  await expect(sent.getByTestId('delivered-on')).toHaveCount(0);

  await page.goto('/orders/PP-10009');
  const delivery = page.getByTestId('delivery');
  const deliveredOn = seededDaysAgo(13);
  await expect(delivery.getByTestId('delivered-on')).toHaveText(new RegExp(`^Delivered on (${deliveredOn.join('|')})$`));
  await expect(delivery).not.toContainText('Expected delivery');
  await expect(delivery.getByRole('link', { name: 'Track parcel 05342010009001' })).toHaveAttribute(
    'href',
    'https://tracking.dpd.de/status/en_GB/parcel/05342010009001',
  );
  await page.goto('/orders/PP-10005');
  await expect(page.getByTestId('delivery-dates')).toContainText('Expected delivery between');
  await expect(page.getByTestId('parcel')).toHaveCount(0);
});
