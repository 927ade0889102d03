// Shared by benches and integration tests: start the built server (OUT_DIR) on a fresh data folder, sign in.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractProblems } from './contract.mjs';
import { mailedLink } from './mail.mjs';

/**
 * How long a server may take to migrate and seed a fresh database and answer: 10 s on an idle 2-core
 * machine, over a minute while other test files start theirs. A `beforeAll` that starts one waits this long.
 */
const START_WAIT_MS = 180_000;
export const SERVER_START_TIMEOUT_MS = START_WAIT_MS + 60_000;

/** The project's pinned Node (benches may be started by another one). */
const NODE = fs.existsSync('node_modules/.bin/node') ? path.resolve('node_modules/.bin/node') : process.execPath;

/**
 * With `contract: true` the server checks its service answers against the published contract and
 * `stop()` fails on any mismatch (tests/support/contract.mjs). `keepData` leaves the data folder in place
 * on stop (a bench that restarts on the same data removes it itself).
 */
export async function startServer({
  port = 4450,
  env = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-account-run-')),
  contract = false,
  keepData = false,
} = {}) {
  const contractLog = path.join(dataDir, 'contract.jsonl');
  const child = spawn(NODE, ['scripts/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ASTRO_NODE_LOGGING: 'disabled',
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
      CONTRACT_LOG: contract ? contractLog : '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  let ready = false;
  const deadline = Date.now() + START_WAIT_MS;
  while (!ready && child.exitCode === null && Date.now() < deadline) {
    ready = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 200));
  }
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`server on port ${port} did not start`);
  }
  return {
    origin,
    dataDir,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      const problems = contract ? contractProblems(contractLog) : [];
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
      if (problems.length) throw new Error(`The services broke their contract:\n${problems.join('\n')}`);
    },
  };
}

export async function signInCookies(origin, email, password = 'demo-password') {
  const response = await fetch(`${origin}/login?_action=auth.signIn`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    headers: { origin },
    redirect: 'manual',
  });
  return response.headers
    .getSetCookie()
    .filter((c) => /^(access|refresh)_token=/.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Creates a fresh consumer account as a person does: the sign-up form, then the confirmation link
 * from the mail (the server's outbox folder) and its confirm button. Answers the session cookies.
 */
export async function signUpCookies({ origin, dataDir }, email, password = 'a-long-password') {
  const since = Date.now() - 1000;
  const form = await fetch(`${origin}/signup?_action=auth.signUp`, {
    method: 'POST',
    body: new URLSearchParams({ firstName: 'Matrix', lastName: 'User', email, password, accountType: 'consumer' }),
    headers: { origin },
    redirect: 'manual',
  });
  if (form.status !== 303) throw new Error(`sign-up of ${email} answered ${form.status}`);
  const link = await mailedLink(dataDir, email, '/signup-confirmation', { since });
  const response = await fetch(`${origin}/signup-confirmation?_action=lifecycle.confirmSignUp`, {
    method: 'POST',
    body: new URLSearchParams({ token: link.searchParams.get('confirmation-token') ?? '' }),
    headers: { origin },
    redirect: 'manual',
  });
  const cookies = response.headers
    .getSetCookie()
    .filter((c) => /^(access|refresh)_token=/.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookies) throw new Error(`confirming the sign-up of ${email} answered ${response.status}`);
  return cookies;
}

export function accessToken(cookies) {
  return /access_token=([^;]+)/.exec(cookies)?.[1];
}

/** The album with the most photos (the first of them in the list's order on a tie). */
export function largestAlbum(albums) {
  return albums.reduce((best, album) => (!best || album.photosCount > best.photosCount ? album : best), undefined);
}

/**
 * The demo consumer's photo routes that need ids: an album, a shared album, a photo preview and the
 * preview of a photo in the album and in the shared album.
 */
export async function demoPhotoRoutes(origin, cookie) {
  const get = (p) => fetch(origin + p, { headers: { cookie, accept: 'application/json' } }).then((r) => r.json());
  const [albums, shared, photos] = await Promise.all([
    get('/api/photo-management/albums'),
    get('/api/photo-management/shared-albums?limit=1'),
    get('/api/photo-management/photos?limit=1'),
  ]);
  // The largest album, so that it has a preview too and every run measures the same one (the demo's
  // albums are made in one instant: newest first, their order changed from seed to seed).
  const albumId = largestAlbum(albums.albums ?? [])?.albumId;
  const sharedId = shared.albums?.[0]?.albumId;
  const photoId = photos.images?.[0]?.imageId;
  const [inAlbum, inShared] = await Promise.all([
    albumId ? get(`/api/photo-management/albums/${albumId}/photos?limit=1`) : null,
    sharedId ? get(`/api/photo-management/shared-albums/${sharedId}/photos?limit=1`) : null,
  ]);
  const albumPhotoId = inAlbum?.images?.[0]?.imageId;
  const sharedPhotoId = inShared?.images?.[0]?.imageId;
  return [
    albumId && `/my-photos/albums/${albumId}`,
    sharedId && `/my-photos/shared-albums/${sharedId}`,
    photoId && `/my-photos/photos/preview/${photoId}`,
    albumPhotoId && `/my-photos/albums/${albumId}/preview/${albumPhotoId}`,
    sharedPhotoId && `/my-photos/shared-albums/${sharedId}/preview/${sharedPhotoId}`,
  ].filter(Boolean);
}
