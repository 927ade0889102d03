import { test, expect } from '@playwright/test';
import { DEMO, apiToken } from '../support/accounts';
import { freshAccount } from '../photos/api-upload-client';

const address = {
  firstName: 'Ann',
  lastName: 'Lee',
  street: 'High Street',
  houseNumber: '1',
  postalCode: 'SW1A 1AA',
  city: 'London',
  country: 'GB',
  phone: '+447700900000',
};

test('the Customer API answers only the signed-in customer, validates input and scopes addresses', async ({ request }) => {
  const mine = { authorization: `Bearer ${await apiToken(request, DEMO.friend)}` };
  const theirs = { authorization: `Bearer ${await apiToken(request, DEMO.consumer)}` };

  expect((await request.get('/api/customer/customers/me')).status()).toBe(401);

  const created = await request.post('/api/customer/customers/me/addresses', { headers: mine, data: address });
  expect(created.status()).toBe(200);
  const { id } = await created.json();

  const bad = await request.post('/api/customer/customers/me/addresses', { headers: mine, data: { ...address, country: 'Great Britain' } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toMatch(/country/);

  const notJson = await request.post('/api/customer/customers/me/addresses', {
    headers: { ...mine, 'content-type': 'application/json' },
    data: Buffer.from('{oops'),
  });
  expect(notJson.status()).toBe(400);
  expect((await notJson.json()).message).toBe('The request body must be valid JSON');

  expect(
    (
      await request.delete(`/api/customer/customers/me/addresses/${id}`, { headers: { ...theirs, 'content-type': 'application/json' } })
    ).status(),
  ).toBe(404);
  const theirList = await (await request.get('/api/customer/customers/me/addresses', { headers: theirs })).json();
  expect(theirList.addresses.map((a: { id: string }) => a.id)).not.toContain(id);

  expect(
    (
      await request.delete(`/api/customer/customers/me/addresses/${id}`, { headers: { ...mine, 'content-type': 'application/json' } })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.delete('/api/customer/customers/me/addresses/not-a-uuid', { headers: { ...mine, 'content-type': 'application/json' } })
    ).status(),
  ).toBe(400);
});

test('PATCH /customers/me refuses a callback URL that is not https', async ({ request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, DEMO.businessNew)}` };
  const refused = await request.patch('/api/customer/customers/me', { headers, data: { callbackUrl: 'http://example.com/hook' } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toContain('valid https URL');
});

test('PUT replaces the personal details and an address of the caller only', async ({ request }) => {
  const { token } = await freshAccount();
  const headers = { authorization: `Bearer ${token}` };
  const details = await request.put('/api/customer/customers/me', {
    headers,
    data: { firstName: 'Nina', lastName: 'Novak', phone: '+44 20 7946 0000' },
  });
  expect(details.status()).toBe(200);
  expect(await details.json()).toMatchObject({ firstName: 'Nina', lastName: 'Novak', phone: '+44 20 7946 0000' });
  // One phone rule: what the address form refuses, personal details refuse too.
  for (const refused of [
    request.put('/api/customer/customers/me', { headers, data: { firstName: 'Nina', lastName: 'Novak', phone: '123' } }),
    request.post('/api/customer/customers/me/addresses', { headers, data: { ...address, phone: '123' } }),
  ]) {
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect((await answer.json()).issues).toContainEqual({ path: 'phone', message: 'Phone number must be valid' });
  }
  expect(await (await request.get('/api/customer/customers/me', { headers })).json()).toMatchObject({
    firstName: 'Nina',
    lastName: 'Novak',
  });

  const { id } = await (await request.post('/api/customer/customers/me/addresses', { headers, data: address })).json();
  const moved = await request.put(`/api/customer/customers/me/addresses/${id}`, {
    headers,
    data: { ...address, street: 'Low Street', houseNumber: '22' },
  });
  expect(moved.status()).toBe(200);
  expect(await moved.json()).toMatchObject({ id, street: 'Low Street', houseNumber: '22' });
  const stranger = { authorization: `Bearer ${(await freshAccount()).token}` };
  expect((await request.put(`/api/customer/customers/me/addresses/${id}`, { headers: stranger, data: address })).status()).toBe(404);
  const list = await (await request.get('/api/customer/customers/me/addresses', { headers })).json();
  expect(list.addresses).toEqual([expect.objectContaining({ id, street: 'Low Street' })]);
});
