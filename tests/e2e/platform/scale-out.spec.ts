import pg from 'pg';
import { test, expect } from '@playwright/test';
import { OWN_PORTS } from '../support/server-env';
import { SharedInstances } from '../support/own-server';
import { api, authenticate, freshAccount, openPush, ORIGIN, uploadPhoto, useOrigin, waitFor } from '../photos/api-upload-client';
import { noiseJpeg } from '../photos/api-upload-fixtures';

/**
 * Two server processes on different ports share one PostgreSQL database and one blob folder:
 * what one instance accepts, the other serves; a zip started on one pushes its events through a socket
 * held by the other; jobs are shared and none runs twice. PostgreSQL only: PGlite is one process's database.
 */
const PORTS = OWN_PORTS.scaleOut;
const origins = PORTS.map((p) => `http://localhost:${p}`);
const instances = new SharedInstances('scale_out');
const sharedOrigin = ORIGIN;

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL (the suite runs on it too)');

test.beforeAll(async () => {
  for (const port of PORTS) await instances.start(port, { SEED_DEMO: 'false' });
});

test.afterAll(async () => {
  useOrigin(sharedOrigin);
  await instances.tearDown();
});

test('an upload on one instance is served by the other, and a zip started on one pushes to a socket on the other', async () => {
  useOrigin(origins[0], instances.dataDir);
  const { token } = await freshAccount();
  const photoId = await uploadPhoto(token, await noiseJpeg(640, 480, 7), 'instance-a.jpg');

  useOrigin(origins[1], instances.dataDir);
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

  useOrigin(origins[0], instances.dataDir);
  const created = await api(token, 'POST', '/api/downloads/downloads', { photoIds: [photoId] });
  expect(created.status).toBe(200);
  await push.next((m) => m?.key === 'finished' && m.message?.downloadId === created.body.id, 60_000);
  push.close();

  const db = new pg.Client({ connectionString: instances.databaseUrl });
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
