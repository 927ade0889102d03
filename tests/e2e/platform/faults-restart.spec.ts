import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { OWN_PORTS } from '../support/server-env';
import { OwnServer, blobsInDataFolder } from '../support/own-server';
import { signUpCookies } from '../../support/server.mjs';
import { readMails, linkTo } from '../support/outbox';
import { api, freshAccount, ORIGIN, signInToken, tusUpload, uploadPhoto, useOrigin, waitFor } from '../photos/api-upload-client';
import { jpegWithExif, noiseJpeg } from '../photos/api-upload-fixtures';

/**
 * Faults: runs its own server (own port, data folder and database), kills it with SIGKILL
 * during an upload, a bulk delete, an e-mail change and an account deletion, starts it again and checks
 * what a user can see: nothing lost, nothing orphaned, nothing done twice. (The archive job: api-upload-restart.)
 */
const server = new OwnServer(OWN_PORTS.faults, 'faults', {
  // Its checks read the data folder (a staged upload, orphaned files), so its blobs stay there on the pass in S3
  // too, where upload-across-instances.spec.ts cuts an upload and api-upload-restart.spec.ts a job.
  ...blobsInDataFolder(),
  SMTP_URL: '',
  JOB_LEASE_MS: '3000',
  JOB_POLL_MS: '300',
  CLEANUP_EVERY_MS: '1000',
});
const OWN_ORIGIN = server.origin;
const dataDir = server.dataDir;
const blobs = path.join(dataDir, 'blobs');
const mailDir = path.join(dataDir, 'mail');
const PASSWORD = 'a-long-password';
const sharedOrigin = ORIGIN;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Polls without pausing (only yielding to the event loop), to kill the server the moment work starts. */
async function assoonas(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { idp_type: string; idp_sub: string };
const identityPath = (token: string) => `/api/identity/v2/identities/${claimsOf(token).idp_type}/${claimsOf(token).idp_sub}`;
/** Folders under photos/<accountId>/ in blob storage: one per stored photo. */
const photoFolders = (accountId: string) => {
  const dir = path.join(blobs, 'photos', accountId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const listedIds = async (token: string) => {
  const reply = await api(token, 'GET', '/api/photo-management/photos?limit=500');
  expect(reply.status).toBe(200);
  return (reply.body.images as { imageId: string }[]).map((i) => i.imageId).sort();
};
const trashedIds = async (token: string) => {
  const reply = await api(token, 'GET', '/api/photo-management/trash/ids');
  expect(reply.status).toBe(200);
  return (reply.body.ids as string[]).sort();
};
const timelineTotal = async (token: string) => {
  const reply = await api(token, 'GET', '/api/photo-management/users/timeline');
  return Object.values(reply.body.timeline as Record<string, Record<string, number>>)
    .flatMap((months) => Object.values(months))
    .reduce((sum, n) => sum + n, 0);
};
const hasThumbnails = (photo: { thumbnails: { url: string }[] }) => photo.thumbnails.every((t) => t.url.includes('/thumbnails/'));
/** Mails of a kind to an address, read from the .eml files the server wrote. */
const mailsTo = (to: string, kind: string) => readMails(to, { kind }, mailDir);
const tokenOf = (link: URL) => link.searchParams.get('confirmation-token')!;

async function uploadMany(token: string, count: number, seed: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 6) {
    ids.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(6, count - i) }, async (_, k) =>
          uploadPhoto(token, await jpegWithExif(160, 120, '2021:03:04 05:06:07', seed + i + k), `p-${seed + i + k}.jpg`),
        ),
      )),
    );
  }
  return ids;
}

