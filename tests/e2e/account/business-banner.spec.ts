import { test, expect } from '@playwright/test';
import { hostOrigin, signUp } from '../support/accounts';

test.use({ javaScriptEnabled: false });

/** What each channel's banner says (its locale file), and a VAT number with valid check digits of its market. */
const CHANNELS = [
  {
    host: '',
    missing: 'Still missing: VAT number, Phone number and Payment method.',
    stillMissing: 'Still missing: Payment method.',
    paymentMethod: 'Payment method',
    pending: 'Pending account validation',
    vatNumber: 'GB123456782',
  },
  {
    host: 'de',
    missing: 'Es fehlen noch: UID-Nummer, Telefonnummer und Zahlungsart.',
    stillMissing: 'Es fehlen noch: Zahlungsart.',
    paymentMethod: 'Zahlungsart',
    pending: 'Kontoprüfung ausstehend',
    vatNumber: 'ATU13585627',
  },
] as const;

for (const channel of CHANNELS) {
  test(`the business banner names what is missing, links to where it is completed and goes when nothing is (${channel.host || 'en'})`, async ({
    page,
  }) => {
    await signUp(page, { business: true, hostPrefix: channel.host || undefined });
    const origin = hostOrigin(channel.host);
    await page.goto(`${origin}/settings/b2b`);
    const banner = page.getByTestId('business-banner');
    await expect(banner).toHaveAttribute('data-status', 'Default');
    const missing = banner.getByTestId('business-missing');
    await expect(missing).toHaveText(channel.missing);
    // On business settings no link leads back to the same page; each missing detail leads to its own.
    await expect(banner.locator('a[href="/settings/b2b"]')).toHaveCount(0);
    await expect(missing.getByRole('link')).toHaveCount(3);

    await page.goto(`${origin}/settings/personal-details`);
    await page.locator('input[name="phone"]').fill('+44 20 7946 0000');
    await page.locator('input[name="vatNumber"]').fill(channel.vatNumber);
    await page.locator('form[action*="settings.personalDetails"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/settings\/b2b$/);
    await expect(missing).toHaveText(channel.stillMissing);

    await missing.getByRole('link', { name: channel.paymentMethod }).click();
    await expect(page).toHaveURL(/\/settings\/payment-method$/);
    // Named here too, but not as a link to this very page.
    await expect(missing).toHaveText(channel.stillMissing);
    await expect(missing.getByRole('link')).toHaveCount(0);
    await page.locator('input[name="paymentMethod"]').first().check();
    await page.locator('form[action*="settings.paymentMethod"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/settings\/b2b$/);

    // Nothing is missing: the details wait for validation (spec §4: New), on every page.
    for (const path of ['/settings/b2b', '/', '/orders']) {
      await page.goto(`${origin}${path}`);
      await expect(banner, path).toHaveAttribute('data-status', 'New');
      await expect(banner, path).toContainText(channel.pending);
      await expect(missing, path).toHaveCount(0);
    }
  });
}
