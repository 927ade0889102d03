import { test, expect } from '@playwright/test';
import { DEMO, signIn, signUp, submitSignUp, uniqueEmail, apiToken } from '../support/accounts';
import { linkTo, readMails, waitForMail } from '../support/outbox';

/** Every signed-in route of spec §2 (ids are examples). */
const PROTECTED_ROUTES = [
  '/',
  '/saved-projects',
  '/orders',
  '/orders/ABC123',
  '/my-photos',
  '/my-photos/photos',
  '/my-photos/photos/preview/x',
  '/my-photos/albums',
  '/my-photos/albums/x',
  '/my-photos/shared-albums/x',
  '/my-photos/albums/x/preview/y',
  '/my-photos/shared-albums/x/preview/y',
  '/downloads',
  '/settings',
  '/settings/b2b',
  '/settings/b2b/email',
  '/settings/email',
  '/settings/personal-details',
  '/settings/payment-method',
  '/settings/new-address',
  '/settings/address/x',
  '/settings/addresses/all',
  '/settings/b2b/new-address',
  '/settings/b2b/address/x',
  '/online-products',
  '/online-products/x',
  '/invoices',
  '/integration',
];

test('every protected route sends an anonymous visitor to sign-in', async ({ request }) => {
  for (const route of PROTECTED_ROUTES) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(303);
    expect(response.headers().location, route).toBe(`/login?returnTo=${encodeURIComponent(route)}`);
  }
});

test('after signing in the visitor lands on the page they asked for', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Forders/);
  await signIn(page, DEMO.consumer);
  await expect(page).toHaveURL(/\/orders$/);
});

test('sign-up creates an account, signs in and sign-out ends the session', async ({ page }) => {
  const { email, password } = await signUp(page);
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
  // A plain GET (a link, a cross-site image) signs nobody out: it asks to confirm.
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('navigation', { name: /menu/i }).first().getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fsettings/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/settings$/);
});

test('sign-up answers a new and a registered address alike; only the mail differs, and the new one signs in from its link', async ({
  page,
}) => {
  const { email: registered } = await signUp(page);
  await page.context().clearCookies();
  const fresh = uniqueEmail('fresh');
  const answers = [];
  for (const email of [fresh, registered]) {
    const [posted] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('_action=auth.signUp')),
      submitSignUp(page, { email, password: 'another-long-password' }),
    ]);
    await expect(page.getByRole('status')).toHaveText(`Check your inbox: we have sent an e-mail to ${email} with the next step.`);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/already|exists|registered|in use/i);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('access_token');
    answers.push({
      status: posted.status(),
      location: posted.headers().location,
      main: (await page.locator('main').innerHTML()).replace(email, '…'),
    });
  }
  expect(answers[1]).toEqual(answers[0]);

  // The owner of the registered address gets the way back in, and no confirmation link.
  const attempt = await waitForMail(registered, { kind: 'sign-up-attempt' });
  expect(attempt.subject).toBe('Your PixelPress account');
  expect(readMails(registered, { kind: 'sign-up-confirm' })).toHaveLength(1);
  await page.goto(linkTo(attempt, '/forgot-password').toString());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(linkTo(attempt, '/login').toString());
  await signIn(page, registered, 'a-long-password');
  await expect(page.getByTestId('signed-in-as')).toContainText(registered);

  // The new address confirms from its mail and is signed in with the password it chose.
  await page.context().clearCookies();
  const confirm = await waitForMail(fresh, { kind: 'sign-up-confirm' });
  expect(confirm.subject).toBe('Confirm your e-mail address for PixelPress');
  await page.goto(linkTo(confirm, '/signup-confirmation').toString());
  await page.getByRole('button', { name: 'Confirm and create my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('signed-in-as')).toContainText(fresh);
  await page.context().clearCookies();
  await signIn(page, fresh, 'another-long-password');
  await expect(page.getByTestId('signed-in-as')).toContainText(fresh);
});

test('a wrong password and an unknown e-mail get the same message', async ({ page }) => {
  const messages = [];
  for (const email of [DEMO.friend, uniqueEmail('nobody')]) {
    await page.goto('/login');
    await page.getByLabel(/e-mail/i).fill(email);
    await page.getByLabel(/password/i).fill('not-the-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    messages.push(await alert.textContent());
  }
  expect(messages[0]).toBe('The e-mail address or password is incorrect.');
  expect(messages[1]).toBe(messages[0]);
});

test('the side menu follows the role', async ({ browser }) => {
  const menuOf = async (email: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email);
    const items = await page.locator('aside nav :is(a, button)').allTextContents();
    await context.close();
    return items.map((s) => s.trim());
  };
  expect(await menuOf(DEMO.consumer)).toEqual([
    'Overview',
    'My orders',
    'Settings',
    'Saved projects',
    'Photos',
    'Online products',
    'Downloads',
    'FAQs',
    'Sign out',
  ]);
  expect(await menuOf(DEMO.business)).toEqual([
    'Overview',
    'My orders',
    'Invoices',
    'FTP instructions',
    'Business settings',
    'Saved projects',
    'Photos',
    'Downloads',
    'FAQs',
    'Sign out',
  ]);
});

