import { test, expect, type APIResponse } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { freshAccount } from '../photos/api-upload-client';
import { TEST_PORT } from '../support/server-env';

const origin = `http://localhost:${TEST_PORT}`;

function cookiesOf(response: APIResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const h of response.headersArray()) {
    if (h.name.toLowerCase() !== 'set-cookie') continue;
    const [pair] = h.value.split(';');
    const [name, ...rest] = pair.split('=');
    out[name] = rest.join('=');
  }
  return out;
}

test('auth cookies are HttpOnly and SameSite=Lax', async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: origin });
  const response = await api.post('/login?_action=auth.signIn', {
    form: { email: DEMO.friend, password: DEMO_PASSWORD },
    headers: { origin },
    maxRedirects: 0,
  });
  const raw = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  for (const name of ['access_token', 'refresh_token']) {
    const cookie = raw.find((c) => c.startsWith(`${name}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  }
  await api.dispose();
});

test('the refresh token rotates; a request still carrying the replaced one gets the same successor', async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: origin });
  const signIn = await api.post('/login?_action=auth.signIn', {
    form: { email: DEMO.friend, password: DEMO_PASSWORD },
    headers: { origin },
    maxRedirects: 0,
  });
  const first = cookiesOf(signIn).refresh_token;
  expect(first).toBeTruthy();
  await api.dispose();

  const call = (refresh: string) =>
    playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { cookie: `refresh_token=${refresh}` } }).then(async (ctx) => {
      const r = await ctx.get('/settings', { maxRedirects: 0 });
      const c = cookiesOf(r);
      const s = r.status();
      await ctx.dispose();
      return { status: s, cookies: c };
    });

  const rotated = await call(first);
  expect(rotated.status).toBe(200);
  const second = rotated.cookies.refresh_token;
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  expect(rotated.cookies.access_token).toBeTruthy();

  // A parallel request of the same page (the grace window; a reuse after it ends the family, see tests/unit).
  const late = await call(first);
  expect(late.status).toBe(200);
  expect(late.cookies.refresh_token).toBe(second);
  expect((await call(second)).status).toBe(200);
});

test('a bearer token is accepted and a forged one refused', async ({ request }) => {
  const signIn = await request.post('/login?_action=auth.signIn', {
    form: { email: DEMO.consumer, password: DEMO_PASSWORD },
    headers: { origin },
    maxRedirects: 0,
  });
  const token = cookiesOf(signIn).access_token;
  const me = await request.get('/api/customer/customers/me', { headers: { authorization: `Bearer ${token}`, cookie: '' } });
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(DEMO.consumer);
  const forged = await request.get('/api/customer/customers/me', {
    headers: { authorization: `Bearer ${token.slice(0, -3)}abc`, cookie: '' },
  });
  expect(forged.status()).toBe(401);
  expect(await forged.json()).toEqual({ message: 'Sign-in required' });
});

test('sign-in is rate limited per e-mail', async ({ request }) => {
  const email = `limit-${Date.now()}@test.example`;
  const statuses: string[] = [];
  for (let i = 0; i < 12; i++) {
    const r = await request.post('/login?_action=auth.signIn', {
      form: { email, password: 'wrong' },
      headers: { origin },
      maxRedirects: 0,
    });
    statuses.push(decodeURIComponent(cookiesOf(r).action_result ?? ''));
  }
  expect(statuses[0]).toContain('UNAUTHORIZED');
  expect(statuses.at(-1)).toContain('TOO_MANY_REQUESTS');
});

test('after the back-off a browser that signed in to the account before still signs in; others are told how long to wait', async ({
  playwright,
}) => {
  const { email } = await freshAccount();
  const signIn = (api: { post: typeof owner.post }, password: string) =>
    api.post('/login?_action=auth.signIn', { form: { email, password }, headers: { origin }, maxRedirects: 0 });
  const owner = await playwright.request.newContext({ baseURL: origin });
  expect(cookiesOf(await signIn(owner, 'a-long-password')).signin_device).toBeTruthy();

  const stranger = await playwright.request.newContext({ baseURL: origin });
  let result = '';
  for (let i = 0; i < 12 && !result.includes('TOO_MANY_REQUESTS'); i++)
    result = decodeURIComponent(cookiesOf(await signIn(stranger, 'wrong')).action_result ?? '');
  expect(result).toContain('TOO_MANY_REQUESTS');
  const refused = decodeURIComponent(cookiesOf(await signIn(stranger, 'a-long-password')).action_result ?? '');
  expect(refused).toMatch(/Please wait \d+ seconds? and try again/);
  expect(cookiesOf(await signIn(owner, 'a-long-password')).access_token).toBeTruthy();
  await owner.dispose();
  await stranger.dispose();
});
