import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from '@playwright/test';
import { TEST_PORT } from '../support/server-env';
import { api, signInToken, type Reply } from './api-upload-client';

export { freshAccount, type Reply } from './api-upload-client';

/** Helpers of the photo-management API tests: calls with a bearer token, fresh accounts, real uploads. */
export const ORIGIN = `http://localhost:${TEST_PORT}`;
export const PM = `${ORIGIN}/api/photo-management`;

/**
 * A photo-management call (a path under `PM`, or an absolute URL) through the one authenticated API helper,
 * `api()`; a binary answer comes as an ArrayBuffer, as these tests read it.
 */
export async function call<T = any>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const reply = await api(token, method, path.startsWith('http') ? path : `${PM}${path}`, body, headers);
  return Buffer.isBuffer(reply.body) ? { ...reply, body: new Uint8Array(reply.body).buffer as T } : reply;
}

export const get = <T = any>(token: string | null, path: string, headers?: Record<string, string>) =>
  call<T>(token, 'GET', path, undefined, headers);

/** Signs a demo account in through the sign-in form action; answers its access token. */
export const demoToken = (email: string): Promise<string> => signInToken(email);

/** A small real image, unique bytes every call; `exifDate` as a camera writes it (`YYYY:MM:DD HH:mm:ss`). */
async function makeImage(options: { exifDate?: string; format?: 'jpeg' | 'png' } = {}): Promise<Buffer> {
  const colour = () => Math.floor(Math.random() * 256);
  const image = sharp({ create: { width: 48, height: 36, channels: 3, background: { r: colour(), g: colour(), b: colour() } } });
  if (options.format === 'png') {
    return image
      .png()
      .withExif({ IFD0: { ImageDescription: randomUUID() } })
      .toBuffer();
  }
  return image
    .jpeg({ quality: 70 })
    .withExif({
      IFD0: { ImageDescription: randomUUID() },
      ...(options.exifDate ? { IFD2: { DateTimeOriginal: options.exifDate } } : {}),
    })
    .toBuffer();
}

/** Uploads with the tus protocol of the upload service and confirms; answers the new photo id. */
export async function uploadPhoto(
  token: string,
  options: { exifDate?: string; format?: 'jpeg' | 'png'; fileName?: string } = {},
): Promise<string> {
  const bytes = await makeImage(options);
  const fileName = options.fileName ?? (options.format === 'png' ? 'picture.png' : 'picture.jpg');
  const auth = { authorization: `Bearer ${token}`, origin: ORIGIN, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${ORIGIN}/api/upload/files`, {
    method: 'POST',
    headers: { ...auth, 'upload-length': String(bytes.length), 'upload-metadata': `filename ${Buffer.from(fileName).toString('base64')}` },
  });
  expect(created.status, 'tus create').toBe(201);
  const location = new URL(created.headers.get('location')!, ORIGIN).href;
  const patched = await fetch(location, {
    method: 'PATCH',
    headers: { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  const finished = (await patched.json()) as { uploadId: string; photoId: string };
  expect(patched.status, JSON.stringify(finished)).toBe(200);
  const confirmed = await fetch(`${ORIGIN}/api/upload/confirm`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ uploadIds: [finished.uploadId] }),
  });
  expect(confirmed.status, 'confirm').toBe(200);
  return finished.photoId;
}

export async function uploadPhotos(
  token: string,
  count: number,
  options: (i: number) => Parameters<typeof uploadPhoto>[1],
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await uploadPhoto(token, options(i)));
  return ids;
}

/** Every page of a listing, following cursors; answers the ids in order. */
export async function allPages(
  token: string,
  path: string,
  query: Record<string, string | number>,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    if (cursor) params.set('cursor', cursor);
    const reply = await get(token, `${path}?${params}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    ids.push(...reply.body.images.map((p: { imageId: string }) => p.imageId));
    cursor = reply.body.cursor;
    pages++;
    expect(pages, 'paging ends').toBeLessThan(1000);
  } while (cursor);
  return { ids, pages };
}
