import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import sharp from 'sharp';
import { TEST_DATA_DIR } from '../support/server-env';
import { onS3 } from '../support/s3-run';
import { api, freshAccount, ORIGIN, thumbnailsAreMade, tusUpload, uploadPhoto, waitFor } from './api-upload-client';
import { heicFile, hugePng, jpegWithExif, smallPng } from './api-upload-fixtures';
import { confirmResult, serviceError, uploadOutcome, uploadStatuses } from '../../../src/domain/schemas/uploads';

type Photo = {
  imageId: string;
  localFileName: string;
  dateTaken?: string;
  thumbnails: { id: number; url: string; width: number; height: number }[];
};

async function libraryPhoto(token: string, photoId: string): Promise<Photo | undefined> {
  const page = await api<{ images: Photo[] }>(token, 'GET', '/api/photo-management/photos?sortKey=created&sortOrder=desc');
  expect(page.status).toBe(200);
  return page.body.images.find((p) => p.imageId === photoId);
}

/** Waits until the thumbnail job has made every size (until then thumbnails point at the original). */
async function withThumbnails(token: string, photoId: string): Promise<Photo> {
  return waitFor(
    async () => {
      const photo = await libraryPhoto(token, photoId);
      return photo && thumbnailsAreMade(photo) ? photo : undefined;
    },
    'thumbnails',
    100_000,
  );
}

test('a PNG named .jpg is accepted as PNG, stays invisible until confirmed, and gets thumbnails from a job', async () => {
  test.setTimeout(120_000); // thumbnails queue behind other tests' jobs
  const { token } = await freshAccount();
  const uploaded = await tusUpload(token, await smallPng(1600, 1000, 7), 'holiday.jpg');
  expect(uploaded.status).toBe(200);
  expect(uploaded.body).toMatchObject({ type: 'image/png', duplicate: false, localFileName: 'holiday.jpg' });
  const { photoId, uploadId } = uploadOutcome.parse(uploaded.body);

  expect(await libraryPhoto(token, photoId)).toBeUndefined();
  const status = await api(token, 'GET', `/api/upload/uploads?ids=${uploadId}`);
  expect(uploadStatuses.parse(status.body).uploads).toEqual([
    expect.objectContaining({ uploadId, state: 'pending', photoId, duplicate: false }),
  ]);

  const confirmed = await api(token, 'POST', '/api/upload/confirm', { uploadIds: [uploadId] });
  expect(confirmResult.parse(confirmed.body)).toEqual({ photoIds: [photoId], duplicates: [], failed: [] });

  const photo = await withThumbnails(token, photoId);
  expect(photo.localFileName).toBe('holiday.jpg');
  expect(photo.thumbnails.map((t) => [t.id, t.width, t.height])).toEqual([
    [300, 300, 188],
    [800, 800, 500],
    [1300, 1300, 813],
  ]);
  const small = await api(token, 'GET', new URL(photo.thumbnails[0].url, ORIGIN).pathname);
  expect(small.status).toBe(200);
  expect(await sharp(small.body).metadata()).toMatchObject({ format: 'jpeg', width: 300 });
});

test('a text file named .jpg is refused with a clear message', async () => {
  const { token } = await freshAccount();
  const refused = await tusUpload(token, Buffer.from('these are my holiday notes, not a photo\n'.repeat(20)), 'notes.jpg');
  expect(refused.status).toBe(415);
  expect(serviceError.parse(refused.body)).toEqual({ message: 'Only JPEG, PNG and HEIC photos can be uploaded.', code: 'unsupportedType' });
  const uploadId = refused.url!.split('/').at(-1)!;
  const status = await api(token, 'GET', `/api/upload/uploads?ids=${uploadId}`);
  expect(status.body.uploads).toEqual([
    expect.objectContaining({ state: 'rejected', photoId: null, error: 'Only JPEG, PNG and HEIC photos can be uploaded.' }),
  ]);
  const confirmed = await api(token, 'POST', '/api/upload/confirm', { uploadIds: [uploadId] });
  expect(confirmed.body.failed).toEqual([uploadId]);
});

