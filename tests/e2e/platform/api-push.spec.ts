import { randomUUID } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { api, authenticate, freshAccount, openPush, waitFor } from '../photos/api-upload-client';
import { jpegWithExif } from '../photos/api-upload-fixtures';
import { activationMessage, activationStatusResponse } from '../../../src/domain/schemas/photos';
import { editorUpload as editorUploadSchema } from '../../../src/domain/schemas/uploads';

test('a socket authenticates with a token, ignores invalid messages and refuses a bad token', async () => {
  const { token } = await freshAccount();
  const push = await openPush();
  push.send('not json at all');
  push.send(JSON.stringify({ action: 'dance' }));
  push.send(JSON.stringify([1, 2, 3]));
  push.socket.send(Buffer.from([0, 1, 2]), { binary: true });
  expect(await authenticate(push, 'not-a-token')).toBe('UNAUTHORIZED');
  expect(await authenticate(push, token)).toBe('OK');
  expect(push.socket.readyState).toBe(push.socket.OPEN);
  push.close();
});

test('the access cookie authenticates a socket; without it and without a token it is refused', async () => {
  const { token } = await freshAccount();
  const withCookie = await openPush({ cookieToken: token });
  expect(await authenticate(withCookie)).toBe('OK');
  withCookie.close();
  const anonymous = await openPush();
  expect(await authenticate(anonymous)).toBe('UNAUTHORIZED');
  anonymous.close();
});

async function editorUpload(token: string, fileName: string, data: Buffer) {
  return api(token, 'POST', `/api/photo-import/uploads?fileName=${encodeURIComponent(fileName)}`, data, { 'content-type': 'image/jpeg' });
}

test('activation imports the editor uploads, reports on the push channel of that account only', async () => {
  const me = await freshAccount();
  const other = await freshAccount();
  expect((await api(me.token, 'GET', '/api/photo-import/users/activate')).body).toEqual({ status: 'ACTIVE' });

  const first = await editorUpload(me.token, 'card-front.jpg', await jpegWithExif(400, 300, '2018:08:09 10:11:12', 501));
  expect(first.status).toBe(200);
  expect(editorUploadSchema.parse(first.body)).toMatchObject({
    fileName: 'card-front.jpg',
    contentType: 'image/jpeg',
    width: 400,
    height: 300,
    photoId: null,
  });
  expect((await editorUpload(me.token, 'card-back.jpg', await jpegWithExif(400, 300, undefined, 502))).status).toBe(200);
  const refused = await editorUpload(me.token, 'notes.jpg', Buffer.from('plain text'));
  expect(refused.status).toBe(415);
  expect(refused.body).toMatchObject({ message: 'Only JPEG, PNG and HEIC photos can be uploaded.', code: 'unsupportedType' });
  expect((await api(me.token, 'GET', '/api/photo-import/users/activate')).body).toEqual({ status: 'NOT_ACTIVE' });

  const mine = await openPush();
  const theirs = await openPush();
  expect(await authenticate(mine, me.token)).toBe('OK');
  expect(await authenticate(theirs, other.token)).toBe('OK');

  const started = await api(me.token, 'POST', '/api/photo-import/users/activate');
  expect(started.body).toEqual({ started: true });
  const startMessage = activationMessage.parse(await mine.next((m) => m?.type === 'started'));
  expect(startMessage).toMatchObject({ id: expect.any(String), data: { timestamp: expect.any(String) } });
  const finished = activationMessage.parse(await mine.next((m) => m?.type === 'finished'));
  expect(finished.data.payload).toEqual({ imported: 2, duplicates: 0, skipped: 0, overQuota: 0 });
  expect(activationStatusResponse.parse((await api(me.token, 'GET', '/api/photo-import/users/activate')).body)).toEqual({
    status: 'ACTIVE',
  });
  expect((await api(me.token, 'GET', '/api/photo-management/users')).body.photosCount).toBe(2);

  const imported = await api(me.token, 'GET', `/api/photo-import/uploads/${first.body.id}?accountId=${me.accountId}`);
  expect(imported.body.photoId).toEqual(expect.any(String));

  // Nothing of this reached the other account's socket.
  await waitFor(async () => (await api(other.token, 'GET', '/api/photo-import/users/activate')).status === 200, 'a round trip');
  expect(theirs.messages).toEqual([]);
  mine.close();
  theirs.close();

  // Activating again imports nothing new.
  expect((await api(me.token, 'POST', '/api/photo-import/users/activate')).body).toEqual({ started: true });
  await waitFor(async () => (await api(me.token, 'GET', '/api/photo-import/users/activate')).body.status === 'ACTIVE', 'the second import');
  expect((await api(me.token, 'GET', '/api/photo-management/users')).body.photosCount).toBe(2);
});

test("editor uploads are the owner's only", async () => {
  const me = await freshAccount();
  const stranger = await freshAccount();
  const upload = await editorUpload(me.token, 'mine.jpg', await jpegWithExif(100, 80, undefined, 601));
  const id = upload.body.id as string;
  expect((await api(me.token, 'GET', `/api/photo-import/uploads/${id}?accountId=${me.accountId}`)).status).toBe(200);
  expect((await api(stranger.token, 'GET', `/api/photo-import/uploads/${id}?accountId=${stranger.accountId}`)).status).toBe(404);
  expect((await api(stranger.token, 'GET', `/api/photo-import/uploads/${id}?accountId=${me.accountId}`)).status).toBe(404);
  expect((await api(me.token, 'GET', `/api/photo-import/uploads/${id}`)).status).toBe(400);
  expect((await api(null, 'GET', `/api/photo-import/uploads/${id}?accountId=${me.accountId}`)).status).toBe(401);
  expect((await api(null, 'POST', '/api/photo-import/users/activate')).status).toBe(401);
  // Another account's upload is not anonymous, so it cannot be claimed.
  expect((await api(stranger.token, 'POST', '/api/photo-import/getanonymousuploads', { ids: [id, randomUUID()] })).body).toEqual({
    uploads: [],
  });
  expect((await api(stranger.token, 'POST', '/api/photo-import/getanonymousuploads', { ids: ['x'] })).status).toBe(400);
});
