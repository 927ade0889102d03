import { test, expect, type Page } from '@playwright/test';
import { signUp, signIn, uniqueEmail, apiToken } from '../support/accounts';
import { waitForMail, waitForMails, linkTo, readMails } from '../support/outbox';

async function requestChange(page: Page, newEmail: string, password: string) {
  await page.goto('/settings/email');
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`e-mail change with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('confirming the link changes the address, ends every session, and the new address signs in', async ({ page, browser }) => {
      const { email, password } = await signUp(page);
      // A second device signed in before the change must be signed out by it.
      const other = await browser.newContext({ javaScriptEnabled });
      const otherPage = await other.newPage();
      await signIn(otherPage, email, password);
      const newEmail = uniqueEmail('changed');

      await requestChange(page, newEmail, password);
      await expect(page.getByRole('status')).toContainText(`We've sent a confirmation link to ${newEmail}`);
      const confirm = await waitForMail(newEmail, { kind: 'email-change-confirm' });
      expect(confirm.subject).toBe('Confirm your new e-mail address for PixelPress');
      expect(confirm.html).toContain('Confirm my new e-mail address');
      const notice = await waitForMail(email, { kind: 'email-change-notice' });
      expect(notice.text).toContain(newEmail);

      const link = linkTo(confirm, '/change-email-confirmation');
      await page.goto(link.pathname + link.search);
      await expect(page.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeVisible();
      await page.getByRole('button', { name: 'Confirm my new e-mail address' }).click();
      await expect(page).toHaveURL(/\/change-email-success$/);
      await expect(page.getByRole('heading', { name: 'Your e-mail address has been changed!' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue to the store' })).toHaveAttribute('href', 'https://www.pixelpress.example');

      // Every session ended: this browser and the other device both have to sign in again.
      await otherPage.goto('/settings');
      await expect(otherPage).toHaveURL(/\/login/);
      await page.getByRole('link', { name: 'Log in with your new e-mail address' }).click();
      await expect(page).toHaveURL(/\/login/);

      await signIn(page, newEmail, password);
      await page.goto('/settings');
      await expect(page.getByTestId('customer-email')).toHaveText(newEmail);
      // The old address no longer signs in.
      const fresh = await browser.newContext();
      const freshPage = await fresh.newPage();
      await freshPage.goto('/login');
      await freshPage.getByLabel(/e-mail/i).fill(email);
      await freshPage.getByLabel(/password/i).fill(password);
      await freshPage.getByRole('button', { name: /sign in/i }).click();
      await expect(freshPage.getByRole('alert')).toContainText('The e-mail address or password is incorrect.');
      await fresh.close();
      await other.close();
    });
  });
}

test('an address already in use is refused with 409, in the form and in the API', async ({ page, request }) => {
  const taken = await signUp(page);
  await page.context().clearCookies();
  const { email, password } = await signUp(page);
  await requestChange(page, taken.email.toUpperCase(), password);
  await expect(page.getByRole('alert')).toHaveText('This e-mail address is already in use.');
  await expect(page.getByLabel('New e-mail address')).toBeFocused();

  const token = await apiToken(request, email, password);
  const me = await (await request.get('/api/customer/customers/me', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(me.email).toBe(email);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const response = await request.post(`/api/identity/v2/identities/${claims.idp_type}/${claims.idp_sub}/emailchanges`, {
    headers: { authorization: `Bearer ${token}` },
    data: { email: taken.email, password },
  });
  expect(response.status()).toBe(409);
  expect((await response.json()).message).toBe('E-mail already in use');
  expect(readMails(taken.email, { kind: 'email-change-confirm' })).toHaveLength(0);
});

test('the API asks for the current password too: a bearer token alone moves nothing', async ({ page, request }) => {
  const { email, password } = await signUp(page);
  const token = await apiToken(request, email, password);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const url = `/api/identity/v2/identities/${claims.idp_type}/${claims.idp_sub}/emailchanges`;
  const newEmail = uniqueEmail('hijack');
  const tokenAlone = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data: { email: newEmail } });
  expect(tokenAlone.status()).toBe(400);
  expect((await tokenAlone.json()).message).toContain('The current password is required');
  const wrong = await request.post(url, {
    headers: { authorization: `Bearer ${token}` },
    data: { email: newEmail, password: 'not-my-password' },
  });
  expect(wrong.status()).toBe(401);
  expect((await wrong.json()).message).toBe('The password is not correct');
  expect(readMails(newEmail)).toHaveLength(0);
  const right = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data: { email: newEmail, password } });
  expect(right.status()).toBe(202);
  await waitForMails(newEmail, { kind: 'email-change-confirm', count: 1 });
});

test('a wrong password is refused and sends nothing', async ({ page }) => {
  const { email } = await signUp(page);
  const newEmail = uniqueEmail('nope');
  await requestChange(page, newEmail, 'not-my-password');
  await expect(page.getByRole('alert')).toHaveText('The password is not correct.');
  expect(readMails(newEmail)).toHaveLength(0);
  expect(readMails(email).map((m) => m.kind)).toEqual(['sign-up-confirm']);
});

test('asking too often is refused with 429 per account, in the API and in the form', async ({ page, request }) => {
  const { email, password } = await signUp(page);
  const token = await apiToken(request, email, password);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const url = `/api/identity/v2/identities/${claims.idp_type}/${claims.idp_sub}/emailchanges`;
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    statuses.push(
      (
        await request.post(url, { headers: { authorization: `Bearer ${token}` }, data: { email: uniqueEmail('burst'), password } })
      ).status(),
    );
  }
  expect(statuses).toEqual([202, 202, 202, 202, 202]);
  const limited = await request.post(url, {
    headers: { authorization: `Bearer ${token}` },
    data: { email: uniqueEmail('burst'), password },
  });
  expect(limited.status()).toBe(429);
  expect((await limited.json()).message).toMatch(/too many/i);

  await requestChange(page, uniqueEmail('form'), password);
  await expect(page.getByRole('alert')).toHaveText("You've asked to change your e-mail address too often. Please try again later.");
  // Only the five accepted requests sent notices to the old address.
  await waitForMails(email, { kind: 'email-change-notice', count: 5 });
  expect(readMails(email, { kind: 'email-change-notice' })).toHaveLength(5);
});

test("someone else's identity cannot be changed through the API", async ({ page, request }) => {
  const victim = await signUp(page);
  await page.context().clearCookies();
  const attacker = await signUp(page);
  const victimToken = await apiToken(request, victim.email, victim.password);
  const victimClaims = JSON.parse(Buffer.from(victimToken.split('.')[1], 'base64url').toString());
  const attackerToken = await apiToken(request, attacker.email, attacker.password);
  const response = await request.post(`/api/identity/v2/identities/${victimClaims.idp_type}/${victimClaims.idp_sub}/emailchanges`, {
    headers: { authorization: `Bearer ${attackerToken}` },
    data: { email: uniqueEmail('steal'), password: attacker.password },
  });
  expect(response.status()).toBe(403);
  const anonymous = await request.post(`/api/identity/v2/identities/${victimClaims.idp_type}/${victimClaims.idp_sub}/deleteaccount`, {
    data: {},
  });
  expect(anonymous.status()).toBe(401);
});
