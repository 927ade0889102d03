import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from '@playwright/test';
import { TEST_DATA_DIR, TEST_PORT } from '../support/server-env';
import { accessToken, signUpCookies } from '../../support/server.mjs';
import { DEMO_PASSWORD, uniqueEmail } from '../support/accounts';

/** Helpers of the photo-management API tests: raw HTTP with a bearer token, fresh accounts, real uploads. */
export const ORIGIN = `http://localhost:${TEST_PORT}`;
export const PM = `${ORIGIN}/api/photo-management`;

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const response = await fetch(path.startsWith('http') ? path : `${PM}${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  const parsed = type.includes('json') ? await response.json() : await response.arrayBuffer();
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export const get = <T = any>(token: string | null, path: string, headers?: Record<string, string>) =>
  call<T>(token, 'GET', path, undefined, headers);

/** Signs a fresh consumer account up through the sign-up form and its mailed link; answers its access token. */
export async function freshAccount(): Promise<{ email: string; token: string; accountId: string }> {
  const email = uniqueEmail('photos');
  const token = accessToken(await signUpCookies({ origin: ORIGIN, dataDir: TEST_DATA_DIR }, email))!;
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string };
  return { email, token, accountId: claims.sub };
}

function tokenOf(response: Response, what: string): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  if (!cookie) throw new Error(`${what} failed: ${response.status}`);
  return cookie.split(';')[0].slice('access_token='.length);
}

/** Signs a demo account in through the sign-in form action; answers its access token. */
export async function demoToken(email: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/login?_action=auth.signIn`, {
    method: 'POST',
    body: new URLSearchParams({ email, password: DEMO_PASSWORD, returnTo: '/' }),
    headers: { origin: ORIGIN },
    redirect: 'manual',
  });
  return tokenOf(response, `sign-in of ${email}`);
}

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
