import { test, expect, type Page } from '@playwright/test';
import { readLocale } from '../../support/locale-files';
import { hostOrigin, signUp, uniqueEmail } from '../support/accounts';
import { placeOrder } from '../shop/shop-support';

/**
 * Issue 41, points 2, 3, 4 and the form details of 10, with JavaScript off (plain HTML forms with
 * post-redirect-get): what a too-long, empty or malformed field answers, in the page's language, and what
 * the form keeps of everything else the customer typed.
 */
test.use({ javaScriptEnabled: false });

const CHANNELS = [
  { hostPrefix: '', locale: 'en-GB' },
  { hostPrefix: 'de', locale: 'de-AT' },
] as const;

/** A locale's text with its i18next placeholders filled, as the page shows it. */
function text(locale: string, key: string, values: Record<string, string | number> = {}): string {
  const raw = readLocale(locale).get(key);
  if (raw === undefined) throw new Error(`no ${key} in ${locale}`);
  return raw.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name]));
}

/**
 * What a browser without `maxlength` (an old page, a pasted-in client) posts: the attribute is taken off
 * before typing, so the server's own check is what answers.
 */
async function fillBeyondLimit(page: Page, selector: string, value: string) {
  const field = page.locator(selector);
  await field.evaluate((input) => input.removeAttribute('maxlength'));
  await field.fill(value);
}

const LONG = 'Å'.repeat(5000);

for (const { hostPrefix, locale } of CHANNELS) {
  test(`point 2 (${locale}): a 5,000-character first name on sign-up names its limit and keeps every other field`, async ({ page }) => {
    const email = uniqueEmail('long');
    await page.goto(`${hostOrigin(hostPrefix)}/signup`);
    await expect(page.locator('#firstName')).toHaveAttribute('maxlength', '50');
    await fillBeyondLimit(page, '#firstName', LONG);
    await page.locator('#lastName').fill('Lovelace');
    await page.locator('#email').fill(email);
    await page.locator('#password').fill('a-long-password');
    await page.locator('input[name="accountType"][value="business"]').check();
    await page.locator('#companyName').fill('Analytical Engines Ltd');
    await page.locator('form button[type=submit]').click();

    await expect(page.getByTestId('error-firstName')).toHaveText(
      text(locale, 'fieldErrors.tooLong', { field: text(locale, 'auth.firstName'), max: 50 }),
    );
    await expect(page.locator('#lastName')).toHaveValue('Lovelace');
    await expect(page.locator('#email')).toHaveValue(email);
    await expect(page.locator('#companyName')).toHaveValue('Analytical Engines Ltd');
    await expect(page.locator('input[name="accountType"][value="business"]')).toBeChecked();
    // The too-long field keeps what fits, and nothing was signed up.
    await expect(page.locator('#firstName')).toHaveValue('Å'.repeat(50));
    await expect(page.getByTestId('sign-up-sent')).toHaveCount(0);
  });

  test(`point 3 (${locale}): an over-long e-mail on /forgot-password gets a translated field message, never zod's output`, async ({
    page,
  }) => {
    await page.goto(`${hostOrigin(hostPrefix)}/forgot-password`);
    await expect(page.locator('form:has(#email)')).toHaveAttribute('novalidate', '');
    const tooLong = `${'a'.repeat(250)}@example.com`;
    await fillBeyondLimit(page, '#email', tooLong);
    await page.locator('form button[type=submit]').click();
    await expect(page.getByTestId('error-email')).toHaveText(
      text(locale, 'fieldErrors.tooLong', { field: text(locale, 'auth.email'), max: 254 }),
    );
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(/Too big|expected string|Failed to validate|"code"/);

    // An empty address is required, in the page's language, not the browser's "Please fill out this field".
    await page.locator('#email').fill('');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByTestId('error-email')).toHaveText(text(locale, 'fieldErrors.required', { field: text(locale, 'auth.email') }));
  });
}

