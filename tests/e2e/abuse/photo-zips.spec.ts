import { test, expect } from '@playwright/test';
import { api, freshAccount, uploadPhoto, waitFor } from '../photos/api-upload-client';
import { noiseJpeg } from '../photos/api-upload-fixtures';

/** Photo zips are bounded per account: a request for the same photos answers the zip made or being made. */
test('122 requests for a 100-photo zip, 20 at a time, make one zip; the 123rd is answered with it', async () => {
  test.setTimeout(180_000);
  const { token } = await freshAccount();
  const photoIds: string[] = [];
  for (let i = 0; i < 100; i += 10) {
    const files = await Promise.all(Array.from({ length: 10 }, (_, k) => noiseJpeg(240, 180, i + k + 1)));
    photoIds.push(...(await Promise.all(files.map((file, k) => uploadPhoto(token, file, `zip-${i + k}.jpg`)))));
  }
  const ask = () => api(token, 'POST', '/api/downloads/downloads', { photoIds });
  const answers = [];
  for (let sent = 0; sent < 122; sent += 20) answers.push(...(await Promise.all(Array.from({ length: Math.min(20, 122 - sent) }, ask))));
  expect(answers.map((a) => a.status)).toEqual(Array(122).fill(200));
  const ids = new Set(answers.map((a) => a.body.id));
  expect(ids.size).toBe(1);
  const [zipId] = ids;

  await waitFor(async () => (await api(token, 'GET', `/api/downloads/downloads/${zipId}/url`)).status === 200, 'the zip');
  const last = await ask();
  expect(last.status).toBe(200);
  expect(last.body).toMatchObject({ id: zipId, state: 'ready' });
  expect((await api(token, 'GET', '/api/downloads/downloads')).body.items).toHaveLength(1);
});

test('while a zip is being built, a zip of other photos is refused with its reason', async () => {
  test.setTimeout(120_000);
  const { token } = await freshAccount();
  const files = await Promise.all(Array.from({ length: 40 }, (_, k) => noiseJpeg(400, 300, 500 + k)));
  const photoIds = await Promise.all(files.map((file, k) => uploadPhoto(token, file, `busy-${k}.jpg`)));
  const [building, other] = await Promise.all([
    api(token, 'POST', '/api/downloads/downloads', { photoIds: photoIds.slice(0, 39) }),
    new Promise((r) => setTimeout(r, 20)).then(() => api(token, 'POST', '/api/downloads/downloads', { photoIds: photoIds.slice(39) })),
  ]);
  expect(building.status).toBe(200);
  expect(other.status).toBe(429);
  expect(other.body).toEqual({
    code: 'zipInProgress',
    message: 'Your previous download is still being prepared. Try again when it is ready.',
  });
});
