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
