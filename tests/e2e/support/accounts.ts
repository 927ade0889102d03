import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TEST_PORT } from './server-env';
import { linkTo, readMails, waitForMails } from './outbox';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO = {
  consumer: 'consumer@demo.example',
  business: 'business@demo.example',
  businessEu: 'business-eu@demo.example',
  businessNew: 'business-new@demo.example',
  businessBlocked: 'business-blocked@demo.example',
  friend: 'friend@demo.example',
} as const;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.example`;
}

/** Signs in through the real sign-in form (the current page when it already shows the form). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export interface SignUpOptions {
  business?: boolean;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** The channel's host prefix ('nl', 'fr', …); fields are found by id, so any language works. */
  hostPrefix?: string;
}

/** What the sign-up form is sent with: the options given, a test customer's details for the rest. */
function signUpFields(options: SignUpOptions) {
  return {
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'User',
    email: options.email ?? uniqueEmail(options.business ? 'biz' : 'user'),
    password: options.password ?? 'a-long-password',
    accountType: options.business ? 'business' : 'consumer',
    ...(options.business ? { companyName: 'Test Company' } : {}),
  };
}

/** Fills and sends the sign-up form and waits for its "check your inbox" answer; nothing is confirmed yet. */
export async function submitSignUp(page: Page, options: SignUpOptions = {}) {
  const fields = signUpFields(options);
  await page.goto(options.hostPrefix ? `${hostOrigin(options.hostPrefix)}/signup` : '/signup');
  for (const name of ['firstName', 'lastName', 'email', 'password'] as const) await page.locator(`#${name}`).fill(fields[name]);
  if (fields.companyName) {
    await page.locator('input[name="accountType"][value="business"]').check();
    await page.locator('#companyName').fill(fields.companyName);
  }
  await page.locator('form button[type=submit]').click();
  await expect(page.getByTestId('sign-up-sent')).toBeVisible();
  return { email: fields.email, password: fields.password };
}

/** Sign-up mails sent to an address so far: one signed up before (and deleted since) has older, used links. */
const signUpMailsTo = (email: string) => readMails(email, { kind: 'sign-up-confirm' }).length;

/** The confirmation link of the sign-up mail that follows the `earlier` ones. */
async function confirmationLink(email: string, earlier: number): Promise<URL> {
  const mails = await waitForMails(email, { kind: 'sign-up-confirm', count: earlier + 1 });
  return linkTo(mails[earlier], '/signup-confirmation');
}

/**
 * Creates a fresh account as a person does: the sign-up form, "check your inbox", the mailed link
 * and its confirm button. Leaves the page signed in on the overview, which welcomes the new customer.
 */
export async function signUpInForm(page: Page, options: SignUpOptions = {}) {
  const earlier = options.email ? signUpMailsTo(options.email) : 0;
  const { email, password } = await submitSignUp(page, options);
  await page.goto((await confirmationLink(email, earlier)).toString());
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/');
  return { email, password };
}

/**
 * A fresh account for a test about something else: the same form posts and mailed link as
 * signUpInForm, sent from the page's request context (its cookies are the page's), and one page load,
 * the overview, where the page is left signed in: three page loads fewer per test on two shared cores.
 * On a channel's host (Node does not resolve *.localhost) the form is filled in the browser.
 */
export async function signUp(page: Page, options: SignUpOptions = {}) {
  if (options.hostPrefix) return signUpInForm(page, options);
  const fields = signUpFields(options);
  const { email, password } = fields;
  const earlier = signUpMailsTo(email);
  const headers = { origin: `http://localhost:${TEST_PORT}` };
  const sent = await page.request.post('/signup?_action=auth.signUp', { headers, form: { returnTo: '/', ...fields } });
  expect(sent.ok(), `sign-up of ${email}: ${sent.status()}`).toBe(true);
  const link = await confirmationLink(email, earlier);
  const confirmed = await page.request.post(`${link.pathname}?_action=lifecycle.confirmSignUp`, {
    headers,
    form: { token: link.searchParams.get('confirmation-token')!, email: link.searchParams.get('email') ?? '' },
    maxRedirects: 0,
  });
  expect(confirmed.headers().location, `confirmation of ${email}: ${confirmed.status()}`).toBe('/');
  await page.goto('/');
  return { email, password };
}

/**
 * Signs in through the sign-in endpoint and returns the access token for `Authorization: Bearer`
 * calls. Uses its own connection, so the caller's request context keeps no session cookies.
 */
export async function apiToken(_request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const origin = `http://localhost:${TEST_PORT}`;
  const response = await fetch(`${origin}/login?_action=auth.signIn`, {
    method: 'POST',
    body: new URLSearchParams({ email, password, returnTo: '/' }),
    headers: { origin },
    redirect: 'manual',
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  if (!cookie) throw new Error(`sign-in failed for ${email}: ${response.status}`);
  return cookie.split(';')[0].slice('access_token='.length);
}

/** The origin of a channel's host: `http://nl.localhost:<port>` (Chromium resolves *.localhost to this machine). */
export function hostOrigin(hostPrefix: string): string {
  return `http://${hostPrefix ? `${hostPrefix}.` : ''}localhost:${TEST_PORT}`;
}

/** Signs in through the sign-in form of a channel's host, whatever its language (fields found by name, not label). */
export async function signInOnHost(page: Page, hostPrefix: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${hostOrigin(hostPrefix)}/login`);
  const form = page.locator('form', { has: page.locator('input[name="email"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
