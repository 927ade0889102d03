import { test, expect } from '@playwright/test';
import { albumCreated, photoUser } from '../../../src/domain/schemas/photos';
import { call, freshAccount, get, uploadPhoto } from './api-photos-helpers';

/**
 * Ownership: every endpoint of the photo-management service, called by another account, answers 404
 * (or 403 / empty lists for the caller's own scope) and never the owner's data; anonymous callers get 401.
 */
test("another account and anonymous callers never reach an owner's photos, albums or selections", async () => {
  const owner = await freshAccount();
  const photoId = await uploadPhoto(owner.token, { exifDate: '2020:02:02 02:02:02' });
  const { albumId } = albumCreated.parse((await call(owner.token, 'POST', '/albums', { name: 'Private' })).body);
  await call(owner.token, 'POST', `/albums/${albumId}/photos`, { photoIds: [photoId] });
  const { tempSelectionId } = (await call(owner.token, 'POST', '/temp-selections', { photoIds: [photoId] })).body as {
    tempSelectionId: string;
  };
  const trashedId = await uploadPhoto(owner.token, { exifDate: '2020:02:03 02:02:02' });
  await call(owner.token, 'DELETE', '/photos', { photoIds: [trashedId] });
  const stranger = await freshAccount();

  const endpoints: [string, string, unknown?][] = [
    ['GET', '/users'],
    ['GET', '/users/timeline'],
    ['GET', '/photos/timeline/2020/2'],
    ['GET', '/photos'],
    ['DELETE', '/photos', { photoIds: [photoId] }],
    ['DELETE', '/photos/all'],
    ['GET', `/photos/${photoId}`],
    ['GET', `/photos/${photoId}/details`],
    ['GET', `/photos/${photoId}/file`],
    ['GET', `/photos/${photoId}/thumbnails/300`],
    ['POST', '/albums', { name: 'Mine' }],
    ['GET', '/albums'],
    ['GET', `/albums/${albumId}`],
    ['PATCH', `/albums/${albumId}`, { name: 'Taken over' }],
    ['DELETE', `/albums/${albumId}`],
    ['GET', `/albums/${albumId}/photos`],
    ['POST', `/albums/${albumId}/photos`, { photoIds: [photoId] }],
    ['DELETE', `/albums/${albumId}/photos`, { photoIds: [photoId] }],
    ['GET', '/shared-albums'],
    ['GET', '/shared-albums/summary'],
    ['GET', `/shared-albums/${albumId}`],
    ['GET', `/shared-albums/${albumId}/participants`],
    ['GET', `/shared-albums/${albumId}/photos`],
    ['POST', '/temp-selections', { photoIds: [photoId] }],
    ['POST', '/temp-selections', { scope: 'album', albumId }],
    ['GET', '/users/counts'],
    ['GET', '/photos/ids'],
    ['GET', `/photos/ids?from=${photoId}&to=${photoId}`],
    ['GET', '/photos/timeline/2020/2/ids'],
    ['GET', `/photos/${photoId}/neighbours`],
    ['GET', `/albums/${albumId}/photos/ids`],
    ['GET', `/albums/${albumId}/photos/${photoId}`],
    ['GET', `/albums/${albumId}/photos/${photoId}/neighbours`],
    ['GET', `/shared-albums/${albumId}/photos/ids`],
    ['GET', `/shared-albums/${albumId}/photos/${photoId}`],
    ['GET', `/shared-albums/${albumId}/photos/${photoId}/neighbours`],
    ['GET', `/temp-selections/${tempSelectionId}`],
    ['GET', '/trash'],
    ['GET', '/trash/ids'],
    ['POST', '/trash/restore', { photoIds: [trashedId] }],
    ['POST', '/trash/restore-all'],
    ['DELETE', '/trash', { photoIds: [trashedId] }],
    ['DELETE', '/trash/all'],
  ];

  for (const [method, path, body] of endpoints) {
    const anonymous = await call(null, method, path, body);
    expect(anonymous.status, `anonymous ${method} ${path}`).toBe(401);

    // another signed-in account of its own (never a demo account: some of these calls write)
    for (const other of [stranger.token]) {
      const reply = await call(other, method, path, body);
      const text = JSON.stringify(reply.body instanceof ArrayBuffer ? {} : reply.body);
      // ids the caller sent may come back as failed; nothing else of the owner may
      const sent = JSON.stringify(body ?? {});
      if (!sent.includes(photoId)) expect(text, `${method} ${path} leaks`).not.toContain(photoId);
      if (!sent.includes(trashedId)) expect(text, `${method} ${path} leaks`).not.toContain(trashedId);
      expect(text, `${method} ${path} leaks`).not.toContain(albumId);
      expect(text, `${method} ${path} leaks`).not.toContain('Private');
      expect(reply.status, `${method} ${path}`).not.toBe(500);
      if (/\/(albums|shared-albums|temp-selections)\/[0-9a-f-]{36}|\/photos\/[0-9a-f-]{36}/.test(path)) {
        expect(reply.status, `${method} ${path}`).toBe(404);
      }
      if (method === 'DELETE' && path === '/photos') expect(reply.body).toEqual({ failed: [photoId] });
      if (path === '/trash/restore' || (method === 'DELETE' && path === '/trash')) expect(reply.body).toEqual({ failed: [trashedId] });
      // Another account's ids are refused as input; another account's album is not found.
      if (method === 'POST' && path === '/temp-selections') expect(reply.status).toBe(sent.includes('photoIds') ? 400 : 404);
    }
  }

  // the owner's library is untouched
  expect(photoUser.parse((await get(owner.token, '/users')).body)).toEqual({ photosCount: 1, totals: { albumsCount: 1, photosCount: 1 } });
  const ownAlbum = await get(owner.token, `/albums/${albumId}`);
  expect(ownAlbum.body).toMatchObject({ albumName: 'Private', photosCount: 1 });
  expect((await get(owner.token, `/temp-selections/${tempSelectionId}`)).status).toBe(200);
  expect((await get(owner.token, '/trash/ids')).body).toEqual({ ids: [trashedId] });
});
