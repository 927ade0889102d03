import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { signUp, submitSignUp, uniqueEmail } from '../support/accounts';
import { waitForMail, linkTo } from '../support/outbox';
import { TEST_PORT } from '../support/server-env';

/**
 * Mail scanners (Outlook Safe Links and others) fetch every link, with GET and HEAD, and now also
 * open it in a browser that runs scripts. None of that may use the token or sign anyone in.
 */
interface Kind {
  name: string;
  /** Makes the server mail a link and returns it. */
  link(page: Page): Promise<URL>;
  button: string;
  action: string;
  success: RegExp;
  error: string;
}

const kinds: Kind[] = [
  {
    name: 'sign-up',
    async link(page) {
      const { email } = await submitSignUp(page);
      return linkTo(await waitForMail(email, { kind: 'sign-up-confirm' }), '/signup-confirmation');
    },
    button: 'Confirm and create my account',
    action: 'lifecycle.confirmSignUp',
    success: new RegExp(`^http://localhost:${TEST_PORT}/$`),
    error: '/signup-error',
  },
  {
    name: 'e-mail change',
    async link(page) {
      const { password } = await signUp(page);
      const newEmail = uniqueEmail('scanned');
      await page.goto('/settings/email');
      await page.getByLabel('New e-mail address').fill(newEmail);
      await page.getByLabel('Current password').fill(password);
      await page.getByRole('button', { name: 'Change e-mail address' }).click();
      return linkTo(await waitForMail(newEmail, { kind: 'email-change-confirm' }), '/change-email-confirmation');
    },
    button: 'Confirm my new e-mail address',
    action: 'lifecycle.confirmEmailChange',
    success: /\/change-email-success$/,
    error: '/change-email-error',
  },
  {
    name: 'account deletion',
    async link(page) {
      const { email } = await signUp(page);
      await page.goto('/settings');
      await page.getByRole('link', { name: 'Delete my account' }).click();
      await page.getByRole('button', { name: 'Yes, delete my account' }).click();
      return linkTo(await waitForMail(email, { kind: 'account-deletion-confirm' }), '/delete-account-confirmation');
    },
    button: 'Delete my account',
    action: 'lifecycle.confirmDeletion',
    success: /\/account-deleted$/,
    error: '/delete-account-error',
  },
  {
    name: 'newsletter',
    async link(page) {
      const { email } = await signUp(page);
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
      return linkTo(await waitForMail(email, { kind: 'newsletter-confirm' }), '/subscription-confirmation');
    },
    button: 'Confirm my subscription',
    action: 'lifecycle.confirmSubscription',
    success: /\/subscription-confirmation-success$/,
    error: '/subscription-confirmation-error',
  },
];

for (const kind of kinds) {
  test(`${kind.name}: GET, HEAD and a script-running scanner leave the token alone; it works once`, async ({
    page,
    browser,
    playwright,
  }) => {
    const link = await kind.link(page);
    const target = link.pathname + link.search;

    const scanner = await playwright.request.newContext({ baseURL: `http://localhost:${TEST_PORT}` });
    for (let i = 0; i < 2; i++) {
      const got = await scanner.get(target, { maxRedirects: 0 });
      expect(got.status()).toBe(200);
      const html = await got.text();
      expect(html).toContain(kind.button);
      expect(html).not.toMatch(/<script/i);
      expect(got.headers()['set-cookie'] ?? '').not.toMatch(/access_token=[^;]/);
      const head = await scanner.head(target, { maxRedirects: 0 });
      expect(head.status()).toBe(200);
    }
    await scanner.dispose();

    // A scanner that runs the page's scripts and waits, but clicks nothing.
    const scriptScanner = await browser.newContext({ javaScriptEnabled: true });
    const scanned = await scriptScanner.newPage();
    await scanned.goto(target);
    await scanned.waitForLoadState('networkidle');
    expect(new URL(scanned.url()).pathname).toBe(link.pathname);
    await expect(scanned.getByRole('button', { name: kind.button })).toBeVisible();
    expect((await scriptScanner.cookies()).filter((c) => c.name === 'access_token' || c.name === 'refresh_token')).toEqual([]);
    await scriptScanner.close();

    // The person presses the button: it works …
    await page.goto(target);
    const violations = await axeViolations(page);
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: kind.button }).click();
    await expect(page).toHaveURL(kind.success);

    // … once. Pressing it again (a replayed POST) and opening the link again both fail.
    const replay = await page.request.post(`${link.pathname}?_action=${kind.action}`, {
      form: { token: link.searchParams.get('confirmation-token')!, email: link.searchParams.get('email') ?? '' },
      headers: { origin: `http://localhost:${TEST_PORT}` },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(303);
    expect(replay.headers().location).toBe(kind.error);
    await page.goto(target);
    await expect(page).toHaveURL(new RegExp(`${kind.error}$`));
  });
}

test('the public pages ship no JavaScript at all', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  for (const path of [
    '/account-deleted',
    '/delete-account-error',
    '/signup-error',
    '/change-email-success',
    '/change-email-error',
    '/subscription-confirmation-success',
    '/subscription-confirmation-error',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await page.locator('script').count(), path).toBe(0);
  }
  expect(scripts).toEqual([]);
});
