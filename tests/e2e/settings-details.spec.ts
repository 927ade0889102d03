import { test, expect } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts';
import { waitForMail, linkTo } from './support/outbox';
import { TEST_PORT } from './support/server-env';

test.use({ javaScriptEnabled: false });

test('personal details: required fields are asked for, then saved', async ({ page }) => {
  await signUp(page);
  await page.goto('/settings');
  await expect(page.getByTestId('customer-name')).toHaveText('Test User');
  await page.getByRole('link', { name: 'Edit personal details' }).click();
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Phone number').fill('not a phone');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('error-firstName')).toHaveText('Please enter your first name.');
  await expect(page.getByTestId('error-phone')).toHaveText('Phone number must be valid');
  await expect(page.getByLabel('Last name')).toHaveValue('User');
  await page.getByLabel('First name').fill('Marie');
  await page.getByLabel('Phone number').fill('+44 7700 900123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('status')).toHaveText('Your personal details have been saved.');
  await expect(page.getByTestId('customer-name')).toHaveText('Marie User');
});

test('the hide-order-prints preference is stored', async ({ page }) => {
  await signUp(page);
  await page.goto('/settings');
  const box = page.getByLabel("Hide 'Order prints' in My photos");
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status')).toHaveText('Your preferences have been saved.');
  await expect(page.getByLabel("Hide 'Order prints' in My photos")).toBeChecked();
  const me = await page.request.get('/api/customer/customers/me');
  expect((await me.json()).hideOrderPrints).toBe(true);
});

test('business settings: own page, payment method, b2b addresses; consumers are kept out', async ({ page }) => {
  await signUp(page, { business: true });
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/b2b$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business settings');
  await expect(page.getByTestId('payment-method')).toHaveText('No payment method chosen yet');
  await page.getByRole('link', { name: 'Change payment method' }).click();
  await page.getByLabel('Direct debit').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b$/);
  await expect(page.getByTestId('payment-method')).toHaveText('Direct debit');

  await page.getByRole('link', { name: 'Add an address' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b\/new-address$/);
  await page.getByLabel('First name').fill('Bea');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Street', { exact: true }).fill('Kärntner Straße');
  await page.getByLabel('House number').fill('5/2');
  await page.getByLabel('Postal code').fill('1010');
  await page.getByLabel('Town or city').fill('Wien');
  await page.getByLabel('Country').selectOption('AT');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b$/);
  await expect(page.getByTestId('address')).toContainText('Kärntner Straße 5/2');
  await page.getByRole('link', { name: 'Edit address Kärntner Straße 5/2' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b\/address\/[0-9a-f-]{36}$/);

  await page.getByRole('link', { name: 'Business settings' }).first().click();
  await page.getByRole('link', { name: 'Change e-mail' }).click();
  await expect(page).toHaveURL(/\/settings\/b2b\/email$/);

  await page.context().clearCookies();
  await signUp(page);
  for (const path of ['/settings/b2b', '/settings/b2b/email', '/settings/payment-method', '/settings/b2b/new-address']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
});

test('settings and their mails follow the channel: Dutch on FotoFlux', async ({ page }) => {
  const email = uniqueEmail('nl');
  await page.goto(`http://nl.localhost:${TEST_PORT}/signup`);
  await page.locator('#firstName').fill('Sanne');
  await page.locator('#lastName').fill('de Vries');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('a-long-password');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`http://nl.localhost:${TEST_PORT}/settings`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instellingen');
  await page.getByRole('button', { name: 'Inschrijven voor de nieuwsbrief' }).click();
  const mail = await waitForMail(email, { kind: 'newsletter-confirm' });
  expect(mail.subject).toBe('Bevestig je inschrijving voor de nieuwsbrief van FotoFlux');
  expect(mail.from).toContain('no-reply@fotoflux.example');
  expect(mail.text).toContain('De link werkt één keer, 24 uur lang.');
  expect(linkTo(mail, '/subscription-confirmation').host).toBe(`nl.localhost:${TEST_PORT}`);
});
