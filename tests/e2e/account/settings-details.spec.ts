import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { signUp, uniqueEmail } from '../support/accounts';
import { waitForMail, linkTo } from '../support/outbox';
import { TEST_PORT } from '../support/server-env';

test.use({ javaScriptEnabled: false });

test('personal details: required fields are asked for, then saved', async ({ page }) => {
  await signUp(page);
  await page.goto('/settings');
  await expect(page.getByTestId('customer-name')).toHaveText('Test User');
  await page.getByRole('link', { name: 'Edit personal details' }).click();
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Phone number').fill('not a phone');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('error-firstName')).toHaveText('First name is required.');
  await expect(page.getByTestId('error-phone')).toHaveText('Phone number must be valid');
  await expect(page.getByLabel('Last name')).toHaveValue('User');
  await page.getByLabel('First name').fill('Marie');
  await page.getByLabel('Phone number').fill('+44 7700 900123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('status')).toHaveText('Your personal details have been saved.');
  await expect(page.getByTestId('customer-name')).toHaveText('Marie User');
});

test('a bad value is refused alike by the settings forms and the customer service', async ({ page }) => {
  await signUp(page);
  const origin = new URL(page.url()).origin;
  const details = { firstName: 'Test', lastName: 'User', phone: 'not a phone' };
  const viaRoute = await page.request.put('/api/customer/customers/me', { data: details });
  expect(viaRoute.status()).toBe(400);
  const [phoneIssue] = (await viaRoute.json()).issues;
  expect(phoneIssue).toEqual({ path: 'phone', message: 'Phone number must be valid' });
  const viaAction = await page.request.post('/_actions/settings.personalDetails', { form: details, headers: { origin } });
  expect(viaAction.status()).toBe(viaRoute.status());
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Edit personal details' }).click();
  await page.getByLabel('Phone number').fill(details.phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('error-phone')).toHaveText(phoneIssue.message);
  await expect(page.getByLabel('Phone number')).toHaveValue(details.phone);

  // The address form has no checks of its own: what the route refuses is what the form marks.
  const address = {
    firstName: 'Anna',
    lastName: 'Jansen',
    street: 'High Street',
    houseNumber: '1',
    postalCode: '12345',
    city: 'London',
    country: 'GB',
  };
  const addressViaRoute = await page.request.post('/api/customer/customers/me/addresses', { data: address });
  expect(addressViaRoute.status()).toBe(400);
  expect((await addressViaRoute.json()).issues).toEqual([{ path: 'postalCode', message: 'Postal Code must be valid' }]);
  const addressViaAction = await page.request.post('/_actions/settings.saveAddress', { form: address, headers: { origin } });
  expect(addressViaAction.status()).toBe(400);
  await page.goto('/settings/new-address');
  await page.getByLabel('First name').fill(address.firstName);
  await page.getByLabel('Last name').fill(address.lastName);
  await page.getByLabel('Street', { exact: true }).fill(address.street);
  await page.getByLabel('House number').fill(address.houseNumber);
  await page.getByLabel('Postal code').fill(address.postalCode);
  await page.getByLabel('Town or city').fill(address.city);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByTestId('error-postalCode')).toHaveText('Postal Code must be valid');
  await expect(page.getByLabel('Postal code')).toHaveValue(address.postalCode);
  await expect(page.getByLabel('Street', { exact: true })).toHaveValue(address.street);
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
  await signUp(page, { hostPrefix: 'nl', email, firstName: 'Sanne', lastName: 'de Vries' });
  await page.goto(`http://nl.localhost:${TEST_PORT}/settings`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instellingen');
  await page.getByRole('button', { name: 'Inschrijven voor de nieuwsbrief' }).click();
  const mail = await waitForMail(email, { kind: 'newsletter-confirm' });
  expect(mail.subject).toBe('Bevestig je inschrijving voor de nieuwsbrief van FotoFlux');
  expect(mail.from).toContain('no-reply@fotoflux.example');
  expect(mail.text).toContain('De link werkt één keer, 24 uur lang.');
  expect(linkTo(mail, '/subscription-confirmation').host).toBe(`nl.localhost:${TEST_PORT}`);
});

test('the settings forms refuse what the Customer API refuses, with its status, in the page language, keeping what was typed', async ({
  page,
}) => {
  const nl = `http://nl.localhost:${TEST_PORT}`;
  await signUp(page, { hostPrefix: 'nl', email: uniqueEmail('nl-bad'), firstName: 'Sanne', lastName: 'de Vries' });
  const nlLocale = JSON.parse(fs.readFileSync('locales/nl-NL.json', 'utf8'));
  const nlMessages = nlLocale.settings;
  const firstNameLabel: string = nlLocale.auth.firstName;
  // The test's own requests cannot resolve nl.localhost (the browser can): they carry the session as a bearer token.
  const token = (await page.context().cookies(nl)).find((c) => c.name === 'access_token')!.value;
  const api = `http://localhost:${TEST_PORT}`;
  const headers = { authorization: `Bearer ${token}`, origin: api };
  const cases = [
    { firstName: 'S'.repeat(51), message: nlLocale.fieldErrors.tooLong.replace('{{field}}', firstNameLabel).replace('{{max}}', '50') },
    { firstName: 'San\tne', message: nlLocale.fieldErrors.controlCharacters.replace('{{field}}', firstNameLabel) },
  ];
  for (const { firstName, message } of cases) {
    const details = { firstName, lastName: 'de Vries', phone: '' };
    const viaRoute = await page.request.put(`${api}/api/customer/customers/me`, { data: details, headers });
    expect(viaRoute.status()).toBe(400);
    expect((await viaRoute.json()).issues.map((issue: { path: string }) => issue.path)).toEqual(['firstName']);
    const viaAction = await page.request.post(`${api}/_actions/settings.personalDetails`, { form: details, headers });
    expect(viaAction.status()).toBe(viaRoute.status());

    // As the browser posts the form: the field shows the refusal in Dutch and keeps what was typed.
    await page.goto(`${nl}/settings/personal-details`);
    // As a browser without `maxlength` posts it (the field declares the limit).
    await page.locator('input[name=firstName]').evaluate((input) => input.removeAttribute('maxlength'));
    await page.locator('input[name=firstName]').fill(firstName);
    await page.locator('form[action*="settings.personalDetails"] button[type=submit]').click();
    await expect(page.getByTestId('error-firstName')).toHaveText(message);
    await expect(page.locator('input[name=firstName]')).toHaveValue(firstName.slice(0, 50));
  }
  const me = await page.request.get(`${api}/api/customer/customers/me`, { headers });
  expect((await me.json()).firstName).toBe('Sanne');

  const address = {
    firstName: 'Sanne',
    lastName: 'de Vries',
    street: 'Damrak',
    houseNumber: '1',
    postalCode: '12345',
    city: 'Amsterdam',
    country: 'NL',
  };
  const viaRoute = await page.request.post(`${api}/api/customer/customers/me/addresses`, { data: address, headers });
  expect(viaRoute.status()).toBe(400);
  expect((await viaRoute.json()).issues).toEqual([{ path: 'postalCode', message: 'Postal Code must be valid' }]);
  const viaAction = await page.request.post(`${api}/_actions/settings.saveAddress`, { form: address, headers });
  expect(viaAction.status()).toBe(viaRoute.status());
  await page.goto(`${nl}/settings/new-address`);
  for (const [name, value] of Object.entries(address)) if (name !== 'country') await page.locator(`input[name=${name}]`).fill(value);
  await page.locator('form[action*="settings.saveAddress"] button[type=submit]').click();
  await expect(page.getByTestId('error-postalCode')).toHaveText(nlMessages.address.invalid.postalCode);
  await expect(page.locator('input[name=postalCode]')).toHaveValue(address.postalCode);
  await expect(page.locator('input[name=street]')).toHaveValue(address.street);
});