/** Starts a tus upload of `data` on the own server. */
async function createUpload(token: string, data: Buffer, name: string) {
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}`, origin: OWN_ORIGIN };
  const created = await fetch(`${OWN_ORIGIN}/api/upload/files`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(data.length), 'upload-metadata': `filename ${Buffer.from(name).toString('base64')}` },
  });
  expect(created.status).toBe(201);
  const location = new URL(created.headers.get('location')!, OWN_ORIGIN).pathname;
  const uploadId = location.split('/').pop()!;
  return { tus, location, uploadId, staged: path.join(dataDir, 'upload-staging', uploadId) };
}

/** One PATCH that sends `bytes` from offset 0 and never ends its body: 'cut' once the server dies. */
function sendWithoutEnd(location: string, tus: Record<string, string>, bytes: Buffer): Promise<number | 'cut'> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(new Uint8Array(bytes.subarray(at, at + 64 * 1024)));
    },
  });
  return fetch(`${OWN_ORIGIN}${location}`, {
    method: 'PATCH',
    body,
    duplex: 'half',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
  } as RequestInit).then(
    (r) => r.status,
    () => 'cut' as const,
  );
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  useOrigin(OWN_ORIGIN, server.dataDir);
  await server.setUp();
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  useOrigin(sharedOrigin);
  await server.tearDown();
});

test('a tus upload cut by SIGKILL resumes from the server offset and makes one photo', async () => {
  test.setTimeout(90_000);
  const { token, accountId } = await freshAccount();
  const data = await noiseJpeg(900, 700, 7);
  const { tus, location, uploadId, staged } = await createUpload(token, data, 'resumed.jpg');

  // Half the file goes out in one PATCH whose body never ends: the server is killed mid-request.
  const half = Math.floor(data.length / 2);
  const cut = sendWithoutEnd(location, tus, data.subarray(0, half));
  await waitFor(async () => (fs.existsSync(staged) && fs.statSync(staged).size >= half) || undefined, 'half the upload to arrive', 30_000);
  await server.kill();
  expect(await cut).toBe('cut');

  await server.start();
  const head = await fetch(`${OWN_ORIGIN}${location}`, { method: 'HEAD', headers: tus });
  expect(head.status).toBe(200);
  const offset = Number(head.headers.get('upload-offset'));
  expect(offset).toBeGreaterThan(0);
  expect(offset).toBeLessThanOrEqual(half);
  expect(Number(head.headers.get('upload-length'))).toBe(data.length);

  const rest = await fetch(`${OWN_ORIGIN}${location}`, {
    method: 'PATCH',
    body: new Uint8Array(data.subarray(offset)),
    headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
  });
  expect(rest.status).toBe(200);
  const outcome = await rest.json();
  expect(outcome).toMatchObject({ uploadId, duplicate: false, localFileName: 'resumed.jpg' });
  const confirmed = await api(token, 'POST', '/api/upload/confirm', { uploadIds: [uploadId] });
  expect(confirmed.body).toMatchObject({ photoIds: [outcome.photoId], failed: [] });

  // The photo is there once, whole, with its thumbnails once the job ran.
  expect(await listedIds(token)).toEqual([outcome.photoId]);
  const file = await api(token, 'GET', `/api/photo-management/photos/${outcome.photoId}/file`);
  expect(file.status).toBe(200);
  expect(Buffer.compare(file.body, data)).toBe(0);
  const photo = await waitFor(
    async () => {
      const reply = await api(token, 'GET', `/api/photo-management/photos/${outcome.photoId}`);
      return hasThumbnails(reply.body) ? reply.body : undefined;
    },
    'the thumbnails',
    30_000,
  );
  for (const thumb of photo.thumbnails) expect((await api(token, 'GET', thumb.url)).status).toBe(200);
  // The same file again is the same photo, not a second one.
  const again = await tusUpload(token, data, 'again.jpg');
  expect(again.body).toMatchObject({ duplicate: true, photoId: outcome.photoId });
  expect(await listedIds(token)).toEqual([outcome.photoId]);
  expect((await api(token, 'GET', '/api/photo-management/users')).body.photosCount).toBe(1);
  expect(await timelineTotal(token)).toBe(1);
  expect(photoFolders(accountId)).toEqual([outcome.photoId]);
  expect(fs.readdirSync(path.join(dataDir, 'upload-staging')).filter((n) => n.startsWith(uploadId))).toEqual([]);
});

test('an upload holding all its bytes when the server dies is finished at the restart and can be confirmed', async () => {
  test.setTimeout(90_000);
  const { token, accountId } = await freshAccount();
  const data = await noiseJpeg(640, 480, 11);
  const { tus, location, uploadId, staged } = await createUpload(token, data, 'last-byte.jpg');

  // Every byte goes out, but the request body never ends: the server holds the whole file, unjudged, when it dies.
  const cut = sendWithoutEnd(location, tus, data);
  await waitFor(async () => (fs.existsSync(staged) && fs.statSync(staged).size === data.length) || undefined, 'the last byte', 30_000);
  await server.kill();
  expect(await cut).toBe('cut');

  await server.start();
  const status = await waitFor(
    async () => {
      const reply = await api(token, 'GET', `/api/upload/uploads?ids=${uploadId}`);
      return reply.body.uploads[0]?.state === 'pending' ? reply.body.uploads[0] : undefined;
    },
    'the upload to be finished after the restart',
    30_000,
  );
  expect(status).toMatchObject({ fileName: 'last-byte.jpg', duplicate: false });
  expect(fs.existsSync(staged)).toBe(false);
  const confirmed = await api(token, 'POST', '/api/upload/confirm', { uploadIds: [uploadId] });
  expect(confirmed.body).toMatchObject({ photoIds: [status.photoId], failed: [] });
  expect(await listedIds(token)).toEqual([status.photoId]);
  const file = await api(token, 'GET', `/api/photo-management/photos/${status.photoId}/file`);
  expect(Buffer.compare(file.body, data)).toBe(0);
  await waitFor(
    async () => hasThumbnails((await api(token, 'GET', `/api/photo-management/photos/${status.photoId}`)).body) || undefined,
    'the thumbnails',
    30_000,
  );
  expect(photoFolders(accountId)).toEqual([status.photoId]);
});

test('a delete for good cut by SIGKILL leaves each photo of Recently deleted whole or gone, with no orphaned files', async () => {
  test.setTimeout(120_000);
  const { token, accountId } = await freshAccount();
  const ids = await uploadMany(token, 36, 100);
  await waitFor(
    async () => {
      const reply = await api(token, 'GET', '/api/photo-management/photos?limit=500');
      return reply.body.images.length === ids.length && reply.body.images.every(hasThumbnails);
    },
    'every thumbnail',
    60_000,
  );
  expect(photoFolders(accountId)).toEqual([...ids].sort());
  const originals = ids.map((id) => path.join(blobs, 'photos', accountId, id, 'original'));
  // A delete moves the photos to Recently deleted with their files; deleting them from there removes the files.
  expect((await api(token, 'DELETE', '/api/photo-management/photos', { photoIds: ids })).body).toEqual({ failed: [] });
  expect(await trashedIds(token)).toEqual([...ids].sort());
  expect(photoFolders(accountId)).toEqual([...ids].sort());

  // Killed as soon as the first file goes: the rows are committed, most files are not deleted yet.
  let answered = false;
  const request = api(token, 'DELETE', '/api/photo-management/trash', { photoIds: ids }).then(
    () => {
      answered = true;
    },
    () => {},
  );
  await assoonas(() => answered || originals.some((f) => !fs.existsSync(f)), 'the delete to start');
  await server.kill();
  await request;
  const leftAtKill = photoFolders(accountId).length;
  test
    .info()
    .annotations.push({ type: 'kill', description: `answered=${answered}, photo folders left at the kill: ${leftAtKill}/${ids.length}` });

  await server.start();
  // Every photo is whole (still in Recently deleted, with its files) or gone (files removed by the clean-up job).
  const settled = await waitFor(
    async () => {
      const listed = await trashedIds(token);
      return JSON.stringify(photoFolders(accountId)) === JSON.stringify(listed) ? listed : undefined;
    },
    'the files of deleted photos to be removed',
    30_000,
  ).catch(async (error: Error) => {
    throw new Error(
      `${error.message}: ${photoFolders(accountId).length} photo folders for ${(await trashedIds(token)).length} photos in the trash`,
    );
  });
  for (const id of settled) {
    expect(fs.statSync(path.join(blobs, 'photos', accountId, id, 'original')).size, id).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(blobs, 'photos', accountId, id)).sort()).toEqual([
      'original',
      'thumb-1300.jpg',
      'thumb-300.jpg',
      'thumb-800.jpg',
    ]);
  }
  for (const id of ids.filter((i) => !settled.includes(i)).slice(0, 5)) {
    expect((await api(token, 'GET', `/api/photo-management/photos/${id}`)).status).toBe(404);
  }
  expect((await api(token, 'GET', '/api/photo-management/trash')).body.count).toBe(settled.length);
  expect(await listedIds(token)).toEqual([]);

  // The user deletes again: what is left goes, what is gone is reported as failed, nothing twice.
  const retry = await api(token, 'DELETE', '/api/photo-management/trash', { photoIds: ids });
  expect(retry.status).toBe(200);
  expect(retry.body.failed.sort()).toEqual(ids.filter((i) => !settled.includes(i)).sort());
  expect(await trashedIds(token)).toEqual([]);
  expect(photoFolders(accountId)).toEqual([]);
  expect((await api(token, 'GET', '/api/photo-management/users')).body.photosCount).toBe(0);
  expect(await timelineTotal(token)).toBe(0);
});

test('an e-mail change killed right after the request and after the confirmation: each mail once, the link once', async () => {
  test.setTimeout(90_000);
  const { email, token } = await freshAccount();
  const newEmail = `moved-${randomUUID().slice(0, 8)}@test.example`;
  const requested = await api(token, 'POST', `${identityPath(token)}/emailchanges`, { email: newEmail, password: PASSWORD });
  expect(requested.status).toBe(202);
  await server.kill();

  await server.start();
  await waitFor(
    async () => mailsTo(newEmail, 'email-change-confirm').length > 0 && mailsTo(email, 'email-change-notice').length > 0,
    'the mails after the restart',
    20_000,
  );
  const confirmMails = mailsTo(newEmail, 'email-change-confirm');
  expect(confirmMails).toHaveLength(1);
  expect(mailsTo(email, 'email-change-notice')).toHaveLength(1);
  const link = linkTo(confirmMails[0], '/change-email-confirmation');

  const confirmed = await api(null, 'POST', `${identityPath(token)}/emailchanges/${tokenOf(link)}/actions/confirm`);
  expect(confirmed.status).toBe(200);
  expect(confirmed.body).toEqual({ changed: true, email: newEmail });
  await server.kill();

  await server.start();
  const second = await api(null, 'POST', `${identityPath(token)}/emailchanges/${tokenOf(link)}/actions/confirm`);
  expect(second.status).toBe(400);
  // Old sessions are over; only the new address signs in.
  expect((await api(token, 'GET', '/api/customer/customers/me')).status).toBe(401);
  await expect(signInToken(email, PASSWORD)).rejects.toThrow(/sign-in/);
  const fresh = await signInToken(newEmail, PASSWORD);
  expect((await api(fresh, 'GET', '/api/customer/customers/me')).body.email).toBe(newEmail);
  await waitFor(async () => mailsTo(email, 'email-changed').length > 0, 'the changed notice', 20_000);
  await sleep(1_500); // a second copy (another outbox row) would have been written by now
  expect(mailsTo(email, 'email-changed')).toHaveLength(1);
  expect(mailsTo(newEmail, 'email-change-confirm')).toHaveLength(1);
  expect(mailsTo(email, 'email-change-notice')).toHaveLength(1);
});

test('an account deletion killed while it purges is complete after the restart', async () => {
  test.setTimeout(120_000);
  const { email, token, accountId } = await freshAccount();
  const ids = await uploadMany(token, 18, 500);
  await waitFor(
    async () => {
      const reply = await api(token, 'GET', '/api/photo-management/photos?limit=500');
      return reply.body.images.length === ids.length && reply.body.images.every(hasThumbnails);
    },
    'every thumbnail',
    60_000,
  );
  const pendingUpload = await tusUpload(token, await jpegWithExif(160, 120, undefined, 999), 'unconfirmed.jpg');
  expect(pendingUpload.status).toBe(200);
  expect(photoFolders(accountId)).toHaveLength(ids.length + 1);
  const originals = ids.map((id) => path.join(blobs, 'photos', accountId, id, 'original'));

  expect((await api(token, 'POST', `${identityPath(token)}/deleteaccount`, {})).status).toBe(202);
  const deletionMail = await waitFor(async () => mailsTo(email, 'account-deletion-confirm')[0], 'the deletion mail', 20_000);
  const link = linkTo(deletionMail, '/delete-account-confirmation');

  let answered = false;
  const request = api(null, 'POST', `${identityPath(token)}/deleteaccount/${tokenOf(link)}/actions/confirm`).then(
    () => {
      answered = true;
    },
    () => {},
  );
  await assoonas(() => answered || originals.some((f) => !fs.existsSync(f)), 'the purge to start');
  await server.kill();
  await request;
  test.info().annotations.push({
    type: 'kill',
    description: `answered=${answered}, photo folders left at the kill: ${photoFolders(accountId).length}`,
  });

  await server.start();
  // The account is gone for its owner at once: no sign-in, no old session, no second confirmation.
  await expect(signInToken(email, PASSWORD)).rejects.toThrow(/sign-in/);
  expect((await api(token, 'GET', '/api/customer/customers/me')).status).toBe(401);
  expect((await api(token, 'GET', '/api/photo-management/photos')).status).toBe(401);
  expect((await api(null, 'POST', `${identityPath(token)}/deleteaccount/${tokenOf(link)}/actions/confirm`)).status).toBe(400);
  // Its files go too: the purge is finished by its job after the restart.
  await waitFor(
    async () => ['photos', 'uploads', 'downloads'].every((p) => !fs.existsSync(path.join(blobs, p, accountId))),
    `the files of the deleted account to go (${photoFolders(accountId).length} photo folders left)`,
    30_000,
  );
  // The address is free again: a new account with it starts empty.
  expect(await signUpCookies({ origin: OWN_ORIGIN, dataDir: server.dataDir }, email, PASSWORD)).toContain('access_token=');
  const again = await signInToken(email, PASSWORD);
  expect(await listedIds(again)).toEqual([]);
  expect((await api(again, 'GET', '/api/photo-management/users')).body.photosCount).toBe(0);
  expect(mailsTo(email, 'account-deletion-confirm')).toHaveLength(1);
});
