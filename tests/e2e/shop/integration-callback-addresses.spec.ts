import { test, expect } from '@playwright/test';
import { DEMO, apiToken, hostOrigin, signInOnHost, signUp } from '../support/accounts';

test.use({ javaScriptEnabled: false });

const CHANNELS = [
  {
    host: '',
    internal: 'The callback URL must be a public internet address, not a local or private one.',
    port: 'The callback URL may only use port 443 or 80.',
    saved: 'Your callback settings have been saved.',
    blocked: 'Your account is blocked, so its callback settings cannot be changed.',
  },
  {
    host: 'fr',
    internal: "L'URL de rappel doit être une adresse Internet publique, et non une adresse locale ou privée.",
    port: "L'URL de rappel ne peut utiliser que le port 443 ou 80.",
    saved: 'Vos paramètres de rappel ont été enregistrés.',
    blocked: 'Votre compte est bloqué : ses paramètres de rappel ne peuvent pas être modifiés.',
  },
] as const;

for (const channel of CHANNELS) {
  test(`the FTP callback refuses internal addresses and other ports, keeping what was typed (${channel.host || 'en'})`, async ({
    page,
  }) => {
    await signUp(page, { business: true, hostPrefix: channel.host || undefined });
    const origin = hostOrigin(channel.host);
    await page.goto(`${origin}/integration`);
    const form = page.getByTestId('callback-form');
    const field = form.locator('#callback-url');
    const refusals = [
      ['https://localhost/cb', channel.internal],
      ['https://127.0.0.1:22/', channel.port],
      ['https://10.0.0.5/orders', channel.internal],
      ['https://169.254.169.254/latest/meta-data', channel.internal],
      ['https://[::1]/cb', channel.internal],
      ['https://[::ffff:192.168.1.1]/cb', channel.internal],
      ['https://intranet/cb', channel.internal],
      ['https://erp.example.com:8443/cb', channel.port],
    ] as const;
    for (const [url, message] of refusals) {
      await field.fill(url);
      await form.locator('input[value="xml"]').check();
      await form.locator('button[type="submit"]').click();
      await expect(page.getByTestId('callback-error'), url).toHaveText(message);
      await expect(field, url).toHaveValue(url);
      await expect(form.locator('input[value="xml"]'), url).toBeChecked();
    }
    await field.fill('https://erp.example.com/photo-orders/callback');
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('callback-saved')).toHaveText(channel.saved);
    await expect(field).toHaveValue('https://erp.example.com/photo-orders/callback');
  });

  test(`a blocked business sees its callback settings but cannot change them (${channel.host || 'en'})`, async ({ page }) => {
    await signInOnHost(page, channel.host, DEMO.businessBlocked);
    await page.goto(`${hostOrigin(channel.host)}/integration`);
    await expect(page.getByTestId('callback-blocked')).toContainText(channel.blocked);
    await expect(page.getByTestId('callback-form')).toHaveCount(0);
  });
}

test('the Customer API refuses internal callback addresses, and any callback change of a blocked business', async ({ request }) => {
  const business = { authorization: `Bearer ${await apiToken(request, DEMO.businessNew)}` };
  for (const callbackUrl of ['https://localhost/cb', 'https://127.0.0.1:22/', 'https://192.168.0.1/cb', 'https://[fe80::1]/cb']) {
    const refused = await request.patch('/api/customer/customers/me', { headers: business, data: { callbackUrl } });
    expect(refused.status(), callbackUrl).toBe(400);
  }
  const blocked = { authorization: `Bearer ${await apiToken(request, DEMO.businessBlocked)}` };
  for (const data of [{ callbackUrl: 'https://erp.example.com/cb' }, { callbackFormat: 'xml' }, { callbackUrl: null }]) {
    const refused = await request.patch('/api/customer/customers/me', { headers: blocked, data });
    expect(refused.status(), JSON.stringify(data)).toBe(403);
    expect((await refused.json()).message).toBe('A blocked business account cannot change its callback settings');
  }
  // What is not a callback setting stays the blocked customer's to change.
  expect((await request.patch('/api/customer/customers/me', { headers: blocked, data: { hideOrderPrints: false } })).status()).toBe(200);
});
