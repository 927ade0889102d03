import { test, expect } from '@playwright/test';
import { OWN_PORTS } from '../support/server-env';
import { OwnServer, serveSpecFileFrom } from '../support/own-server';
import { api, freshAccount, tusUpload, uploadPhoto, waitFor } from '../photos/api-upload-client';
import { noiseJpeg } from '../photos/api-upload-fixtures';

/**
 * An account's limits, on a server of its own with low ones. One storage quota on every path that stores
 * a photo's bytes: tus uploads, editor uploads (photo import) and their import into the library on
 * activation (a quota of about two of the test's photos; few editor uploads waiting for their import).
 * The daily budget of photo zips (about one of those photos).
 */
const QUOTA = 700_000;
const ZIP_BUDGET = 300_000;
const server = new OwnServer(OWN_PORTS.accountLimits, 'account-limits', {
  STORAGE_QUOTA_BYTES: String(QUOTA),
  MAX_PENDING_EDITOR_UPLOADS: '5',
  PHOTO_ZIP_BYTES_PER_DAY: String(ZIP_BUDGET),
});
serveSpecFileFrom(server, 120_000);

const editorUpload = (token: string, data: Buffer, name: string) =>
  api(token, 'POST', `/api/photo-import/uploads?fileName=${name}`, data, { 'content-type': 'image/jpeg' });

/** A JPEG of about 270 KB (noise does not compress). */
const photo = (seed: number) => noiseJpeg(600, 450, seed);

test('editor uploads stop at the storage quota, and tus uploads count them', async () => {
  const { token } = await freshAccount();
  const files = await Promise.all([1, 2, 3, 4, 5].map(photo));
  const fitting = Math.floor(QUOTA / files[0].length);
  expect(fitting).toBeGreaterThanOrEqual(2);
  expect(fitting).toBeLessThan(5);

  const statuses: number[] = [];
  for (const [i, file] of files.entries()) {
    const answer = await editorUpload(token, file, `editor-${i}.jpg`);
    statuses.push(answer.status);
    if (answer.status === 507)
      expect(answer.body).toMatchObject({ code: 'storageFull', message: expect.stringContaining('storage is full') });
  }
  const accepted = statuses.filter((s) => s === 200).length;
  expect(accepted).toBeLessThanOrEqual(fitting);
  expect(statuses.slice(accepted)).toEqual(Array(5 - accepted).fill(507));

  // The editor uploads hold the room: a tus upload of one more photo is refused at its creation.
  const tus = await tusUpload(token, await photo(9), 'tus.jpg');
  expect(tus.status).toBe(507);
  expect(tus.body).toMatchObject({ code: 'storageFull' });
});

test('editor uploads waiting for their import are limited in number', async () => {
  const { token } = await freshAccount();
  const small = await Promise.all([11, 12, 13, 14, 15, 16].map((seed) => noiseJpeg(40, 30, seed)));
  const statuses = [];
  for (const [i, file] of small.entries()) statuses.push((await editorUpload(token, file, `small-${i}.jpg`)).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});

test('photo zips stop at the daily budget; a zip made already is answered again', async () => {
  const { token } = await freshAccount();
  const first = await uploadPhoto(token, await photo(41), 'first.jpg');
  const second = await uploadPhoto(token, await photo(42), 'second.jpg');
  const zip = await api(token, 'POST', '/api/downloads/downloads', { photoIds: [first] });
  expect(zip.status).toBe(200);
  await waitFor(async () => (await api(token, 'GET', `/api/downloads/downloads/${zip.body.id}/url`)).status === 200, 'the zip');

  const refused = await api(token, 'POST', '/api/downloads/downloads', { photoIds: [second] });
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({
    code: 'zipDailyLimit',
    message: 'You have downloaded as many photos as a day allows. Try again tomorrow.',
  });
  const again = await api(token, 'POST', '/api/downloads/downloads', { photoIds: [first] });
  expect(again.body).toMatchObject({ id: zip.body.id, state: 'ready' });
});

test('activation imports editor uploads only as far as the quota allows, and tus then refuses', async () => {
  test.setTimeout(180_000);
  await server.kill('SIGTERM');
  await server.start({ STORAGE_QUOTA_BYTES: String(10 * QUOTA) });
  const { token } = await freshAccount();
  const files = await Promise.all([21, 22, 23].map(photo));
  for (const [i, file] of files.entries()) expect((await editorUpload(token, file, `waiting-${i}.jpg`)).status).toBe(200);

  // The quota shrinks to room for two of the three (as when an account's plan changes).
  const lowered = files[0].length + files[1].length + 100;
  await server.kill('SIGTERM');
  await server.start({ STORAGE_QUOTA_BYTES: String(lowered) });

  expect((await api(token, 'POST', '/api/photo-import/users/activate')).body).toEqual({ started: true });
  await waitFor(async () => (await api(token, 'GET', '/api/photo-import/users/activate')).body.status === 'ACTIVE', 'the import');
  const user = await api(token, 'GET', '/api/photo-management/users');
  expect(user.body.photosCount).toBe(2);

  const tus = await tusUpload(token, await photo(29), 'tus.jpg');
  expect(tus.status).toBe(507);
  await server.kill('SIGTERM');
  await server.start();
});
