import { createHash, randomUUID } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { api, authenticate, freshAccount, openPush, readZip, signInToken, tusUpload, uploadPhoto, waitFor } from './api-upload-client';
import { smallPng } from './api-upload-fixtures';
import { DEMO } from '../support/accounts';
import { downloadItems } from '../../../src/domain/schemas/uploads';
import { downloadNotification } from '../../../src/domain/schemas/photos';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readyUrl(token: string, downloadId: string): Promise<string> {
  return waitFor(
    async () => {
      const reply = await api(token, 'GET', `/api/downloads/downloads/${downloadId}/url`);
      if (reply.status === 409 && reply.body.message === 'The download is still being prepared') return undefined;
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.url as string;
    },
    'the archive',
    60_000,
  );
}

test('100 photos make one zip of STORED entries named by their file names, announced on the push channel', async () => {
  test.setTimeout(120_000);
  const { token, accountId } = await freshAccount();
  // Ten photos share a name: the zip must still name every entry uniquely.
  const files = await Promise.all(
    Array.from({ length: 100 }, async (_, i) => ({
      name: i < 10 ? 'IMG_0001.png' : `photo-${String(i).padStart(3, '0')}.png`,
      data: await smallPng(32, 24, 1000 + i),
    })),
  );
  const photoIds: string[] = [];
  for (let i = 0; i < files.length; i += 10) {
    const batch = await Promise.all(files.slice(i, i + 10).map((f) => tusUpload(token, f.data, f.name)));
    for (const result of batch) expect(result.status).toBe(200);
    const confirmed = await api(token, 'POST', '/api/upload/confirm', { uploadIds: batch.map((b) => b.body.uploadId) });
    photoIds.push(...batch.map((b) => b.body.photoId as string));
    expect(confirmed.body.failed).toEqual([]);
  }

  const push = await openPush();
  expect(await authenticate(push, token)).toBe('OK');
  const created = await api(token, 'POST', '/api/downloads/downloads', { photoIds });
  expect(created.status).toBe(200);
  expect(created.body).toMatchObject({ id: expect.any(String), name: expect.any(String), photos: photoIds });
  const downloadId = created.body.id as string;

  const started = downloadNotification.parse(await push.next((m) => m?.key === 'started' && m.message?.downloadId === downloadId));
  expect(started).toMatchObject({ id: expect.any(String), timestamp: expect.any(String), message: { userId: accountId, downloadId } });
  await push.next((m) => m?.key === 'finished' && m.message?.downloadId === downloadId);
  push.close();

  const url = await readyUrl(token, downloadId);
  const zip = await api(null, 'GET', url);
  expect(zip.status).toBe(200);
  expect(zip.headers.get('content-type')).toBe('application/zip');
  expect(zip.headers.get('content-disposition')).toContain(`filename="${downloadId}.zip"`);
  const entries = readZip(zip.body);
  expect(entries).toHaveLength(100);
  expect(entries.every((e) => e.method === 0)).toBe(true);
  const names = entries.map((e) => e.name);
  expect(new Set(names).size).toBe(100);
  expect(names.filter((n) => n.startsWith('IMG_0001')).sort()).toEqual([
    'IMG_0001 (1).png',
    'IMG_0001 (2).png',
    'IMG_0001 (3).png',
    'IMG_0001 (4).png',
    'IMG_0001 (5).png',
    'IMG_0001 (6).png',
    'IMG_0001 (7).png',
    'IMG_0001 (8).png',
    'IMG_0001 (9).png',
    'IMG_0001.png',
  ]);
  expect(entries.map((e) => sha(e.data)).sort()).toEqual(files.map((f) => sha(f.data)).sort());
  const byName = new Map(entries.map((e) => [e.name, e]));
  for (const file of files.slice(10)) expect(sha(byName.get(file.name)!.data)).toBe(sha(file.data));

  const list = await api(token, 'GET', '/api/downloads/downloads');
  const item = downloadItems.parse(list.body).items.find((d) => d.id === downloadId)!;
  expect(item).toMatchObject({ state: 'ready', size: zip.body.length, photos: photoIds });
  expect(Date.parse(item.expiresAt)).toBeGreaterThan(Date.now());
});

