import { test, expect, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn, signUp, signUpInForm, uniqueEmail, apiToken } from '../support/accounts';
import { TEST_PORT } from '../support/server-env';
import { createOnlineProduct, placeOrder, bearer } from './shop-support';

/** Posts a page's form action as a plain form would (for states a page can no longer offer, e.g. an order gone into production). */
async function postForm(page: Page, url: string, fields: Record<string, string>) {
  return page.request.post(url, { form: fields, maxRedirects: 0, headers: { origin: new URL(page.url()).origin } });
}

/** Signs in on another channel's host, whatever its language. */
async function signInOn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/login`);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a refused sign-up keeps every field and the account type; the password is not kept', async ({ page }) => {
      await page.goto('/signup');
      await page.getByLabel('First name').fill('Zoë');
      await page.getByLabel('Last name').fill('Østergaard');
      await page.getByLabel(/e-mail/i).fill('zoe@example');
      await page.getByLabel(/^password/i).fill('short');
      await page.getByLabel(/business/i).check();
      await page.getByLabel(/company name/i).fill('Zoë Prints');
      await page.getByRole('button', { name: /create an account/i }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(page.getByRole('alert').first()).toBeFocused();
      await expect(page.getByLabel('First name')).toHaveValue('Zoë');
      await expect(page.getByLabel('Last name')).toHaveValue('Østergaard');
      await expect(page.getByLabel(/e-mail/i)).toHaveValue('zoe@example');
      await expect(page.getByLabel(/business/i)).toBeChecked();
      await expect(page.getByLabel(/company name/i)).toHaveValue('Zoë Prints');
      await expect(page.getByLabel(/^password/i)).toHaveValue('');
    });

    test('one wrong password keeps the e-mail and where the customer was going', async ({ page }) => {
      await page.goto('/orders/PP-10005');
      await expect(page).toHaveURL(/\/login\?returnTo=/);
      await page.getByLabel(/e-mail/i).fill(DEMO.consumer);
      await page.getByLabel(/password/i).fill('wrong-password');
      await page.getByRole('button', { name: /sign in/i }).click();
      await expect(page.locator('#signin-error')).toBeFocused();
      await expect(page.getByLabel(/e-mail/i)).toHaveValue(DEMO.consumer);
      await expect(page.getByLabel(/password/i)).toHaveValue('');
      await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: /sign in/i }).click();
      await expect(page).toHaveURL(/\/orders\/PP-10005$/);
      await expect(page.getByTestId('order-details')).toBeVisible();
    });

    test('a refused share keeps the address typed and says what is wrong at the field', async ({ page }) => {
      await signUp(page);
      const { productCode } = await createOnlineProduct(page.request, 'Summer');
      await page.goto(`/online-products/${productCode}`);
      const share = page.getByTestId('share-form');
      // The browser accepts this address; the shop does not (no domain ending).
      await share.getByLabel("Recipient's e-mail address").fill('friend@localhost');
      await share.getByRole('button', { name: 'Send' }).click();
      await expect(share.getByTestId('error-toEmailAddress')).toHaveText('Please enter a valid e-mail address.');
      await expect(share.getByLabel("Recipient's e-mail address")).toHaveValue('friend@localhost');
      await expect(page.getByTestId('share-sent')).toHaveCount(0);
    });

    test('the delivery-address form names every problem and a missing pickup point, in view on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signUp(page);
      const order = await placeOrder(page.request, [{ articleId: 'PB-A4-LANDSCAPE', options: { coverType: 'hard' } }]);
      await page.goto(`/orders/${order.code}?edit=address`);
      const form = page.getByTestId('delivery-address-form');
      await form.getByLabel('Street').fill('12');
      await form.getByLabel('Postal code').fill('nope');
      await form.getByRole('button', { name: 'Save delivery address' }).click();
      const error = page.getByTestId('delivery-error');
      await expect(error.getByRole('listitem')).toHaveText(['Street name must be valid', 'Postal Code must be valid']);
      // On a phone the refusal is brought into view and has the focus.
      await expect(error).toBeFocused();
      await expect(error).toBeInViewport();
      await expect(form.getByLabel('Street')).toHaveValue('12');

      await form.getByLabel('Street').fill('Baker Street');
      await form.getByLabel('Postal code').fill('NW1 6XE');
      await form.getByRole('radio', { name: 'Pickup point' }).check();
      await form.getByLabel('Pickup point code').fill('');
      await form.getByRole('button', { name: 'Save delivery address' }).click();
      await expect(page.getByTestId('delivery-error')).toHaveText('Please enter the code of the pickup point.');
    });

    test('a change refused because production started says so; cancelled and blocked orders say why they cannot change', async ({
      page,
    }) => {
      await signIn(page, DEMO.consumer);
      // The form was opened before the order went into production: its post is refused now.
      const refused = await postForm(page, '/orders/PP-10006?_action=shop.changeDeliveryAddress', {
        orderCode: 'PP-10006',
        deliveryType: 'Home',
        name: 'Emma Clarke',
        street: 'Baker Street',
        houseNumber: '221B',
        postalCode: 'NW1 6XE',
        city: 'London',
        country: 'GB',
      });
      expect(refused.status()).toBe(303);
      // The page the form was on still fetches (an island's data, an image from the services): the answer waits for the next page.
      if (javaScriptEnabled) expect(await page.evaluate(async () => (await fetch('/config.json')).status)).toBe(200);
      else expect((await page.request.get('/api/health')).status()).toBe(200);
      await page.goto('/orders/PP-10006');
      await expect(page.getByTestId('delivery')).toHaveAttribute('data-state', 'RequestFailed');
      await expect(page.getByTestId('delivery-error')).toHaveText('The delivery address of this order can no longer be changed.');
      await page.goto('/orders/PP-10004');
      await expect(page.getByTestId('delivery-locked')).toHaveText(
        'This order has been cancelled, so its delivery address can no longer be changed.',
      );
      await page.goto('/orders/PP-10003');
      await expect(page.getByTestId('delivery-locked')).toHaveText(
        "This order is blocked, so its delivery address can't be changed. Please contact customer care.",
      );
    });

    test('personal details refuse the phone number the address form refuses', async ({ page }) => {
      await signUp(page);
      await page.goto('/settings/new-address');
      await page.getByLabel('First name').fill('Anna');
      await page.getByLabel('Last name').fill('Jansen');
      await page.getByLabel('Street', { exact: true }).fill('High Street');
      await page.getByLabel('House number').fill('1');
      await page.getByLabel('Postal code').fill('SW1A 1AA');
      await page.getByLabel('Town or city').fill('London');
      await page.getByLabel('Phone number (optional)').fill('123');
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByTestId('error-phone')).toHaveText('Phone number must be valid');
      await expect(page.getByLabel('Phone number (optional)')).toHaveValue('123');
      await page.goto('/settings/personal-details');
      await page.getByLabel('Phone number').fill('123');
      await page.getByRole('button', { name: /save/i }).click();
      await expect(page.getByTestId('error-phone')).toHaveText('Phone number must be valid');
      await page.getByLabel('Phone number').fill('+31 20 123 4567');
      await page.getByRole('button', { name: /save/i }).click();
      await expect(page.getByRole('status')).toHaveText('Your personal details have been saved.');
    });

    test('a damaged order link, an unknown code, the 404 page and the newsletter error page each help the customer on', async ({
      page,
    }) => {
      await signIn(page, DEMO.consumer);
      const damaged = await page.goto('/orders/%ZZ');
      expect(damaged!.status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("This link doesn't work");
      await expect(page.getByRole('link', { name: 'contact customer care' })).toBeVisible();

      const unknown = await page.goto('/orders/NO SUCH ORDER');
      expect(unknown!.status()).toBe(404);
      await expect(page.getByTestId('order-not-found')).toContainText('Order not found');

      const missing = await page.goto('/no-such-page');
      expect(missing!.status()).toBe(404);
      expect(missing!.statusText()).not.toBe('OK');
      await expect(page.getByRole('link', { name: 'contact customer care' })).toBeVisible();

      await page.goto('/subscription-confirmation-error');
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page).toHaveURL(/\/settings/);
    });

    test('after sign-up the overview welcomes by first name; later it welcomes back', async ({ page }) => {
      await signUpInForm(page);
      await expect(page.getByTestId('welcome')).toHaveText('Welcome, Test! Your account is ready.');
      await page.reload();
      await expect(page.getByTestId('welcome')).toHaveText('Welcome back, Test.');
    });

    test('the business banner names the missing details on every page, also on a phone; a blocked account gets no cut-off promotion', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signUp(page, { business: true });
      for (const path of ['/', '/orders', '/invoices', '/settings/b2b']) {
        await page.goto(path);
        const banner = page.getByTestId('business-banner');
        await expect(banner, path).toBeVisible();
        await expect(banner.getByTestId('business-missing'), path).toHaveText(
          'Still missing: VAT number, Phone number and Payment method.',
        );
      }
      await page.context().clearCookies();
      await signIn(page, DEMO.businessBlocked);
      await page.goto('/orders');
      await expect(page.getByTestId('business-banner')).toHaveAttribute('data-status', 'Blocked');
      // Whether a cut-off is near depends on today's date (the rule is unit-tested): a blocked account never sees one.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/');
      await expect(page.getByTestId('cut-off')).toHaveCount(0);
    });

    test('asking to change to the current e-mail gets its own answer', async ({ page }) => {
      const { email, password } = await signUp(page);
      await page.goto('/settings/email');
      await page.getByLabel('New e-mail address').fill(email.toUpperCase());
      await page.getByLabel('Current password').fill(password);
      await page.getByRole('button', { name: 'Change e-mail address' }).click();
      await expect(page.locator('#email-change-error')).toHaveText('This is already your e-mail address.');
      await expect(page.getByLabel('New e-mail address')).toHaveValue(email.toUpperCase());
    });

    test('embedded (stripped) mode survives order links, tabs and a saved delivery address', async ({ page }) => {
      await signUp(page);
      const order = await placeOrder(page.request, [{ articleId: 'PB-A4-LANDSCAPE', options: { coverType: 'hard' } }]);
      await page.goto('/orders?stripped=true');
      await page.getByRole('link', { name: `View details of order ${order.code}` }).click();
      await expect(page).toHaveURL(new RegExp(`/orders/${order.code}\\?stripped=true`));
      await page.getByRole('link', { name: 'Change delivery address' }).click();
      await expect(page).toHaveURL(/stripped=true/);
      await page.getByTestId('delivery-address-form').getByLabel('City').fill('Bath');
      await page.getByTestId('delivery-address-form').getByLabel('Postal code').fill('BA1 1AA');
      await page.getByRole('button', { name: 'Save delivery address' }).click();
      await expect(page.getByTestId('delivery-updated')).toBeVisible();
      await expect(page).toHaveURL(/stripped=true/);
      await page.getByRole('link', { name: /Back to my orders/ }).click();
      await expect(page).toHaveURL(/\/orders\?stripped=true/);
    });
  });
}

test('invoices: the heading once, and on a phone the table fits and offers every download', async ({ page }) => {
  await signIn(page, DEMO.business);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', exact: true })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const download = page.getByRole('link', { name: 'Download PDF INV-2026-0412' });
  await download.scrollIntoViewIfNeeded();
  await expect(download).toBeInViewport({ ratio: 1 });
});

test('Downloads is in the menu', async ({ page }) => {
  await signIn(page, DEMO.consumer);
  await page.goto('/orders');
  await page.locator('#side-menu').getByRole('link', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/\/downloads$/);
});

test("an online product made on one channel is shared from another channel's host", async ({ page }) => {
  const { email, password } = await signUp(page);
  const { productCode } = await createOnlineProduct(page.request, 'Made in the UK');
  const nl = `http://nl.localhost:${TEST_PORT}`;
  await signInOn(page, nl, email, password);
  await page.goto(`${nl}/online-products/${productCode}`);
  const share = page.getByTestId('share-form');
  await share.getByLabel('E-mailadres ontvanger').fill(uniqueEmail('friend'));
  await share.locator('button[type=submit]').click();
  await expect(page.getByTestId('share-sent')).toBeVisible();
});

test("blocked reasons and voucher titles are in the channel's language", async ({ page }) => {
  const nl = `http://nl.localhost:${TEST_PORT}`;
  await signInOn(page, nl, DEMO.consumer, DEMO_PASSWORD);
  await page.goto(`${nl}/orders/PP-10003`);
  await expect(page.getByTestId('blocked-reason')).toContainText('Controle van de betaling mislukt');
  await page.goto(`${nl}/orders/PP-10002`);
  await expect(page.getByTestId('voucher-details')).toContainText('Voorjaarsactie');
});

test('the order API still answers 404 for an unknown order', async ({ request }) => {
  const response = await request.get('/api/order/v1/superorders/PP-99999', { headers: bearer(await apiToken(request, DEMO.consumer)) });
  expect(response.status()).toBe(404);
});
