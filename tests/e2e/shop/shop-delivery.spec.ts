import { test, expect } from '@playwright/test';
import { signUp, apiToken, DEMO } from '../support/accounts';
import { placeOrder } from './shop-support';

test.use({ javaScriptEnabled: false });

test('a customer changes the delivery address of a new order, and sees the refusal of a bad postal code', async ({ page }) => {
  await signUp(page);
  const order = await placeOrder(page.request, [{ articleId: 'PB-A4-LANDSCAPE', options: { coverType: 'hard', paper: 'matte' } }]);
  await page.goto(`/orders/${order.code}`);
  await expect(page.getByTestId('delivery')).toHaveAttribute('data-state', 'NotStarted');
  await page.getByRole('link', { name: 'Change delivery address' }).click();
  await expect(page.getByTestId('delivery')).toHaveAttribute('data-state', 'Editing');

  const form = page.getByTestId('delivery-address-form');
  await form.getByLabel('Street').fill('Prinsengracht');
  await form.getByLabel('Number').fill('263');
  await form.getByLabel('Postal code').fill('1016 GV');
  await form.getByLabel('City').fill('Amsterdam');
  await form.getByLabel('Country').selectOption('NL');
  await form.getByRole('button', { name: 'Save delivery address' }).click();

  await expect(page.getByTestId('delivery')).toHaveAttribute('data-state', 'SuccessfulUpdate');
  await expect(page.getByTestId('delivery-updated')).toHaveText('Your delivery address has been changed.');
  await expect(page.getByTestId('delivery-address')).toContainText('Prinsengracht 263');
  await expect(page.getByTestId('delivery-address')).toContainText('1016 GV Amsterdam');
  // A reload shows the stored address, not a resubmission.
  await page.reload();
  await expect(page.getByTestId('delivery-address')).toContainText('Prinsengracht 263');
  await expect(page.getByTestId('delivery-updated')).toHaveCount(0);

  // A saved address fills the form (a GET form: no JavaScript needed).
  const saved = await page.request.post('/api/customer/customers/me/addresses', {
    data: {
      firstName: 'Anna',
      lastName: 'Jansen',
      street: 'Keizersgracht',
      houseNumber: '12',
      postalCode: '1015 CV',
      city: 'Amsterdam',
      country: 'NL',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.getByRole('link', { name: 'Change delivery address' }).click();
  await page.getByLabel('Use a saved address').selectOption({ label: 'Anna Jansen, Keizersgracht 12, 1015 CV Amsterdam' });
  await page.getByRole('button', { name: 'Fill in this address' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('Anna Jansen');
  await expect(form.getByLabel('Street')).toHaveValue('Keizersgracht');
  await expect(form.getByLabel('Postal code')).toHaveValue('1015 CV');
  await form.getByRole('button', { name: 'Save delivery address' }).click();
  await expect(page.getByTestId('delivery-address')).toContainText('Anna Jansen');
  await expect(page.getByTestId('delivery-address')).toContainText('Keizersgracht 12');

  // Failure path: the delivery service refuses a Dutch postal code in the UK format.
  await page.getByRole('link', { name: 'Change delivery address' }).click();
  await form.getByLabel('Street').fill('Damrak');
  await form.getByLabel('Postal code').fill('SW1A 1AA');
  await form.getByRole('button', { name: 'Save delivery address' }).click();
  await expect(page.getByTestId('delivery')).toHaveAttribute('data-state', 'RequestFailed');
  await expect(page.getByTestId('delivery-error')).toHaveText('Postal Code must be valid');
  // The form keeps what was typed, and the stored address is unchanged.
  await expect(form.getByLabel('Street')).toHaveValue('Damrak');
  await expect(page.getByTestId('delivery-address')).toContainText('Keizersgracht 12');
});

test('the order API refuses a delivery address change once production has started', async ({ request }) => {
  // The demo consumer's order in production, read through the API as the consumer.
  const token = await apiToken(request, DEMO.consumer);
  const response = await request.put('/api/order/v1/superorders/PP-10006/deliveryAddress', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      deliveryType: 'Home',
      address: { name: 'X Y', street: 'Damrak', houseNumber: '1', postalCode: '1012 LG', city: 'Amsterdam', country: 'NL' },
    },
  });
  expect(response.status()).toBe(409);
  expect((await response.json()).message).toBe('The delivery address of this order can no longer be changed');
});
