import { test, expect } from '@playwright/test';
import { DEMO, hostOrigin, signInOnHost } from '../support/accounts';

test.use({ javaScriptEnabled: false });

/** The demo consumer's sent orders: PP-10008 on its way, PP-10009 delivered (DPD), PP-10011 delivered to a DPD pickup point. */
const CHANNELS = [
  { host: '', locale: 'en_GB', sent: 'Sent', delivered: 'Delivered', pickupPoint: 'Pickup point' },
  { host: 'de', locale: 'de_AT', sent: 'Versendet', delivered: 'Zugestellt', pickupPoint: 'Abholstelle' },
  { host: 'nl', locale: 'nl_NL', sent: 'Verzonden', delivered: 'Bezorgd', pickupPoint: 'Afhaalpunt' },
] as const;

for (const channel of CHANNELS) {
  const name = channel.host || 'en';

  test(`a delivered order shows Delivered, one on its way Sent (${name})`, async ({ page }) => {
    await signInOnHost(page, channel.host, DEMO.consumer);
    const origin = hostOrigin(channel.host);
    await page.goto(`${origin}/orders?tab=history`);
    const delivered = page.locator('[data-order-code="PP-10009"]');
    await expect(delivered.getByTestId('delivered-on')).toBeVisible();
    await expect(delivered.getByTestId('order-status')).toHaveText(channel.delivered);
    await page.goto(`${origin}/orders/PP-10008`);
    await expect(page.getByTestId('order-status')).toHaveText(channel.sent);
    await expect(page.getByTestId('delivered-on')).toHaveCount(0);
  });

  test(`the DPD tracking link opens in the channel's language (${name})`, async ({ page }) => {
    await signInOnHost(page, channel.host, DEMO.consumer);
    const origin = hostOrigin(channel.host);
    await page.goto(`${origin}/orders?tab=history`);
    await expect(page.locator('[data-order-code="PP-10009"]').getByTestId('tracking-link')).toHaveAttribute(
      'href',
      `https://tracking.dpd.de/status/${channel.locale}/parcel/05342010009001`,
    );
    await page.goto(`${origin}/orders/PP-10011`);
    await expect(page.getByTestId('tracking-link')).toHaveAttribute(
      'href',
      `https://tracking.dpd.de/status/${channel.locale}/parcel/05342010011001`,
    );
  });

  test(`a pickup point shows its name and address, not only its code (${name})`, async ({ page }) => {
    await signInOnHost(page, channel.host, DEMO.consumer);
    await page.goto(`${hostOrigin(channel.host)}/orders/PP-10011`);
    const delivery = page.getByTestId('delivery');
    await expect(delivery).toContainText(channel.pickupPoint);
    const address = page.getByTestId('delivery-address');
    await expect(address.getByTestId('pickup-point-name')).toHaveText('Marylebone Post & Parcel');
    await expect(address).toContainText('Emma Clarke');
    await expect(address).toContainText('Marylebone High Street 57');
    await expect(address).toContainText('W1U 5HS London');
    // Not the customer's own address, which the parcel did not go to.
    await expect(address).not.toContainText('Baker Street');
    await expect(delivery).toContainText('PUP-4411');
  });
}
