import { test, expect } from '@playwright/test';
import { signUp } from '../support/accounts';

test.use({ javaScriptEnabled: false });

test('a business customer saves the FTP callback; an invalid URL is refused', async ({ page }) => {
  await signUp(page, { business: true });
  await page.goto('/integration');
  await expect(page.getByRole('heading', { name: 'Send your orders by FTP' })).toBeVisible();
  const form = page.getByTestId('callback-form');

  await form.getByLabel('Callback URL').fill('http://insecure.example/hook');
  await form.getByLabel('XML').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('callback-error')).toHaveText('The callback URL must be a valid https URL');
  // The refused value stays in the field, with the chosen format, and the error has the focus.
  await expect(form.getByLabel('Callback URL')).toHaveValue('http://insecure.example/hook');
  await expect(form.getByLabel('XML')).toBeChecked();
  await expect(page.getByTestId('callback-error')).toBeFocused();

  await form.getByLabel('Callback URL').fill('https://erp.example.com/photo-orders/callback');
  await form.getByLabel('XML').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('callback-saved')).toHaveText('Your callback settings have been saved.');
  await page.reload();
  await expect(form.getByLabel('Callback URL')).toHaveValue('https://erp.example.com/photo-orders/callback');
  await expect(form.getByLabel('XML')).toBeChecked();

  const me = await (await page.request.get('/api/customer/customers/me')).json();
  expect(me.ftpIntegration).toEqual({ callbackUrl: 'https://erp.example.com/photo-orders/callback', callbackFormat: 'xml' });

  // 'Leave empty to receive no callbacks': an empty field switches them off.
  await form.getByLabel('Callback URL').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('callback-saved')).toBeVisible();
  await expect(form.getByLabel('Callback URL')).toHaveValue('');
  const off = await (await page.request.get('/api/customer/customers/me')).json();
  expect(off.ftpIntegration.callbackUrl).toBeNull();
});

test('the FTP instructions name the port of FTPS with explicit TLS', async ({ page }) => {
  await signUp(page, { business: true });
  await page.goto('/integration');
  await expect(page.getByText('explicit TLS')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^\d+$/ })).toHaveText('21');
});
