import { test, expect } from '@playwright/test';
import { DEMO, signIn, signUp, uniqueEmail, hostOrigin } from '../support/accounts';
import { HOME_ADDRESS } from './shop-support';
import { expectNoViolationsAt } from '../support/axe';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a consumer's order offers its confirmation as a page to print: products, prices, costs, seller and address", async ({ page }) => {
    await signIn(page, DEMO.consumer);
    await page.goto('/orders/PP-10006');
    await expect(page.getByTestId('order-invoice')).toHaveCount(0);
    await page.getByRole('link', { name: 'Print order confirmation' }).click();
    await expect(page).toHaveURL(/\/orders\/PP-10006\/confirmation$/);
    await expect(page).toHaveTitle('Order confirmation | PixelPress');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order confirmation PP-10006');
    // Nothing of the account's shell: no side menu, no header links.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    const rows = page.getByTestId('confirmation-product');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveText(['Photo book A4 landscape', '1', '£29.99'].join(''));
    await expect(rows.nth(1)).toHaveText(['Photo prints 10 x 15', '24', '£29.99'].join(''));
    await expect(page.getByTestId('order-costs').getByTestId('order-total')).toHaveText('£64.93');
    await expect(page.getByTestId('seller')).toContainText('PixelPress Ltd');
    await expect(page.getByTestId('confirmation-address').locator('address')).toHaveText(
      'Emma Clarke221B Baker StreetLondonNW1 6XEUnited Kingdom',
    );
    await page.getByRole('link', { name: 'Back to order PP-10006' }).click();
    await expect(page).toHaveURL(/\/orders\/PP-10006$/);
  });

  test("an unknown order's confirmation is not found", async ({ page }) => {
    await signIn(page, DEMO.consumer);
    const response = await page.goto('/orders/PP-99999/confirmation');
    expect(response?.status()).toBe(404);
  });

  test('on FotoFlux the confirmation is in Dutch, the address written the Dutch way', async ({ page }) => {
    const nl = hostOrigin('nl');
    await signUp(page, { hostPrefix: 'nl', email: uniqueEmail('nl-print'), firstName: 'Sanne', lastName: 'Jansen' });
    const cookie = (await page.context().cookies(nl)).map((c) => `${c.name}=${c.value}`).join('; ');
    const placed = await page.request.post('/api/order/v1/superorders', {
      headers: { host: new URL(nl).host, cookie },
      data: {
        deliveryAddress: {
          ...HOME_ADDRESS,
          name: 'Sanne Jansen',
          street: 'Prinsengracht',
          houseNumber: '263',
          postalCode: '1016 GV',
          city: 'Amsterdam',
          country: 'NL',
        },
        products: [{ articleId: 'PB-A4-LANDSCAPE' }],
      },
    });
    const { code } = await placed.json();
    await page.goto(`${nl}/orders/${code}`);
    await page.getByRole('link', { name: 'Orderbevestiging afdrukken' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Orderbevestiging ${code}`);
    await expect(page.getByTestId('confirmation-address').locator('address')).toHaveText(
      'Sanne JansenPrinsengracht 2631016 GV AmsterdamNederland',
    );
    await expect(page.getByTestId('seller')).toContainText('FotoFlux B.V.');
  });
});

test('the confirmation page passes axe', async ({ page }) => {
  await signIn(page, DEMO.consumer);
  await expectNoViolationsAt(page, '/orders/PP-10006/confirmation');
});
