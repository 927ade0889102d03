import { test, expect } from '@playwright/test';
import { OWN_PORTS } from '../support/server-env';
import { OwnServer, serveSpecFileFrom } from '../support/own-server';
import { blobStored, unfinishedWrites } from '../support/s3-run';
import { api, freshAccount, readZip, tusUpload, uploadPhoto, waitFor } from './api-upload-client';
import { noiseJpeg } from './api-upload-fixtures';

/**
 * Runs its own server (own port, data folder and database) to kill it with SIGKILL in the middle of
 * an archive job and start it again: the job's lease runs out and the new process completes it.
 */
const server = new OwnServer(OWN_PORTS.uploadRestart, 'p1-restart', {
  JOB_LEASE_MS: '3000',
  JOB_POLL_MS: '300',
  CLEANUP_EVERY_MS: '1000',
  UPLOAD_CONFIRM_TTL_MS: '5000',
});
serveSpecFileFrom(server, 180_000);

test('an archive job interrupted by SIGKILL completes after the restart', async () => {
  test.setTimeout(240_000);
  const { token, accountId } = await freshAccount();
  const count = 40;
  const photos: { id: string; size: number }[] = [];
  for (let i = 0; i < count; i += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, count - i) }, async (_, k) => {
        const data = await noiseJpeg(1400, 1000, i + k + 1);
        return { id: await uploadPhoto(token, data, `big-${i + k}.jpg`), size: data.length };
      }),
    );
    photos.push(...batch);
  }
  const total = photos.reduce((sum, p) => sum + p.size, 0);
  expect(total).toBeGreaterThan(40 * 1024 * 1024);

  const created = await api(token, 'POST', '/api/downloads/downloads', { photoIds: photos.map((p) => p.id) });
  expect(created.status).toBe(200);
  const downloadId = created.body.id as string;
  // The zip being written: a `.part` file in the folder store, an unfinished multipart upload in S3.
  const partial = () => unfinishedWrites(server.dataDir, `downloads/${accountId}`);

  await waitFor(async () => (await partial()).some((write) => write.started) || undefined, 'the zip to be half written', 120_000);
  await server.kill();
  expect(await blobStored(server.dataDir, `downloads/${accountId}/${downloadId}.zip`)).toBe(false);
  expect((await partial()).length).toBeGreaterThan(0);

  await server.start();
  const url = await waitFor(
    async () => {
      const reply = await api(token, 'GET', `/api/downloads/downloads/${downloadId}/url`);
      return reply.status === 200 ? (reply.body.url as string) : undefined;
    },
    'the archive after the restart',
    120_000,
  );
  const zip = await api(null, 'GET', url);
  const entries = readZip(zip.body);
  expect(entries).toHaveLength(count);
  expect(entries.map((e) => e.data.length).sort((a, b) => a - b)).toEqual(photos.map((p) => p.size).sort((a, b) => a - b));
  expect(await partial()).toEqual([]);
  const list = await api(token, 'GET', '/api/downloads/downloads');
  expect(list.body.items).toEqual([expect.objectContaining({ id: downloadId, state: 'ready', size: zip.body.length })]);
});

test('unconfirmed uploads are deleted by the clean-up job after the time limit', async () => {
  test.setTimeout(120_000);
  const { token } = await freshAccount();
  const unconfirmed = await tusUpload(token, await noiseJpeg(64, 64, 999), 'forgotten.jpg');
  expect(unconfirmed.status).toBe(200);
  const { uploadId, photoId } = unconfirmed.body;
  expect((await api(token, 'GET', `/api/downloads/photos/${photoId}`)).status).toBe(200);
  await waitFor(
    async () => {
      const reply = await api(token, 'GET', `/api/upload/uploads?ids=${uploadId}`);
      return reply.body.uploads[0]?.state === 'cancelled' || undefined;
    },
    'the clean-up job',
    60_000,
  );
  expect((await api(token, 'GET', `/api/downloads/photos/${photoId}`)).status).toBe(404);
  expect((await api(token, 'POST', '/api/upload/confirm', { uploadIds: [uploadId] })).body.failed).toEqual([uploadId]);
  // The same file can be uploaded again as a new photo: the unconfirmed copy is really gone.
  const again = await tusUpload(token, await noiseJpeg(64, 64, 999), 'forgotten.jpg');
  expect(again.body).toMatchObject({ duplicate: false });
  expect(again.body.photoId).not.toBe(photoId);
});
