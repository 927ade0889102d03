import { test, expect, type APIRequestContext } from '@playwright/test';
import { DEMO, apiToken, signIn } from '../support/accounts';
import { bearer } from './shop-support';

/** Role checks and cross-account checks for every shop endpoint. */
test.describe('pages by role', () => {
  test('business-only pages send a consumer to the root', async ({ page }) => {
    await signIn(page, DEMO.consumer);
    for (const path of ['/invoices', '/integration']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('online products send a business user to the root', async ({ page }) => {
    await signIn(page, DEMO.business);
    for (const path of ['/online-products', '/online-products/PP-10009-1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });
});

async function tokens(request: APIRequestContext) {
  return {
    consumer: await apiToken(request, DEMO.consumer),
    friend: await apiToken(request, DEMO.friend),
    business: await apiToken(request, DEMO.business),
    businessNew: await apiToken(request, DEMO.businessNew),
  };
}

test('API roles: invoices are for business customers, widgets and gallery for consumers', async ({ request }) => {
  const t = await tokens(request);
  for (const url of [
    '/api/invoice/api/v1/InvoiceGroupFiles/me',
    '/api/invoice/api/v1/HistoricalInvoice/me',
    '/api/invoice/api/v1/InvoiceGroupFiles/me/INV-2026-0412',
  ]) {
    const response = await request.get(url, { headers: bearer(t.consumer) });
    expect(response.status(), url).toBe(403);
    expect((await response.json()).message).toBe('This is only available to business customers');
  }
  for (const url of ['/api/widget/v1/widget/all', '/api/widget/v1/widget/PP-10009-1', '/api/gallery/v1/categories']) {
    const response = await request.get(url, { headers: bearer(t.business) });
    expect(response.status(), url).toBe(403);
  }
  const anonymous = await request.get('/api/order/v2/superorders/me');
  expect(anonymous.status()).toBe(401);
});

test('PATCH /customers/me: no newsletter without the opt-in, FTP callback fields only for business customers', async ({ request }) => {
  const t = await tokens(request);
  const json = { 'content-type': 'application/json' };
  const consumer = { ...bearer(t.friend), ...json };
  const newsletter = await request.patch('/api/customer/customers/me', { headers: consumer, data: { newsletter: true } });
  expect(newsletter.status()).toBe(400);
  expect((await newsletter.json()).message).toContain('These fields cannot be changed here: newsletter');
  for (const data of [{ callbackUrl: 'https://example.com/hook' }, { callbackFormat: 'json' }, { callbackUrl: null }]) {
    const refused = await request.patch('/api/customer/customers/me', { headers: consumer, data });
    expect(refused.status(), JSON.stringify(data)).toBe(403);
    expect((await refused.json()).message).toBe('The FTP integration is only available to business customers');
  }
  const me = await (await request.get('/api/customer/customers/me', { headers: consumer })).json();
  expect(me).toMatchObject({ newsletter: false, ftpIntegration: { callbackUrl: null, callbackFormat: null } });
  // What a consumer may change still works; a business customer sets the FTP callback.
  expect((await request.patch('/api/customer/customers/me', { headers: consumer, data: { hideOrderPrints: false } })).status()).toBe(200);
  const businessHeaders = { ...bearer(t.businessNew), ...json };
  const business = await request.patch('/api/customer/customers/me', {
    headers: businessHeaders,
    data: { callbackUrl: 'https://example.com/hook', callbackFormat: 'json' },
  });
  expect(business.status()).toBe(200);
  expect((await business.json()).ftpIntegration).toEqual({ callbackUrl: 'https://example.com/hook', callbackFormat: 'json' });
  expect(
    (
      await request.patch('/api/customer/customers/me', { headers: businessHeaders, data: { callbackUrl: null, callbackFormat: null } })
    ).status(),
  ).toBe(200);
});

test("no account reads or changes another account's orders, products, PDFs, projects, widgets or gallery entries", async ({ request }) => {
  const t = await tokens(request);
  const owner = bearer(t.consumer);
  const stranger = bearer(t.friend);
  const consumerId = (await (await request.get('/api/customer/customers/me', { headers: owner })).json()).accountId as string;
  const projects = await (await request.get(`/api/projects/api/v2/projects/${consumerId}`, { headers: owner })).json();
  const projectId = projects.projects[0].id as string;
  const widget = await (await request.get('/api/widget/v1/widget/PP-10009-1', { headers: owner })).json();
  const entryId = widget.galleryEntries[0].id as string;

  // The owner can read each of these …
  for (const url of [
    '/api/order/v1/superorders/PP-10005',
    '/api/order/v1/Orders/PP-10005',
    '/api/product/v1/Products/PP-10005-1',
    '/api/delivery/OrderDeliveryDates/PP-10005',
    '/api/reorder/reorder/status/PP-10005',
    '/api/order/v1/blockedorders/PP-10003',
    '/api/product/v1/pdf/me/PP-10008-1',
    `/api/gallery/v1/galleryentries/${entryId}?channel=pixelpress-uk`,
  ]) {
    expect((await request.get(url, { headers: owner })).status(), url).toBe(200);
  }
  // … and the stranger gets 'not found' (for widgets too: a 401 would read as 'signed out'), never the data.
  const reads: [string, number][] = [
    ['/api/order/v1/superorders/PP-10005', 404],
    ['/api/order/v1/Orders/PP-10005', 404],
    ['/api/order/v1/blockedorders/PP-10003', 404],
    ['/api/product/v1/Products/PP-10005-1', 404],
    ['/api/product/v1/pdf/me/PP-10008-1', 404],
    ['/api/delivery/OrderDeliveryDates/PP-10005', 404],
    ['/api/reorder/reorder/status/PP-10005', 404],
    [`/api/order/orders/byAccount/${consumerId}`, 403],
    [`/api/projects/api/v2/projects/${consumerId}`, 403],
    ['/api/widget/v1/widget/PP-10009-1', 404],
    [`/api/gallery/v1/galleryentries/${entryId}?channel=pixelpress-uk`, 404],
  ];
  for (const [url, status] of reads) {
    const response = await request.get(url, { headers: stranger });
    expect(response.status(), url).toBe(status);
    expect(await response.text(), url).not.toContain('Baker Street');
  }
  const strangerOrders = await (await request.get('/api/order/v2/superorders/me', { headers: stranger })).json();
  expect(strangerOrders.items.map((o: { code: string }) => o.code)).not.toContain('PP-10005');
  const strangerWidgets = await (
    await request.get('/api/widget/v1/widget/all?orderCodes=PP-10009-1,PP-10011-1', { headers: stranger })
  ).json();
  expect(strangerWidgets.widgets).toEqual([]);

  const writes: [string, string, unknown, number][] = [
    [
      'PUT',
      '/api/order/v1/superorders/PP-10002/deliveryAddress',
      {
        deliveryType: 'Home',
        address: { name: 'X', street: 'Oxford Street', houseNumber: '1', postalCode: 'NW1 6XE', city: 'London', country: 'GB' },
      },
      404,
    ],
    ['POST', '/api/reorder/reorder/direct?OrderCode=PP-10005', undefined, 404],
    ['DELETE', `/api/projects/api/v2/project/${projectId}`, undefined, 404],
    ['POST', '/api/widget/v1/widget/PP-10008-1', {}, 404],
    ['DELETE', '/api/widget/v1/widget/PP-10009-1', undefined, 404],
    ['PUT', `/api/widget/v1/widget/PP-10009-1/share?vendorId=1&fromName=${btoa('Eve')}&toEmailAddress=eve@test.example`, undefined, 404],
    ['POST', '/api/gallery/v1/galleryentries', { widgetId: 'PP-10009-1', channel: 'pixelpress-uk', title: 'Mine now' }, 404],
    ['PUT', `/api/gallery/v1/galleryentries/${entryId}?channel=pixelpress-uk`, { title: 'Mine now' }, 404],
    ['DELETE', `/api/gallery/v1/galleryentries/${entryId}?channel=pixelpress-uk`, undefined, 404],
  ];
  for (const [method, url, data, status] of writes) {
    const response = await request.fetch(url, { method, headers: { ...stranger, 'content-type': 'application/json' }, data });
    expect(response.status(), `${method} ${url}`).toBe(status);
  }
  // Nothing of the owner's changed.
  expect((await request.get(`/api/projects/api/v2/projects/${consumerId}`, { headers: owner })).ok()).toBe(true);
  expect((await (await request.get('/api/order/v1/superorders/PP-10002', { headers: owner })).json()).deliveryAddress.street).toBe(
    'Baker Street',
  );
  expect((await request.get(`/api/gallery/v1/galleryentries/${entryId}?channel=pixelpress-uk`, { headers: owner })).status()).toBe(200);

  // Invoices: another business customer gets 'not found'.
  const other = bearer(t.businessNew);
  expect((await request.get('/api/invoice/api/v1/InvoiceGroupFiles/me/INV-2026-0412', { headers: other })).status()).toBe(404);
  expect(
    (await request.get('/api/invoice/api/v1/HistoricalInvoice/me/pdf/HIST-2024-1177/pixelpress-uk', { headers: other })).status(),
  ).toBe(404);
  expect((await (await request.get('/api/invoice/api/v1/InvoiceGroupFiles/me', { headers: other })).json()).invoiceGroupFiles).toEqual([]);
});