test('the channel and its language come from the host', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL!).port;
  await page.goto(`http://nl.localhost:${port}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');
  await expect(page).toHaveTitle(/FotoFlux/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await page.goto(`http://de.localhost:${port}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.goto(`http://fr.localhost:${port}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se connecter');
});

test('a browser that blocks site data is asked to enable it', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/enable-cookies$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please enable site data and cookies');
});

test('unknown pages answer 404 with a way back', async ({ page }) => {
  await signIn(page, DEMO.consumer);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the error page offers Try again and customer care', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'contact customer care' })).toHaveAttribute('href', /customer-care/);
});

test('pages without islands ship no external JavaScript', async ({ request, page }) => {
  const token = await apiToken(request, DEMO.consumer);
  // The pages of mailed links, with real tokens: a sign-up waiting for its confirmation, a password reset.
  const { email: pending } = await submitSignUp(page);
  const confirmSignUp = linkTo(await waitForMail(pending, { kind: 'sign-up-confirm' }), '/signup-confirmation');
  const { email } = await signUp(page);
  await page.context().clearCookies();
  await page.goto('/forgot-password');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByTestId('reset-requested')).toBeVisible();
  const reset = linkTo(await waitForMail(email, { kind: 'password-reset' }), '/reset-password');
  const pages: [path: string, signedIn: boolean, shows?: string][] = [
    ['/login', false],
    ['/signup', false],
    ['/enable-cookies', false],
    ['/error', false],
    ['/', true],
    ['/forgot-password', false, 'Send me a link'],
    // A reset link that cannot be used says so (with 404, checked in tests/integration/bad-input.test.ts).
    ['/reset-password?confirmation-token=x', false, 'This link is invalid, used or expired.'],
    [reset.pathname + reset.search, false, 'Save new password'],
    [confirmSignUp.pathname + confirmSignUp.search, false, 'Confirm and create my account'],
    ['/bad-request', false],
    ['/settings/password', true, 'Change password'],
    ['/orders?q=canvas&status=Ordered', true],
    ['/orders/PP-10005', true],
    ['/downloads', true],
    ['/saved-projects', true],
    ['/online-products', true],
    // /my-photos/recently-deleted is an island (the trash grid); its budget is checked by tests/bench/js-budget.mjs.
  ];
  for (const [path, signedIn, shows] of pages) {
    const response = await request.get(path, { headers: signedIn ? { authorization: `Bearer ${token}` } : {}, maxRedirects: 0 });
    const html = await response.text();
    // The page itself (/bad-request and an unusable link with their 4xx), not a redirect to another one.
    expect(response.headers().location, path).toBeUndefined();
    expect(response.status(), path).toBeLessThan(500);
    expect(html, path).toContain('</html>');
    if (shows) expect(html, path).toContain(shows);
    expect(html.match(/<script[^>]+src=/g), path).toBeNull();
  }
});

test('island scripts are served compressed and cached for good', async ({ request }) => {
  const token = await apiToken(request, DEMO.consumer);
  const html = await (await request.get('/my-photos/photos', { headers: { authorization: `Bearer ${token}` } })).text();
  const script = html.match(/component-url="([^"]+)"/)?.[1];
  expect(script).toMatch(/^\/_astro\/.+\.js$/);
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(script!, { headers: { 'accept-encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(await response.text()).toContain('export');
  }
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test('pages and JSON are served gzip-compressed to browsers that accept it', async ({ request }) => {
  const token = await apiToken(request, DEMO.consumer);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const page = await request.get('/my-photos/photos', { headers });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(await page.text()).toContain('</html>');
  const api = await request.get('/api/photo-management/photos', { headers });
  expect(api.headers()['content-encoding']).toBe('gzip');
  expect((await api.json()).images.length).toBeGreaterThan(0);
  const plain = await request.get('/my-photos/photos', { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test('config.json and locale files are served from the origin', async ({ request }) => {
  const config = await (
    await request.get('/config.json', { headers: { host: `nl.localhost:${new URL(test.info().project.use.baseURL!).port}` } })
  ).json();
  expect(config.channel).toMatchObject({ brandName: 'FotoFlux', locale: 'nl-NL', currency: 'EUR' });
  expect(config.services.customer).toBe('/api/customer');
  expect(Object.keys(config.flags)).toHaveLength(5);
  const messages = await (await request.get('/locales/fr-FR.json')).json();
  expect(messages.menu.orders).toBe('Mes commandes');
  expect((await request.get('/locales/xx-XX.json')).status()).toBe(404);
});
