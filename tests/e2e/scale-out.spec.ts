import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { test, expect } from '@playwright/test';
import { TEST_PORT } from './support/server-env';
import { api, authenticate, freshAccount, openPush, ORIGIN, uploadPhoto, useOrigin, waitFor } from './api-upload-client';
import { noiseJpeg } from './api-upload-fixtures';

/**
 * Two server processes on different ports share one PostgreSQL database and one blob folder:
 * what one instance accepts, the other serves; a zip started on one pushes its events through a socket
 * held by the other; jobs are shared and none runs twice. PostgreSQL only: PGlite is one process's database.
 */
const PORTS = [TEST_PORT + 31_000, TEST_PORT + 31_001];
const origins = PORTS.map((p) => `http://localhost:${p}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-'));
const servers: ChildProcess[] = [];
let databaseUrl = '';
const sharedOrigin = ORIGIN;

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (the suite runs on it too)');

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '::',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ASTRO_NODE_LOGGING: 'disabled',
      OUT_DIR: process.env.OUT_DIR ?? 'dist',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(async () => (await fetch(`http://localhost:${port}/api/health`).catch(() => null))?.ok, `instance on ${port}`, 90_000);
  return child;
}

test.beforeAll(async () => {
  const name = `scale_out_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  servers.push(await start(PORTS[0]));
  servers.push(await start(PORTS[1]));
});

test.afterAll(async () => {
  useOrigin(sharedOrigin);
  for (const child of servers) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
    await admin.end();
  }
});

test('an upload on one instance is served by the other, and a zip started on one pushes to a socket on the other', async () => {
  useOrigin(origins[0]);
  const { token } = await freshAccount();
  const photoId = await uploadPhoto(token, await noiseJpeg(640, 480, 7), 'instance-a.jpg');

  useOrigin(origins[1]);
  const listed = await waitFor(async () => {
    const reply = await api(token, 'GET', '/api/photo-management/photos');
    return reply.body.images?.some((p: { imageId: string }) => p.imageId === photoId) && reply;
  }, 'the photo on instance B');
  expect(listed.status).toBe(200);
  const thumbnail = await waitFor(async () => {
    const reply = await fetch(`${origins[1]}/api/photo-management/photos/${photoId}/thumbnails/300`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return reply.ok && reply;
  }, 'the thumbnail on instance B');
  expect(thumbnail.headers.get('content-type')).toMatch(/image\//);

  const push = await openPush();
  expect(await authenticate(push, token)).toBe('OK');

  useOrigin(origins[0]);
  const created = await api(token, 'POST', '/api/downloads/downloads', { photoIds: [photoId] });
  expect(created.status).toBe(200);
  await push.next((m) => m?.key === 'finished' && m.message?.downloadId === created.body.id, 60_000);
  push.close();

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // The 300 px thumbnail is served before its job has written the larger sizes: wait for every job to end.
  const rows = await waitFor(async () => {
    const { rows: ended } = await db.query<{ type: string; state: string; attempts: number }>(
      "SELECT type, state, attempts FROM jobs WHERE type NOT LIKE '%cleanup%' AND state <> 'queued'",
    );
    return ended.every((job) => job.state !== 'running') && ended;
  }, 'the jobs to end');
  await db.end();
  expect(rows.length).toBeGreaterThan(0);
  for (const job of rows) expect(job, `${job.type} ran once`).toMatchObject({ state: 'done', attempts: 1 });
});
