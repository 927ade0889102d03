import fs from 'node:fs';
import { test, expect, request } from '@playwright/test';
import { call, uploadPhoto, ORIGIN } from '../photos/api-photos-helpers';
import { signUp } from '../support/accounts';
import { waitForMail } from '../support/outbox';
import { readZip } from '../../support/read-zip';

test.use({ javaScriptEnabled: false });

// The post-redirect-get result cookie (src/server/form-actions.ts).
const FLASH_COOKIE = 'action_result';
const EXPORTS = `${ORIGIN}/api/downloads/data-exports`;

test('a customer gets a zip of their personal data and photos by mail and the downloads page; a second export while one runs is refused', async ({
  page,
  context,
}) => {
  const { email } = await signUp(page);
  const token = (await context.cookies()).find((c) => c.name === 'access_token')!.value;
  const photoIds = [
    await uploadPhoto(token, { fileName: 'dunes.jpg' }),
    await uploadPhoto(token, { fileName: 'harbour.png', format: 'png' }),
  ];
  const album = await call<{ albumId: string }>(token, 'POST', '/albums', { name: 'Holiday' });
  expect((await call(token, 'POST', `/albums/${album.body.albumId}/photos`, { photoIds })).status).toBe(200);

  // The form sent twice at once, from two tabs: one export starts, the other is refused while it runs. Each
  // tab has a connection of its own, so both posts reach the server together (over one kept-alive
  // connection the second would wait for the first's answer, and its export could be finished by then);
  // each answer's result (the post-redirect-get flash cookie) is then shown by a tab of its own.
  const storageState = await context.storageState();
  const tabs = await Promise.all([0, 1].map(() => request.newContext({ baseURL: ORIGIN, storageState })));
  const answers = await Promise.all(
    tabs.map((tab) => tab.post('/settings?_action=dataExport.request', { headers: { origin: ORIGIN }, form: {}, maxRedirects: 0 })),
  );
  await Promise.all(tabs.map((tab) => tab.dispose()));
  const other = await context.newPage();
  const notices: string[] = [];
  for (const answer of answers) {
    expect(answer.status()).toBe(303);
    const flash = answer
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${FLASH_COOKIE}=`))!
      .value.split(';')[0]
      .slice(FLASH_COOKIE.length + 1);
    await context.addCookies([{ name: FLASH_COOKIE, value: flash, url: ORIGIN }]);
    await other.goto('/settings');
    const notice = other.getByTestId('data-export').locator('[role=status], [role=alert]').first();
    await expect(notice).toBeVisible();
    notices.push(`${await notice.getAttribute('role')}: ${await notice.textContent()}`);
    // The refused tab still offers the form.
    await expect(other.getByRole('button', { name: 'Request my data' })).toBeVisible();
  }
  expect(notices.sort()).toEqual([
    "alert: Your data export is still being prepared. You can request a new one once it's ready.",
    "status: We're preparing a copy of your data. We'll e-mail you when it's ready to download.",
  ]);
  await other.close();

  const mail = await waitForMail(email, { kind: 'data-export-ready' });
  expect(mail.subject).toBe('Your PixelPress data is ready to download');
  const downloadsLink = mail.links.find((l) => new URL(l).pathname === '/downloads');
  expect(downloadsLink).toBeTruthy();
  await page.goto(downloadsLink!);

  const item = page.getByTestId('data-export-download');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('available until');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('link', { name: /^Download Personal data, / }).click(),
  ]);
  const entries = readZip(fs.readFileSync(await download.path()));
  const names = entries.map((e) => e.name);
  expect(names).toEqual([
    'account.json',
    'addresses.json',
    'orders.json',
    'invoices.json',
    'newsletter.json',
    'projects.json',
    'online-products.json',
    'albums.json',
    'photos.json',
    'photos/dunes.jpg',
    'photos/harbour.png',
  ]);
  const json = (name: string) => JSON.parse(entries.find((e) => e.name === name)!.data.toString('utf8'));
  expect(json('account.json').account.email).toBe(email);
  expect(json('albums.json').albums).toEqual([
    expect.objectContaining({ name: 'Holiday', photos: expect.arrayContaining(['photos/dunes.jpg', 'photos/harbour.png']) }),
  ]);
  expect(entries.find((e) => e.name === 'photos/dunes.jpg')!.data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

  // The same export through the downloads API; a new one may be started once it is made.
  const listed = await call<{ items: { id: string; state: string }[] }>(token, 'GET', EXPORTS);
  expect(listed.body.items).toEqual([expect.objectContaining({ state: 'ready' })]);
  const id = listed.body.items[0].id;
  expect((await call(token, 'GET', `${EXPORTS}/${id}`)).body).toMatchObject({ id, state: 'ready' });
  const { body: signed } = await call<{ url: string }>(token, 'GET', `${EXPORTS}/${id}/url`);
  expect((await call(null, 'GET', signed.url)).status).toBe(200);
  expect((await call(null, 'GET', signed.url.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(403);
  expect((await call(token, 'POST', EXPORTS)).body).toMatchObject({ state: 'pending' });
});
