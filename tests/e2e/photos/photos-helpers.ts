import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, signUp } from '../support/accounts';
import { jpegWithExif } from './api-upload-fixtures';
import { thumbnailsAreMade } from './api-upload-client';
import { TEST_PORT } from '../support/server-env';

const ORIGIN = `http://localhost:${TEST_PORT}`;

/** Shared steps of the photo library end-to-end tests. */

export interface PhotoAccount {
  email: string;
  password: string;
  token: string;
}

/** A freshly signed-up account (signed in on `page`) and its bearer token for API set-up. */
export async function freshAccount(page: Page, request: APIRequestContext): Promise<PhotoAccount> {
  const { email, password } = await signUp(page);
  return { email, password, token: await apiToken(request, email, password) };
}

/** Uploads one file with the tus protocol (what tus-js-client does) and answers its upload id. */
async function tusUpload(request: APIRequestContext, token: string, name: string, body: Buffer): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', origin: ORIGIN };
  const created = await request.post('/api/upload/files', {
    headers: { ...headers, 'upload-length': String(body.length), 'upload-metadata': `filename ${Buffer.from(name).toString('base64')}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers()['location'];
  const path = location.startsWith('http') ? new URL(location).pathname : location;
  const patched = await request.patch(path, {
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: body,
  });
  expect(patched.status(), await patched.text()).toBe(200);
  return ((await patched.json()) as { uploadId: string }).uploadId;
}

/** Uploads and confirms photos through the upload API; answers their photo ids. */
export async function addPhotos(request: APIRequestContext, token: string, files: { name: string; body: Buffer }[]): Promise<string[]> {
  const uploadIds: string[] = [];
  for (const f of files) uploadIds.push(await tusUpload(request, token, f.name, f.body));
  const ids: string[] = [];
  for (let i = 0; i < uploadIds.length; i += 500) {
    const res = await request.post('/api/upload/confirm', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: ORIGIN },
      data: { uploadIds: uploadIds.slice(i, i + 500) },
    });
    expect(res.status(), await res.text()).toBe(200);
    ids.push(...((await res.json()) as { photoIds: string[] }).photoIds);
  }
  return ids;
}

/** `count` distinct small JPEGs taken on `date` (EXIF `YYYY:MM:DD HH:MM:SS`), seeds from `from`. */
export async function jpegs(count: number, date: string, from = 1): Promise<{ name: string; body: Buffer }[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({ name: `photo-${from + i}.jpg`, body: await jpegWithExif(64, 48, date, from + i) })),
  );
}

export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api/photo-management${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: ORIGIN },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/**
 * Waits until the thumbnail job has made the thumbnails of `photoIds` (until then a tile shows the original),
 * for tests that look at which thumbnails the grid asks for.
 */
export async function thumbnailsMade(request: APIRequestContext, token: string, photoIds: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const page = await api<{ images: { imageId: string; thumbnails: { url: string }[] }[] }>(
          request,
          token,
          'GET',
          `/photos?limit=${photoIds.length}&sortKey=created&sortOrder=desc`,
        );
        const made = new Set(page.images.filter(thumbnailsAreMade).map((p) => p.imageId));
        return photoIds.filter((id) => !made.has(id));
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
}

/** Waits until every island of the page has hydrated (they load on idle; a click before that is lost). */
export async function islandsReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Waits until the photo grid island has hydrated and taken over its state (islands load on idle). */
export async function gridReady(page: Page): Promise<void> {
  await expect(page.getByTestId('photo-grid')).toHaveAttribute('data-ready', 'true');
}