test('a 30,000 × 30,000 PNG is refused from its header, quickly', async () => {
  const { token } = await freshAccount();
  const bomb = await hugePng(30_000, 30_000);
  expect(bomb.length).toBeLessThan(1_000_000);
  const started = Date.now();
  const refused = await tusUpload(token, bomb, 'bomb.png');
  expect(Date.now() - started).toBeLessThan(5000);
  expect(refused.status).toBe(413);
  expect(refused.body).toMatchObject({ message: expect.stringMatching(/too large/), code: 'tooLarge' });
  // The server is still fine afterwards.
  expect((await tusUpload(token, await smallPng(20, 20, 3), 'after.png')).status).toBe(200);
});

test('a HEIC photo is decoded and thumbnailed', async () => {
  test.setTimeout(120_000);
  const { token } = await freshAccount();
  const uploaded = await tusUpload(token, await heicFile(1200, 900, 5), 'IMG_0001.HEIC');
  expect(uploaded.status).toBe(200);
  expect(uploaded.body.type).toBe('image/heic');
  await api(token, 'POST', '/api/upload/confirm', { uploadIds: [uploaded.body.uploadId] });
  const photo = await withThumbnails(token, uploaded.body.photoId);
  expect(photo.thumbnails.map((t) => [t.id, t.width, t.height])).toEqual([
    [300, 300, 225],
    [800, 800, 600],
    [1300, 1200, 900],
  ]);
  const preview = await api(token, 'GET', new URL(photo.thumbnails[2].url, ORIGIN).pathname);
  expect(await sharp(preview.body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
});

test('the date taken is the camera wall-clock time from EXIF', async () => {
  const { token } = await freshAccount();
  const photoId = await uploadPhoto(token, await jpegWithExif(640, 480, '2019:12:31 23:30:00', 11), 'new-year.jpg');
  expect((await libraryPhoto(token, photoId))?.dateTaken).toBe('2019-12-31T23:30:00.000');
});

test('confirming answers the photo ids in the order of the uploads asked for', async () => {
  const { token } = await freshAccount();
  const uploads = [];
  for (let i = 0; i < 4; i++)
    uploads.push((await tusUpload(token, await jpegWithExif(64, 48, '2021:03:04 05:06:07', 40 + i), `${i}.jpg`)).body);
  const asked = [uploads[2], uploads[0], uploads[3], uploads[1]];
  const confirmed = await api(token, 'POST', '/api/upload/confirm', { uploadIds: asked.map((u) => u.uploadId) });
  expect(confirmed.body.photoIds).toEqual(asked.map((u) => u.photoId));
});

test('the same file uploaded twice is stored once and reported as a duplicate', async () => {
  const { token } = await freshAccount();
  const bytes = await jpegWithExif(300, 200, '2021:03:04 05:06:07', 21);
  const first = await tusUpload(token, bytes, 'a.jpg');
  const second = await tusUpload(token, bytes, 'copy of a.jpg');
  expect(first.body.duplicate).toBe(false);
  expect(second.body).toMatchObject({ duplicate: true, photoId: first.body.photoId });
  const confirmed = await api(token, 'POST', '/api/upload/confirm', { uploadIds: [first.body.uploadId, second.body.uploadId] });
  expect(confirmed.body).toEqual({ photoIds: [first.body.photoId], duplicates: [second.body.uploadId], failed: [] });
  // Uploaded again after confirming: still the one photo.
  const third = await tusUpload(token, bytes, 'again.jpg');
  expect(third.body).toMatchObject({ duplicate: true, photoId: first.body.photoId });
  const user = await api(token, 'GET', '/api/photo-management/users');
  expect(user.body.photosCount).toBe(1);
});

function rawRequest(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      let text = '';
      response.on('data', (d) => {
        text += d;
      });
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

test('an upload resumes after a dropped connection', async () => {
  const { token } = await freshAccount();
  const data = await jpegWithExif(1200, 900, '2020:06:07 08:09:10', 31);
  const auth = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', origin: ORIGIN };
  const created = await rawRequest('POST', `${ORIGIN}/api/upload/files`, {
    ...auth,
    'upload-length': String(data.length),
    'upload-metadata': `filename ${Buffer.from('resumed.jpg').toString('base64')}`,
  });
  expect(created.status).toBe(201);
  // The location is absolute from the upload service's own base URL.
  expect(created.headers.location).toMatch(new RegExp(`^${ORIGIN}/api/upload/files/[0-9a-f-]{36}$`));
  const uploadUrl = created.headers.location!;
  const uploadId = uploadUrl.split('/').at(-1)!;

  // Send half the bytes, then drop the connection once the server has stored some of them.
  const half = Math.floor(data.length / 2);
  const staged = path.join(TEST_DATA_DIR, 'upload-staging', uploadId);
  const dropped = new Promise<void>((resolve) => {
    const request = http.request(uploadUrl, {
      method: 'PATCH',
      headers: { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(data.length) },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(data.subarray(0, half));
    // In S3, tus keeps a chunk smaller than a part in a temporary file until the request ends: nothing to look at.
    const received = onS3
      ? new Promise((resolve) => setTimeout(resolve, 1000))
      : waitFor(async () => (fs.existsSync(staged) && fs.statSync(staged).size > 0) || undefined, 'bytes on the server', 15_000);
    void received.then(
      () => request.destroy(),
      () => request.destroy(),
    );
  });
  await dropped;

  // The folder keeps every byte received; S3 keeps whole parts (8 MiB), so this half-file resumes from 0.
  const { offset } = await waitFor(async () => {
    const head = await rawRequest('HEAD', uploadUrl, auth);
    const value = Number(head.headers['upload-offset']);
    return head.status === 200 && (value > 0 || onS3) ? { offset: value } : undefined;
  }, 'the stored offset');
  expect(offset).toBeLessThanOrEqual(half);

  const finished = await rawRequest(
    'PATCH',
    uploadUrl,
    { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    data.subarray(offset),
  );
  expect(finished.status).toBe(200);
  const outcome = JSON.parse(finished.body);
  expect(outcome).toMatchObject({ uploadId, duplicate: false, type: 'image/jpeg' });
  await api(token, 'POST', '/api/upload/confirm', { uploadIds: [uploadId] });
  const original = await api(token, 'GET', `/api/downloads/photos/${outcome.photoId}`);
  expect(original.status).toBe(200);
  expect(original.headers.get('content-disposition')).toContain('filename="resumed.jpg"');
  expect(Buffer.compare(original.body, data)).toBe(0);
});

test('an upload is invisible to other accounts and anonymous callers', async () => {
  const owner = await freshAccount();
  const stranger = await freshAccount();
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', origin: ORIGIN });
  const created = await rawRequest('POST', `${ORIGIN}/api/upload/files`, { ...auth(owner.token), 'upload-length': '1000' });
  expect(created.status).toBe(201);
  const uploadUrl = new URL(created.headers.location!, ORIGIN).toString();
  const uploadId = uploadUrl.split('/').at(-1)!;

  expect((await rawRequest('HEAD', uploadUrl, auth(stranger.token))).status).toBe(404);
  const patch = await rawRequest(
    'PATCH',
    uploadUrl,
    { ...auth(stranger.token), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    Buffer.alloc(10),
  );
  expect(patch.status).toBe(404);
  expect((await rawRequest('DELETE', uploadUrl, auth(stranger.token))).status).toBe(404);
  expect((await rawRequest('HEAD', uploadUrl, auth(owner.token))).headers['upload-offset']).toBe('0');

  const anonymous = await rawRequest('POST', `${ORIGIN}/api/upload/files`, {
    'tus-resumable': '1.0.0',
    origin: ORIGIN,
    'upload-length': '1000',
  });
  expect(anonymous.status).toBe(401);
  expect((await rawRequest('HEAD', uploadUrl, { 'tus-resumable': '1.0.0' })).status).toBe(401);
  expect((await api(null, 'POST', '/api/upload/confirm', { uploadIds: [uploadId] })).status).toBe(401);

  expect((await api(stranger.token, 'POST', '/api/upload/confirm', { uploadIds: [uploadId] })).body.failed).toEqual([uploadId]);
  expect((await api(stranger.token, 'POST', '/api/upload/cancel', { uploadIds: [uploadId] })).body.cancelled).toEqual([]);
  expect((await api(stranger.token, 'GET', `/api/upload/uploads?ids=${uploadId}`)).body.uploads).toEqual([]);
  expect((await api(owner.token, 'GET', `/api/upload/uploads?ids=${uploadId}`)).body.uploads).toEqual([
    expect.objectContaining({ state: 'receiving' }),
  ]);

  // The owner abandons it: gone for tus, cancelled for the upload service.
  expect((await rawRequest('DELETE', uploadUrl, auth(owner.token))).status).toBe(204);
  expect((await rawRequest('HEAD', uploadUrl, auth(owner.token))).status).toBe(404);
  expect((await api(owner.token, 'GET', `/api/upload/uploads?ids=${uploadId}`)).body.uploads).toEqual([
    expect.objectContaining({ state: 'cancelled' }),
  ]);
});

test('cancelling deletes unconfirmed photos but never confirmed ones', async () => {
  const { token } = await freshAccount();
  const kept = await uploadPhoto(token, await smallPng(40, 30, 41), 'kept.png');
  const dropped = await tusUpload(token, await smallPng(40, 30, 42), 'dropped.png');
  const again = await tusUpload(token, await smallPng(40, 30, 41), 'kept-again.png');
  expect(again.body).toMatchObject({ duplicate: true, photoId: kept });

  const cancelled = await api(token, 'POST', '/api/upload/cancel', { uploadIds: [dropped.body.uploadId, again.body.uploadId] });
  expect(cancelled.body.cancelled.sort()).toEqual([dropped.body.uploadId, again.body.uploadId].sort());
  expect((await api(token, 'GET', `/api/downloads/photos/${dropped.body.photoId}`)).status).toBe(404);
  expect((await api(token, 'GET', `/api/downloads/photos/${kept}`)).status).toBe(200);
  const confirmed = await api(token, 'POST', '/api/upload/confirm', { uploadIds: [dropped.body.uploadId] });
  expect(confirmed.body.failed).toEqual([dropped.body.uploadId]);
});

test('upload calls validate their input', async () => {
  const { token } = await freshAccount();
  const empty = await api(token, 'POST', '/api/upload/confirm', { uploadIds: [] });
  expect(empty.status).toBe(400);
  expect(empty.body.message).toContain('uploadIds must not be empty');
  const bad = await api(token, 'POST', '/api/upload/cancel', { uploadIds: ['nope'] });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toContain('Upload ids must be UUIDs');
  const offset = await fetch(`${ORIGIN}/api/upload/files/not-an-id`, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
  });
  expect(offset.status).toBe(404);
  // tus asks for an offset with HEAD; the upload itself is never served back.
  expect((await api(token, 'GET', '/api/upload/files/00000000-0000-4000-8000-000000000000')).status).toBe(405);
});

test('finished uploads nobody added stay pending for the account, and adding or discarding covers those finished by the offer', async () => {
  const { token } = await freshAccount();
  expect((await api(token, 'GET', '/api/upload/pending')).body).toEqual({ count: 0, until: null, keptUntil: null });
  const first = await tusUpload(token, await smallPng(40, 30, 51), 'first.png');
  const second = await tusUpload(token, await smallPng(40, 30, 52), 'second.png');
  const offer = await api(token, 'GET', '/api/upload/pending');
  expect(offer.status).toBe(200);
  expect(offer.body.count).toBe(2);
  // Kept 30 days from the oldest's end: the offer says until when.
  const keptDays = (Date.parse(offer.body.keptUntil) - Date.parse(offer.body.until)) / 86_400_000;
  expect(keptDays).toBeGreaterThan(29.9);
  expect(keptDays).toBeLessThanOrEqual(30);

  // An upload that finishes after the offer was read is not covered by it: it is offered next time.
  const later = await tusUpload(token, await smallPng(40, 30, 53), 'later.png');
  const added = await api(token, 'POST', '/api/upload/pending/confirm', { until: offer.body.until });
  expect(added.status).toBe(200);
  expect(added.body.photoIds.sort()).toEqual([first.body.photoId, second.body.photoId].sort());
  expect(await libraryPhoto(token, first.body.photoId)).toBeDefined();
  // Adding the same offer again adds nothing twice.
  expect((await api(token, 'POST', '/api/upload/pending/confirm', { until: offer.body.until })).body.photoIds).toEqual([]);

  const next = await api(token, 'GET', '/api/upload/pending');
  expect(next.body.count).toBe(1);
  const discarded = await api(token, 'POST', '/api/upload/pending/cancel', { until: next.body.until });
  expect(discarded.status).toBe(200);
  expect(discarded.body.cancelled).toEqual([later.body.uploadId]);
  expect((await api(token, 'GET', `/api/downloads/photos/${later.body.photoId}`)).status).toBe(404);
  expect((await api(token, 'GET', '/api/upload/pending')).body.count).toBe(0);

  const bad = await api(token, 'POST', '/api/upload/pending/confirm', { until: 'yesterday' });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toContain('until must be a date and time');
  expect((await api(null, 'GET', '/api/upload/pending')).status).toBe(401);
});
