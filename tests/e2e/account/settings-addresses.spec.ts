import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { signUp, apiToken } from '../support/accounts';
import { TEST_PORT } from '../support/server-env';

async function fillAddress(page: Page, values: Record<string, string>) {
  const labels: Record<string, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street',
    houseNumber: 'House number',
    postalCode: 'Postal code',
    city: 'Town or city',
    phone: 'Phone number (optional)',
  };
  for (const [field, value] of Object.entries(values)) {
    if (field === 'country') await page.getByLabel('Country').selectOption(value);
    else await page.getByLabel(labels[field], { exact: true }).fill(value);
  }
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`delivery addresses (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled });

    test('the four address messages, kept input, then create, edit, make default and delete', async ({ page }) => {
      await signUp(page);
      await page.goto('/settings');
      await page.getByRole('link', { name: 'Add an address' }).click();
      await expect(page).toHaveURL(/\/settings\/new-address$/);
      // The channel's country is preselected (PixelPress ships from the UK).
      await expect(page.getByLabel('Country')).toHaveValue('GB');

      await fillAddress(page, {
        firstName: 'Anna',
        lastName: 'Jansen',
        street: '42',
        houseNumber: '?',
        postalCode: '12345',
        city: 'Amsterdam',
        country: 'NL',
        phone: '12',
      });
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please correct the marked fields.');
      await expect(page.getByTestId('error-street')).toHaveText('Street name must be valid');
      await expect(page.getByTestId('error-houseNumber')).toHaveText('Street number must be valid');
      await expect(page.getByTestId('error-postalCode')).toHaveText('Postal Code must be valid');
      await expect(page.getByTestId('error-phone')).toHaveText('Phone number must be valid');
      // What was typed is still there, and the keyboard is at the first field to fix.
      await expect(page.getByLabel('Town or city')).toHaveValue('Amsterdam');
      await expect(page.getByLabel('Country')).toHaveValue('NL');
      await expect(page.getByLabel('Street', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      if (javaScriptEnabled) {
        await expect(page.getByLabel('Street', { exact: true })).toBeFocused();
        const violations = await axeViolations(page);
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }

      await fillAddress(page, { street: 'Damrak', houseNumber: '1A', postalCode: '1012 LG', phone: '+31 20 123 4567' });
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
      await expect(page.getByRole('status')).toHaveText('The address has been saved.');
      const first = page.getByTestId('address').filter({ hasText: 'Damrak 1A' });
      await expect(first).toContainText('Default address');
      await expect(first).toContainText('Netherlands');

      await page.getByRole('link', { name: 'Add an address' }).click();
      await fillAddress(page, {
        firstName: 'Anna',
        lastName: 'Jansen',
        street: 'Rue de Rivoli',
        houseNumber: '12 bis',
        postalCode: '75001',
        city: 'Paris',
        country: 'FR',
      });
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByTestId('address')).toHaveCount(2);
      const second = page.getByTestId('address').filter({ hasText: 'Rue de Rivoli' });
      await expect(second).not.toContainText('Default address');

      await page.getByRole('button', { name: 'Make default Rue de Rivoli 12 bis' }).click();
      await expect(page.getByRole('status')).toHaveText('Your default address has been changed.');
      await expect(page.getByTestId('address').first()).toContainText('Rue de Rivoli');
      await expect(page.getByTestId('address').filter({ hasText: 'Damrak' })).not.toContainText('Default address');

      await page.getByRole('link', { name: 'Edit address Damrak 1A' }).click();
      await expect(page.getByLabel('Street', { exact: true })).toHaveValue('Damrak');
      await fillAddress(page, { city: 'Haarlem', postalCode: '2011 AB' });
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByTestId('address').filter({ hasText: 'Damrak' })).toContainText('2011 AB Haarlem');

      // Deleting asks first; Cancel keeps the address.
      await page.getByRole('link', { name: 'Delete address Damrak 1A' }).click();
      await expect(page.getByTestId('address-delete-confirmation')).toContainText('Are you sure you want to delete the address Damrak 1A?');
      await page.getByTestId('address-delete-confirmation').getByRole('link', { name: 'Cancel' }).click();
      await expect(page.getByTestId('address')).toHaveCount(2);
      await page.getByRole('link', { name: 'Delete address Damrak 1A' }).click();
      await page.getByTestId('address-delete-confirmation').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status')).toHaveText('The address has been deleted.');
      await expect(page.getByTestId('address')).toHaveCount(1);
    });
  });
}

test('the Customer API applies the same rules and keeps addresses to their owner', async ({ page, request }) => {
  const owner = await signUp(page);
  await page.context().clearCookies();
  const other = await signUp(page);
  const ownerToken = await apiToken(request, owner.email, owner.password);
  const otherToken = await apiToken(request, other.email, other.password);
  const bad = await request.post('/api/customer/customers/me/addresses', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { firstName: 'A', lastName: 'B', street: 'High Street', houseNumber: '1', postalCode: '1012 AB', city: 'London', country: 'GB' },
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toContain('Postal Code must be valid');
  const created = await request.post('/api/customer/customers/me/addresses', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { firstName: 'A', lastName: 'B', street: 'High Street', houseNumber: '1', postalCode: 'SW1A 1AA', city: 'London', country: 'GB' },
  });
  expect(created.status()).toBe(200);
  const { id } = await created.json();
  const stolen = await request.delete(`/api/customer/customers/me/addresses/${id}`, {
    headers: { authorization: `Bearer ${otherToken}`, origin: `http://localhost:${TEST_PORT}` },
  });
  expect(stolen.status()).toBe(404);
  await page.goto(`/settings/address/${id}`);
  await expect(page).toHaveURL(/\/settings\/addresses\/all$/);
});