test('point 2: personal details, addresses and sharing keep every other field when one is too long', async ({ page }) => {
  await signUp(page, { firstName: 'Grace', lastName: 'Hopper' });
  const en = (key: string, values: Record<string, string | number> = {}) => text('en-GB', key, values);

  await page.goto('/settings/personal-details');
  await fillBeyondLimit(page, 'input[name=firstName]', LONG);
  await page.locator('input[name=lastName]').fill('Hopper-Murray');
  await page.locator('input[name=phone]').fill('020 7946 0018');
  await page.locator('form[action*="settings.personalDetails"] button[type=submit]').click();
  await expect(page.getByTestId('error-firstName')).toHaveText(en('fieldErrors.tooLong', { field: en('auth.firstName'), max: 50 }));
  await expect(page.locator('input[name=lastName]')).toHaveValue('Hopper-Murray');
  await expect(page.locator('input[name=phone]')).toHaveValue('020 7946 0018');

  await page.goto('/settings/new-address');
  await page.locator('input[name=firstName]').fill('Grace');
  await page.locator('input[name=lastName]').fill('Hopper');
  await fillBeyondLimit(page, 'input[name=street]', LONG);
  await page.locator('input[name=houseNumber]').fill('221B');
  await page.locator('input[name=postalCode]').fill('NW1 6XE');
  await page.locator('input[name=city]').fill('London');
  await page.locator('form[action*="settings.saveAddress"] button[type=submit]').click();
  await expect(page.getByTestId('error-street')).toHaveText(en('fieldErrors.tooLong', { field: en('settings.address.street'), max: 100 }));
  for (const [name, value] of [
    ['firstName', 'Grace'],
    ['houseNumber', '221B'],
    ['postalCode', 'NW1 6XE'],
    ['city', 'London'],
  ])
    await expect(page.locator(`input[name=${name}]`)).toHaveValue(value);
});

test("point 2: an order's delivery address change names the limit of a too-long name and keeps the rest", async ({ page }) => {
  await signUp(page);
  const order = await placeOrder(page.request, [{ articleId: 'PB-A4-LANDSCAPE', options: { coverType: 'hard' } }]);
  await page.goto(`/orders/${order.code}?edit=address`);
  const form = page.getByTestId('delivery-address-form');
  await fillBeyondLimit(page, '#delivery-name', LONG);
  await form.locator('#delivery-street').fill('Baker Street');
  await form.locator('#delivery-houseNumber').fill('221B');
  await form.locator('#delivery-postalCode').fill('NW1 6XE');
  await form.locator('#delivery-city').fill('London');
  await form.locator('button[type=submit]').click();
  await expect(page.getByTestId('delivery-error')).toHaveText(
    text('en-GB', 'fieldErrors.tooLong', { field: text('en-GB', 'orders.address.name'), max: 100 }),
  );
  for (const [id, value] of [
    ['delivery-street', 'Baker Street'],
    ['delivery-houseNumber', '221B'],
    ['delivery-postalCode', 'NW1 6XE'],
    ['delivery-city', 'London'],
  ])
    await expect(form.locator(`#${id}`)).toHaveValue(value);
});

test('point 2: sharing an online product keeps a too-long address; its gallery entry keeps every other field', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[name=email]').fill('consumer@demo.example');
  await page.locator('input[name=password]').fill('demo-password');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/online-products/PP-10009-1');
  const form = page.getByTestId('share-form');
  const longAddress = `${'å'.repeat(260)}@test.example`;
  await fillBeyondLimit(page, '#share-toEmailAddress', longAddress);
  await form.locator('button[type=submit]').click();
  await expect(page.getByTestId('error-toEmailAddress')).toHaveText(
    text('en-GB', 'fieldErrors.tooLong', { field: text('en-GB', 'onlineProducts.share.toEmail'), max: 254 }),
  );
  // The refused field keeps what fits its limit: the form cannot carry 5,000 characters back.
  await expect(page.locator('#share-toEmailAddress')).toHaveValue(longAddress.slice(0, 254));
  await expect(page.getByTestId('share-sent')).toHaveCount(0);

  const entry = page.getByTestId('gallery-entry-form');
  await fillBeyondLimit(page, '#entry-title', LONG);
  await entry.locator('#entry-description').fill('Sun, sea and 🍦');
  await entry.locator('input[name=categories][value=travel]').check();
  await entry.locator('input[name=categories][value=holidays]').check();
  await entry.locator('button[type=submit]').click();
  await expect(page.getByTestId('error-title')).toHaveText(
    text('en-GB', 'fieldErrors.tooLong', { field: text('en-GB', 'onlineProducts.gallery.entryTitle'), max: 120 }),
  );
  await expect(page.locator('#entry-description')).toHaveValue('Sun, sea and 🍦');
  await expect(page.locator('input[name=categories][value=travel]')).toBeChecked();
  await expect(page.locator('input[name=categories][value=holidays]')).toBeChecked();
  await expect(page.locator('input[name=categories][value=wedding]')).not.toBeChecked();
});

