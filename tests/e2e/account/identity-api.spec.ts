import { test, expect } from '@playwright/test';
import { ORIGIN, freshAccount } from '../photos/api-upload-client';
import { uniqueEmail } from '../support/accounts';
import { waitForMail, linkTo } from '../support/outbox';

/** The identity of a session as the Identity API's paths name it (the token's idp_type and idp_sub claims). */
function identityPath(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { idp_type: string; idp_sub: string };
  return `/api/identity/v2/identities/${encodeURIComponent(claims.idp_type)}/${claims.idp_sub}`;
}

async function post(path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

test('the Identity API changes an e-mail address through the mailed token', async () => {
  const account = await freshAccount();
  const base = identityPath(account.token);
  const newEmail = uniqueEmail('moved');
  expect(await post(`${base}/emailchanges`, account.token, { email: newEmail, password: 'a-long-password' })).toEqual({
    status: 202,
    body: { requested: true },
  });

  const token = linkTo(await waitForMail(newEmail, { kind: 'email-change-confirm' }), '/change-email-confirmation').searchParams.get(
    'confirmation-token',
  )!;
  expect(await post(`${base}/emailchanges/${token}/actions/confirm`, null)).toEqual({
    status: 200,
    body: { changed: true, email: newEmail },
  });
  expect((await post(`${base}/emailchanges/${token}/actions/confirm`, null)).status).toBe(400);
});

test('the Identity API deletes an account through the mailed token', async () => {
  const account = await freshAccount();
  const base = identityPath(account.token);
  expect(await post(`${base}/deleteaccount`, account.token, {})).toEqual({ status: 202, body: { requested: true } });

  const token = linkTo(
    await waitForMail(account.email, { kind: 'account-deletion-confirm' }),
    '/delete-account-confirmation',
  ).searchParams.get('confirmation-token')!;
  expect(await post(`${base}/deleteaccount/${token}/actions/confirm`, null)).toEqual({ status: 200, body: { deleted: true } });
  const gone = await fetch(`${ORIGIN}/api/customer/customers/me`, { headers: { authorization: `Bearer ${account.token}` } });
  expect(gone.status).toBe(401);
});

async function signInOverApi(body: { email: string; password: string; device?: string }) {
  const response = await fetch(`${ORIGIN}/api/identity/v2/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

test('the Identity API signs in: tokens only in the answer, the same refusal for an unknown address, the same back-off as the form', async () => {
  const account = await freshAccount();
  const signedIn = await signInOverApi({ email: account.email, password: 'a-long-password' });
  expect(signedIn.status).toBe(200);
  expect(signedIn.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), device: expect.any(String) });
  expect(signedIn.headers.getSetCookie()).toEqual([]);
  expect(signedIn.headers.get('cache-control')).toBe('no-store');
  const me = await fetch(`${ORIGIN}/api/customer/customers/me`, { headers: { authorization: `Bearer ${signedIn.body.accessToken}` } });
  expect(me.status).toBe(200);

  const wrong = await signInOverApi({ email: account.email, password: 'not-the-password' });
  const unknown = await signInOverApi({ email: uniqueEmail('nobody'), password: 'not-the-password' });
  expect({ status: wrong.status, body: wrong.body }).toEqual({
    status: 401,
    body: { message: 'The e-mail address or the password is wrong' },
  });
  expect({ status: unknown.status, body: unknown.body }).toEqual({ status: wrong.status, body: wrong.body });

  let refused = wrong;
  for (let i = 0; i < 12 && refused.status !== 429; i++)
    refused = await signInOverApi({ email: account.email, password: 'not-the-password' });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  // Even the right password waits, unless it comes with the device value of a former sign-in to the account.
  expect((await signInOverApi({ email: account.email, password: 'a-long-password' })).status).toBe(429);
  const trusted = await signInOverApi({ email: account.email, password: 'a-long-password', device: signedIn.body.device });
  expect(trusted.status).toBe(200);
});

test('the Identity API signs out: the refresh token of the session renews nothing afterwards', async () => {
  const account = await freshAccount();
  const { body: session } = await signInOverApi({ email: account.email, password: 'a-long-password' });
  const refresh = () =>
    fetch(`${ORIGIN}/api/session/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: `refresh_token=${session.refreshToken}` },
    });
  expect(await post('/api/identity/v2/sessions/actions/revoke', null, { refreshToken: session.refreshToken })).toEqual({
    status: 200,
    body: { ok: true },
  });
  expect((await refresh()).status).toBe(401);
  expect(await post('/api/identity/v2/sessions/actions/revoke', null, { refreshToken: 'no-such-token' })).toEqual({
    status: 200,
    body: { ok: true },
  });
});
