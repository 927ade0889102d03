import { test, expect } from '@playwright/test';
import { OWN_PORTS } from '../support/server-env';
import { SharedInstances } from '../support/own-server';
import { api, freshAccount, ORIGIN, useOrigin, waitFor } from '../photos/api-upload-client';
import { noiseJpeg } from '../photos/api-upload-fixtures';

/**
 * Two instances share PostgreSQL and the blob store (the bucket in the pass on S3): a tus upload whose
 * instance is killed with SIGKILL halfway is resumed and finished through the other one. PostgreSQL only.
 */
const PORTS = OWN_PORTS.uploadAcrossInstances;
const origins = PORTS.map((p) => `http://localhost:${p}`);
const instances = new SharedInstances('upload_across');
const sharedOrigin = ORIGIN;

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (the suite runs on it too)');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  for (const port of PORTS) await instances.start(port, { SEED_DEMO: 'false' });
});

test.afterAll(async () => {
  useOrigin(sharedOrigin);
  await instances.tearDown();
});

const tusHeaders = (token: string, origin: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  origin,
  'tus-resumable': '1.0.0',
  ...extra,
});

test('an upload whose instance is killed halfway is finished through the other instance', async () => {
  test.setTimeout(120_000);
  const [a, b] = origins;
  useOrigin(a, instances.dataDir);
  const { token } = await freshAccount();
  const data = await noiseJpeg(1600, 1200, 43);
  const half = Math.floor(data.length / 2);

  const created = await fetch(`${a}/api/upload/files`, {
    method: 'POST',
    headers: tusHeaders(token, a, {
      'upload-length': String(data.length),
      'upload-metadata': `filename ${Buffer.from('across.jpg').toString('base64')},filetype ${Buffer.from('image/jpeg').toString('base64')}`,
    }),
  });
  expect(created.status).toBe(201);
  const uploadPath = new URL(created.headers.get('location')!).pathname;
  const first = await fetch(`${a}${uploadPath}`, {
    method: 'PATCH',
    headers: tusHeaders(token, a, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
    body: new Uint8Array(data.subarray(0, half)),
  });
  expect(first.status).toBe(204);

  await instances.kill(0);

  const head = await fetch(`${b}${uploadPath}`, { method: 'HEAD', headers: tusHeaders(token, b) });
  expect(head.status).toBe(200);
  expect(Number(head.headers.get('upload-offset'))).toBe(half);
  const rest = await fetch(`${b}${uploadPath}`, {
    method: 'PATCH',
    headers: tusHeaders(token, b, { 'upload-offset': String(half), 'content-type': 'application/offset+octet-stream' }),
    body: new Uint8Array(data.subarray(half)),
  });
  expect(rest.status).toBe(200);
  const outcome = (await rest.json()) as { uploadId: string; photoId: string; duplicate: boolean };
  expect(outcome.duplicate).toBe(false);

  useOrigin(b, instances.dataDir);
  expect((await api(token, 'POST', '/api/upload/confirm', { uploadIds: [outcome.uploadId] })).status).toBe(200);
  const original = await waitFor(async () => {
    const reply = await api(token, 'GET', `/api/downloads/photos/${outcome.photoId}`);
    return reply.status === 200 && reply;
  }, 'the original from instance B');
  expect(Buffer.compare(original.body as Buffer, data)).toBe(0);
});
