import { test, expect, type Browser, type Page } from '@playwright/test';
import { signIn, signUp, uniqueEmail } from '../support/accounts';
import { waitForMail, readMails, linkTo } from '../support/outbox';
import { TEST_PORT } from '../support/server-env';

/** A second device: another browser context signed in to the same account. */
async function otherDevice(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/orders$/);
  return page;
}

async function expectSignedOut(page: Page) {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login/);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a forgotten password is reset through the mailed link, which a scanner does not use up', async ({
      page,
      browser,
      playwright,
    }) => {
      const { email, password } = await signUp(page);
      const other = await otherDevice(browser, email, password);
      await page.context().clearCookies();

      // The same answer for an address without an account, and no mail to it.
      const stranger = uniqueEmail('nobody');
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByLabel(/e-mail/i).fill(stranger);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      const answerForStranger = (await page.getByTestId('reset-requested').textContent())!.replace(stranger, '<e-mail>');
      await page.goto('/forgot-password');
      await page.getByLabel(/e-mail/i).fill(email);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByTestId('reset-requested')).toBeFocused();
      expect((await page.getByTestId('reset-requested').textContent())!.replace(email, '<e-mail>')).toBe(answerForStranger);

      const mail = await waitForMail(email, { kind: 'password-reset' });
      expect(mail.subject).toBe('Choose a new password for your PixelPress account');
      expect(mail.text).toContain('The link works once, for one hour.');
      expect(readMails(stranger)).toEqual([]);
      const link = linkTo(mail, '/reset-password');
      expect(link.searchParams.get('confirmation-token')).toMatch(/^[\w-]{20,}$/);
      const target = link.pathname + link.search;

      // A scanner fetches the link (GET and HEAD, twice): it only sees the form.
      const scanner = await playwright.request.newContext({ baseURL: `http://localhost:${TEST_PORT}` });
      for (let i = 0; i < 2; i++) {
        const got = await scanner.get(target, { maxRedirects: 0 });
        expect(got.status()).toBe(200);
        const html = await got.text();
        expect(html).toContain('Save new password');
        expect(html).not.toMatch(/<script/i);
        expect((await scanner.head(target)).status()).toBe(200);
      }
      await scanner.dispose();

      await page.goto(target);
      await page.getByLabel('New password').fill('a-brand-new-password');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByTestId('signin-notice')).toHaveText(
        'Your password has been changed and you have been signed out everywhere. Sign in with your new password.',
      );
      expect((await waitForMail(email, { kind: 'password-changed' })).subject).toBe('Your PixelPress password has been changed');

      // Used once: the link now says so, and the other device is signed out.
      await page.goto(target);
      await expect(page.getByTestId('reset-link-invalid')).toContainText('This link is invalid, used or expired.');
      await expectSignedOut(other);

      await page.goto('/login');
      await page.getByLabel(/e-mail/i).fill(email);
      await page.getByLabel(/password/i).fill(password);
      await page.getByRole('button', { name: /sign in/i }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await page.getByLabel(/password/i).fill('a-brand-new-password');
      await page.getByRole('button', { name: /sign in/i }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('a password change asks for the current password, ends the other sessions and sends a notice', async ({ page, browser }) => {
      const { email, password } = await signUp(page);
      const other = await otherDevice(browser, email, password);
      await page.goto('/settings');
      await page.getByRole('link', { name: 'Manage password and sign-in' }).click();
      await expect(page).toHaveURL(/\/settings\/password$/);

      await page.getByLabel('Current password').fill('not-my-password');
      await page.getByLabel('New password').fill('another-long-password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.locator('#password-error')).toHaveText('The password is not correct.');
      await expect(page.locator('#password-error')).toBeFocused();

      await page.getByLabel('Current password').fill(password);
      await page.getByLabel('New password').fill('another-long-password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByTestId('password-changed')).toHaveText(
        'Your password has been changed. You have been signed out on every other device.',
      );
      const notice = await waitForMail(email, { kind: 'password-changed' });
      expect(notice.text).toContain('has just been changed');

      // This browser goes on; the other device is signed out.
      await page.goto('/orders');
      await expect(page).toHaveURL(/\/orders$/);
      await expectSignedOut(other);
    });

    test('Sign out everywhere ends every session, this one included', async ({ page, browser }) => {
      const { email, password } = await signUp(page);
      const other = await otherDevice(browser, email, password);
      await page.goto('/settings/password');
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(page.getByTestId('signin-notice')).toHaveText('You have been signed out on every device.');
      await expectSignedOut(page);
      await expectSignedOut(other);
    });
  });
}
