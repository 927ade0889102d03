import * as tus from 'tus-js-client';
import WebSocket from 'ws';
import { expect } from '@playwright/test';
import { TEST_DATA_DIR, TEST_PORT } from '../support/server-env';
import { accessToken, signUpCookies } from '../../support/server.mjs';
import { DEMO_PASSWORD, uniqueEmail } from '../support/accounts';

/** HTTP / tus / WebSocket helpers of the upload, download and push API tests. */
export let ORIGIN = `http://localhost:${TEST_PORT}`;
/** Where the server of ORIGIN writes its mails (DATA_DIR/mail): sign-ups follow the mailed link. */
let dataDir = TEST_DATA_DIR;
/** Points the helpers at another server (the restart test runs its own) and its data folder. */
export function useOrigin(origin: string, serverDataDir = TEST_DATA_DIR): void {
  ORIGIN = origin;
  dataDir = serverDataDir;
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function api<T = any>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  // Paths are on ORIGIN; the URLs a service answers (thumbnails, signed zips) are absolute already.
  const response = await fetch(path.startsWith('http') ? path : `${ORIGIN}${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  const parsed = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
  return { status: response.status, body: parsed as T, headers: response.headers };
}

function tokenFrom(response: Response, what: string): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  if (!cookie) throw new Error(`${what} failed: ${response.status}`);
  return cookie.split(';')[0].slice('access_token='.length);
}

const accountIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string }).sub;

/** A new consumer account (tests that change data use their own), signed up and confirmed from its mail. */
export async function freshAccount(): Promise<{ email: string; token: string; accountId: string }> {
  const email = uniqueEmail('p1');
  const token = accessToken(await signUpCookies({ origin: ORIGIN, dataDir }, email))!;
  return { email, token, accountId: accountIdOf(token) };
}

export async function signInToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${ORIGIN}/login?_action=auth.signIn`, {
    method: 'POST',
    body: new URLSearchParams({ email, password, returnTo: '/' }),
    headers: { origin: ORIGIN },
    redirect: 'manual',
  });
  return tokenFrom(response, `sign-in of ${email}`);
}

export interface TusResult {
  status: number;
  body: any;
  url: string | null;
}

/** Uploads with tus-js-client as the island will; a refusal resolves with its status and body. */
export function tusUpload(token: string, data: Buffer, filename: string, options: { chunkSize?: number } = {}): Promise<TusResult> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(data, {
      endpoint: `${ORIGIN}/api/upload/files`,
      headers: { authorization: `Bearer ${token}`, origin: ORIGIN },
      metadata: { filename, filetype: 'image/jpeg' },
      retryDelays: [],
      ...(options.chunkSize ? { chunkSize: options.chunkSize } : {}),
      onError(error) {
        const response = (error as tus.DetailedError).originalResponse;
        if (!response) {
          reject(error);
          return;
        }
        const text = response.getBody();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* plain text */
        }
        resolve({ status: response.getStatus(), body, url: upload.url });
      },
      onSuccess({ lastResponse }) {
        resolve({ status: lastResponse.getStatus(), body: JSON.parse(lastResponse.getBody()), url: upload.url });
      },
    });
    upload.start();
  });
}

/** Uploads and confirms one file; answers its photo id. */
export async function uploadPhoto(token: string, data: Buffer, filename: string): Promise<string> {
  const result = await tusUpload(token, data, filename);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const confirmed = await api(token, 'POST', '/api/upload/confirm', { uploadIds: [result.body.uploadId] });
  expect(confirmed.status).toBe(200);
  return result.body.photoId as string;
}

export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Whether the thumbnail job has made a photo's thumbnails: until then every size points at the original. */
export const thumbnailsAreMade = (photo: { thumbnails: { url: string }[] }) =>
  photo.thumbnails.length > 0 && photo.thumbnails.every((t) => t.url.includes('/thumbnails/'));

export interface PushClient {
  socket: WebSocket;
  messages: unknown[];
  next(predicate: (message: any) => boolean, timeoutMs?: number): Promise<any>;
  send(data: string): void;
  close(): void;
}

/** Opens /push (optionally with the access cookie) and records every message. */
export async function openPush(options: { cookieToken?: string } = {}): Promise<PushClient> {
  const socket = new WebSocket(`${ORIGIN.replace(/^http/, 'ws')}/push`, {
    headers: options.cookieToken ? { cookie: `access_token=${options.cookieToken}` } : {},
  });
  const messages: unknown[] = [];
  const waiters: { predicate: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    let message: unknown = text;
    try {
      message = JSON.parse(text);
    } catch {
      /* plain text such as OK */
    }
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    next(predicate, timeoutMs = 30_000) {
      const seen = messages.find(predicate);
      if (seen !== undefined) {
        messages.splice(messages.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching push message; got ${JSON.stringify(messages)}`)), timeoutMs);
        waiters.push({
          predicate,
          resolve: (m) => {
            clearTimeout(timer);
            messages.splice(messages.indexOf(m), 1);
            resolve(m);
          },
        });
      });
    },
    send: (data) => socket.send(data),
    close: () => socket.close(),
  };
}

/** Authenticates a push socket with a token; answers the server's reply. */
export async function authenticate(push: PushClient, token?: string): Promise<unknown> {
  push.send(JSON.stringify({ action: 'authenticate', ...(token ? { token } : {}) }));
  return push.next((m) => m === 'OK' || m === 'UNAUTHORIZED', 10_000);
}

export { readZip, type ZipEntry } from '../../support/read-zip';
