import { test, expect } from '@playwright/test';
import { signUp } from '../support/accounts';
import { TEST_PORT } from '../support/server-env';
import { api, freshAccount, tusUpload } from '../photos/api-upload-client';
import { hugePng } from '../photos/api-upload-fixtures';

const OWN = `http://localhost:${TEST_PORT}`;
const OTHER = 'https://attacker.example';

test('a JSON write from another origin with the session cookies is refused; from the own origin it is made', async ({ page }) => {
  await signUp(page);
  const albums = async () =>
    (await (await page.request.get('/api/photo-management/albums')).json()).albums.map((a: { albumName: string }) => a.albumName);

  const forged = await page.request.post('/api/photo-management/albums', { headers: { origin: OTHER }, data: { name: 'Forged' } });
  expect(forged.status()).toBe(403);
  const forgedDelete = await page.request.delete('/api/photo-management/photos/all', {
    headers: { origin: OTHER, 'content-type': 'application/json' },
  });
  expect(forgedDelete.status()).toBe(403);
  const forgedSettings = await page.request.put('/api/customer/customers/me', {
    headers: { origin: OTHER },
    data: { firstName: 'Forged' },
  });
  expect(forgedSettings.status()).toBe(403);
  expect(await albums()).toEqual([]);

  const own = await page.request.post('/api/photo-management/albums', { headers: { origin: OWN }, data: { name: 'Mine' } });
  expect(own.status()).toBe(200);
  expect(await albums()).toEqual(['Mine']);
});

test('an app calling with a bearer token from elsewhere is not refused by the origin check', async () => {
  const { token } = await freshAccount();
  const created = await api(token, 'POST', '/api/photo-management/albums', { name: 'From an app' }, { origin: OTHER });
  expect(created.status).toBe(200);
});

test('the same decompression bomb gets the same answer on both upload paths: 413 tooLarge', async () => {
  const { token } = await freshAccount();
  const bomb = await hugePng(30_000, 30_000);
  const tus = await tusUpload(token, bomb, 'bomb.png');
  const editor = await api(token, 'POST', '/api/photo-import/uploads?fileName=bomb.png', bomb, { 'content-type': 'image/png' });
  expect([tus.status, tus.body.code]).toEqual([413, 'tooLarge']);
  expect([editor.status, editor.body.code]).toEqual([413, 'tooLarge']);
});
