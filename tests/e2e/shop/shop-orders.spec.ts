import { test, expect } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';

/** The demo consumer's orders are read only here: 8 in progress, 5 in history (page size 3). */
test.describe('orders of the demo consumer', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.consumer);
  });

  test('shows both tabs and pages through them', async ({ page }) => {
    await page.goto('/orders');
    await expect(page.getByTestId('tab-inProgress')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('tab-inProgress')).toHaveText('In progress (8)');
    await expect(page.getByTestId('tab-history')).toHaveText('History (5)');
    const cards = page.getByTestId('order-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toHaveAttribute('data-order-code', 'PP-10001');
    await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 3');

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/tab=inProgress&page=2/);
    await expect(page.getByTestId('page-indicator')).toHaveText('Page 2 of 3');
    await expect(cards.first()).toHaveAttribute('data-order-code', 'PP-10004');
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page.getByTestId('page-indicator')).toHaveText('Page 2 of 3');

    await page.getByTestId('tab-history').click();
    await expect(page.getByTestId('tab-history')).toHaveAttribute('aria-current', 'page');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toHaveAttribute('data-order-code', 'PP-10009');
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).toHaveAttribute('data-order-code', 'PP-10013');
    // The expired order (more than two years old) is not listed at all.
    await expect(page.locator('[data-order-code="PP-10014"]')).toHaveCount(0);
  });

  test('colours every status cyan and Cancelled red', async ({ page }) => {
    await page.goto('/orders?tab=inProgress&page=2');
    const cancelled = page.locator('[data-order-code="PP-10004"]').getByTestId('order-status');
    await expect(cancelled).toHaveText('Cancelled');
    await expect(cancelled).toHaveAttribute('data-colour', 'red');
    await expect(cancelled).toHaveCSS('color', 'rgb(185, 28, 28)');
    const ordered = page.locator('[data-order-code="PP-10005"]').getByTestId('order-status');
    await expect(ordered).toHaveText('Ordered');
    await expect(ordered).toHaveCSS('color', 'rgb(14, 116, 144)');
  });

  test('opens order details with products, options, vouchers, delivery dates and reorder', async ({ page }) => {
    await page.goto('/orders?tab=inProgress&page=2');
    await page.getByRole('link', { name: 'View details of order PP-10005' }).click();
    await expect(page).toHaveURL(/\/orders\/PP-10005$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order PP-10005');
    const book = page.locator('[data-product-code="PP-10005-1"]');
    await expect(book.getByRole('heading')).toHaveText('Photo book XL square');
    await expect(book.getByTestId('product-status')).toHaveText('Paid');
    await expect(book.getByTestId('product-options')).toContainText('Cover type');
    await expect(book.getByTestId('product-options')).toContainText('Softcover');
    await expect(book.getByTestId('voucher-details')).toHaveText('Voucher GONE10 is no longer available');
    await expect(page.getByTestId('delivery-dates')).toContainText('Expected delivery between');
    await expect(page.getByRole('button', { name: 'Order again' })).toBeVisible();

    await page.goto('/orders/PP-10002');
    await expect(page.getByTestId('voucher-details')).toHaveText('Voucher Spring sale: 25% discount');
    await expect(page.getByTestId('delivery-dates')).toHaveText('No delivery date is known yet.');
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  });

  test('shows a blocked order and refuses to reorder it', async ({ page }) => {
    await page.goto('/orders/PP-10003');
    await expect(page.getByTestId('order-blocked')).toContainText('This order is blocked.');
    await expect(page.getByTestId('order-blocked')).toContainText('Payment verification failed');
    await expect(page.getByRole('button', { name: 'Order again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Change delivery address' })).toHaveCount(0);
  });

  test('offers the product PDF of a dispatched product', async ({ page }) => {
    await page.goto('/orders/PP-10008');
    const download = page.waitForEvent('download');
    await page.getByTestId('product-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('PP-10008-1.pdf');
  });

  test('reorder hands the customer a link to the shop with the order', async ({ page }) => {
    await page.goto('/orders/PP-10009');
    await page.getByRole('button', { name: 'Order again' }).click();
    await expect(page).toHaveURL(/\/orders\/PP-10009\?reorder=ready/);
    await expect(page.getByTestId('reorder-ready')).toContainText("Your products are waiting in the shop's basket.");
    const href = await page.getByTestId('reorder-link').getAttribute('href');
    expect(href).toBe('https://www.pixelpress.example/cart/reorder?orderCode=PP-10009');
    // The link is shown once; a reload does not repeat it.
    await page.reload();
    await expect(page.getByTestId('reorder-ready')).toHaveCount(0);
  });

  test("answers 'Order not found' for an unknown order", async ({ page }) => {
    const response = await page.goto('/orders/PP-99999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order not found');
  });
});