test('more than 100 photos are refused with the message of the spec', async () => {
  const { token } = await freshAccount();
  const ids = Array.from({ length: 101 }, () => randomUUID());
  const refused = await api(token, 'POST', '/api/downloads/downloads', { photoIds: ids });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toContain('Up to 100 photos can be downloaded at a time');
  expect((await api(token, 'POST', '/api/downloads/downloads', { photoIds: [] })).status).toBe(400);
});

test("archives, their URLs and originals are the owner's only", async () => {
  const owner = await freshAccount();
  const stranger = await freshAccount();
  const data = await smallPng(50, 40, 77);
  const photoId = await uploadPhoto(owner.token, data, 'Ünïcode "quote".png');
  const created = await api(owner.token, 'POST', '/api/downloads/downloads', { photoIds: [photoId] });
  const downloadId = created.body.id as string;
  const url = await readyUrl(owner.token, downloadId);

  expect((await api(stranger.token, 'GET', `/api/downloads/downloads/${downloadId}/url`)).status).toBe(404);
  expect((await api(stranger.token, 'GET', '/api/downloads/downloads')).body.items).toEqual([]);
  const theft = await api(stranger.token, 'POST', '/api/downloads/downloads', { photoIds: [photoId] });
  expect(theft.status).toBe(404);
  expect(theft.body.message).toBe('Some of these photos were not found');
  expect((await api(stranger.token, 'GET', `/api/downloads/photos/${photoId}`)).status).toBe(404);
  for (const [method, path] of [
    ['GET', '/api/downloads/downloads'],
    ['POST', '/api/downloads/downloads'],
    ['GET', `/api/downloads/downloads/${downloadId}/url`],
    ['GET', `/api/downloads/photos/${photoId}`],
  ] as const) {
    expect((await api(null, method, path, method === 'POST' ? { photoIds: [photoId] } : undefined)).status).toBe(401);
  }

  const tampered = url.replace(/signature=[^&]+/, 'signature=AAAA');
  expect((await api(null, 'GET', tampered)).status).toBe(403);
  const otherId = url.replace(downloadId, randomUUID());
  expect((await api(null, 'GET', otherId)).status).toBe(403);
  const expired = url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 10}`);
  expect((await api(null, 'GET', expired)).status).toBe(403);

  const original = await api(owner.token, 'GET', `/api/downloads/photos/${photoId}`);
  expect(original.status).toBe(200);
  expect(original.headers.get('content-disposition')).toBe(
    `attachment; filename="_n_code _quote_.png"; filename*=UTF-8''${encodeURIComponent('Ünïcode "quote".png')}`,
  );
  expect(Buffer.compare(original.body, data)).toBe(0);
});

test('photos of a shared album are downloaded with their owner ids by a participant only', async () => {
  const friend = await signInToken(DEMO.friend);
  const albums = await api(friend, 'GET', '/api/photo-management/shared-albums');
  expect(albums.status).toBe(200);
  const album = albums.body.albums.find((a: { photosCount: number }) => a.photosCount > 2);
  expect(album).toBeTruthy();
  const photos = await api(friend, 'GET', `/api/photo-management/shared-albums/${album.albumId}/photos?limit=3`);
  const refs = photos.body.images.map((p: { imageId: string; ownerId: string }) => ({ photoId: p.imageId, ownerId: p.ownerId }));
  expect(refs).toHaveLength(3);

  const created = await api(friend, 'POST', '/api/downloads/shared-album-downloads', { albumId: album.albumId, photos: refs });
  expect(created.status).toBe(200);
  const zip = await api(null, 'GET', await readyUrl(friend, created.body.id));
  expect(
    readZip(zip.body)
      .map((e) => e.name)
      .sort(),
  ).toEqual(photos.body.images.map((p: { localFileName: string }) => p.localFileName).sort());

  const stranger = await freshAccount();
  const refused = await api(stranger.token, 'POST', '/api/downloads/shared-album-downloads', { albumId: album.albumId, photos: refs });
  expect(refused.status).toBe(404);
  expect(refused.body.message).toBe('Album not found');
  const wrongOwner = await api(friend, 'POST', '/api/downloads/shared-album-downloads', {
    albumId: album.albumId,
    photos: [{ ...refs[0], ownerId: stranger.accountId }],
  });
  expect(wrongOwner.status).toBe(404);
  const missingOwner = await api(friend, 'POST', '/api/downloads/shared-album-downloads', {
    albumId: album.albumId,
    photos: [{ photoId: refs[0].photoId }],
  });
  expect(missingOwner.status).toBe(400);
});