test('point 3: an empty UK street says it is required; forms leave messages to the page (novalidate)', async ({ page }) => {
  await signUp(page);
  await page.goto('/settings/new-address');
  await expect(page.locator('form[action*="settings.saveAddress"]')).toHaveAttribute('novalidate', '');
  await page.locator('input[name=firstName]').fill('Sherlock');
  await page.locator('input[name=lastName]').fill('Holmes');
  await page.locator('input[name=houseNumber]').fill('221B');
  await page.locator('input[name=postalCode]').fill('NW1 6XE');
  await page.locator('input[name=city]').fill('London');
  await page.locator('form[action*="settings.saveAddress"] button[type=submit]').click();
  await expect(page.getByTestId('error-street')).toHaveText(
    text('en-GB', 'fieldErrors.required', { field: text('en-GB', 'settings.address.street') }),
  );
  await expect(page.locator('input[name=houseNumber]')).toHaveValue('221B');
  for (const path of ['/login', '/settings/password', '/settings/email', '/settings/personal-details']) {
    await page.goto(path);
    const forms = page.locator('main form:has(input:not([type=hidden]))');
    for (const form of await forms.all()) await expect(form, path).toHaveAttribute('novalidate', '');
  }
});

for (const { hostPrefix, locale } of CHANNELS) {
  test(`point 4 (${locale}): VAT numbers are checked for format and check digits, the input kept`, async ({ page }) => {
    await signUp(page, { business: true, hostPrefix: hostPrefix || undefined });
    const origin = hostOrigin(hostPrefix);
    const message = text(locale, 'fieldErrors.vatNumber');
    for (const refused of ['NOTAVAT', 'DE123', '<script>', 'GB123456789']) {
      await page.goto(`${origin}/settings/personal-details`);
      await page.locator('input[name=vatNumber]').fill(refused);
      await page.locator('input[name=companyName]').fill('Babbage & Co');
      await page.locator('form[action*="settings.personalDetails"] button[type=submit]').click();
      await expect(page.getByTestId('error-vatNumber'), refused).toHaveText(message);
      await expect(page.locator('input[name=vatNumber]')).toHaveValue(refused);
      await expect(page.locator('input[name=companyName]')).toHaveValue('Babbage & Co');
    }
    await page.goto(`${origin}/settings/personal-details`);
    await page.locator('input[name=vatNumber]').fill('de 123 456 788');
    await page.locator('input[name=companyName]').fill('Babbage & Co');
    await page.locator('form[action*="settings.personalDetails"] button[type=submit]').click();
    await expect(page.getByTestId('error-vatNumber')).toHaveCount(0);
    await page.goto(`${origin}/settings/b2b`);
    await expect(page.locator('main')).toContainText('DE123456788');
  });
}

test('point 10: the house number has no address-line2 autocomplete; a password is never cut at a silent limit', async ({ page }) => {
  const { password } = await signUp(page);
  await page.goto('/settings/new-address');
  const houseNumber = page.locator('input[name=houseNumber]');
  expect((await houseNumber.getAttribute('autocomplete')) ?? '').not.toContain('address-line2');

  await page.goto('/settings/password');
  const newPassword = page.locator('#password');
  await expect(newPassword).not.toHaveAttribute('maxlength', /.*/);
  await expect(page.locator('#password-hint')).toContainText(text('en-GB', 'fieldErrors.passwordMax', { max: 200 }));
  await page.locator('#current').fill(password);
  await newPassword.fill('p'.repeat(300));
  await page.locator('form[action*="account.changePassword"] button[type=submit]').click();
  await expect(page.getByTestId('error-password')).toHaveText(
    text('en-GB', 'fieldErrors.tooLong', { field: text('en-GB', 'account.newPassword'), max: 200 }),
  );
  await expect(page.getByTestId('password-changed')).toHaveCount(0);
});
