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
  test(`a delivered order says so, DPD tracks in the channel's language, a pickup point has its name and address (${channel.host || 'en'})`, async ({
    page,
  }) => {
    await signInOnHost(page, channel.host, DEMO.consumer);
    const origin = hostOrigin(channel.host);

    await page.goto(`${origin}/orders?tab=history`);
    const delivered = page.locator('[data-order-code="PP-10009"]');
    await expect(delivered.getByTestId('order-status')).toHaveText(channel.delivered);
    await expect(delivered.getByTestId('delivered-on')).toBeVisible();
    await expect(delivered.getByTestId('tracking-link')).toHaveAttribute(
      'href',
      `https://tracking.dpd.de/status/${channel.locale}/parcel/05342010009001`,
    );
    await page.goto(`${origin}/orders/PP-10008`);
    await expect(page.getByTestId('order-status')).toHaveText(channel.sent);
    await expect(page.getByTestId('delivered-on')).toHaveCount(0);

    await page.goto(`${origin}/orders/PP-10011`);
    await expect(page.getByTestId('order-status')).toHaveText(channel.delivered);
    await expect(page.getByTestId('tracking-link')).toHaveAttribute(
      'href',
      `https://tracking.dpd.de/status/${channel.locale}/parcel/05342010011001`,
    );
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
