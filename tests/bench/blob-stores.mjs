// The folder store against S3 (a one-node Ceph RADOS Gateway, scripts/radosgw.sh), in one run: the server's
// CPU per original download and per thumbnail (streamed by the app from the folder, a redirect to a
// presigned URL with S3, the bytes then fetched from the bucket as a browser does), and the server's
// resident memory while 10 zips of 100 photos each are made at once (ten accounts: an account builds one
// zip at a time; the photos are uploaded once and their rows copied to the other nine, blobs shared).
// Both servers run on PostgreSQL, a database each. Prints the figures, with no target: with S3 the
// server's cost per file is an existence check and a signature (constant), with the folder the bytes
// it streams (growing with the file). Needs radosgw and the machine's PostgreSQL; run after the build:
//   npx node tests/bench/blob-stores.mjs      (BENCH_PORT 4470, BENCH_ROUNDS 200, BENCH_ZIP_PHOTOS 100)
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { noiseJpeg } from '../support/noise-jpeg.mjs';
import { startServer, signUpCookies } from '../support/server.mjs';
import { radosgwInstalled, startRadosgw } from '../support/radosgw.mjs';
import { freshDatabase, median, serverCpuMs, serverRssMb } from './support/measure.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4470);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const ZIP_PHOTOS = Number(process.env.BENCH_ZIP_PHOTOS ?? 100);
const ZIPS = 10;

if (!radosgwInstalled()) {
  console.error('radosgw is not installed: apt-get install ceph-mon ceph-mgr ceph-osd radosgw ceph-common');
  process.exit(1);
}

/** A noise JPEG of about 600 KB, different per seed. */
const photo = (seed) => noiseJpeg(900, 675, seed, 90);

/** Uploads one file with tus (create, then one PATCH) and confirms it; answers its photo id. */
async function upload(origin, cookie, data, name) {
  const tus = { cookie, origin, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${origin}/api/upload/files`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(data.length), 'upload-metadata': `filename ${Buffer.from(name).toString('base64')}` },
  });
  const location = new URL(created.headers.get('location')).pathname;
  const finished = await fetch(`${origin}${location}`, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: data,
  });
  const outcome = await finished.json();
  await fetch(`${origin}/api/upload/confirm`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify({ uploadIds: [outcome.uploadId] }),
  });
  return outcome.photoId;
}

const json = (origin, cookie, path, init = {}) =>
  fetch(`${origin}${path}`, { ...init, headers: { cookie, origin, accept: 'application/json', 'content-type': 'application/json' } }).then(
    (r) => r.json(),
  );

/** The server's CPU (ms) per request of `url`, followed where it redirects as a browser does; bytes read in full. */
async function cpuPerRequest(server, cookie, url) {
  const ask = async () => {
    const response = await fetch(url, { headers: { cookie, accept: 'image/webp,image/*' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  };
  for (let i = 0; i < 20; i++) await ask(); // warm-up
  const samples = [];
  let bytes = 0;
  for (let round = 0; round < 5; round++) {
    const before = serverCpuMs(server.pid);
    for (let i = 0; i < ROUNDS / 5; i++) bytes = await ask();
    samples.push((serverCpuMs(server.pid) - before) / (ROUNDS / 5));
  }
  return { cpuMs: median(samples), bytes };
}

/** One zip per account at once, each of its ZIP_PHOTOS photos; samples the server's RSS until all are ready. */
async function zipMemory(server, accounts) {
  const rss = () => serverRssMb(server.pid).reduce((sum, p) => sum + p.rss, 0);
  const idle = rss();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 50);
  const started = Date.now();
  await Promise.all(
    accounts.map(async ({ cookie, photoIds }) => {
      const { id } = await json(server.origin, cookie, '/api/downloads/downloads', { method: 'POST', body: JSON.stringify({ photoIds }) });
      if (!id) throw new Error('a zip was refused');
      for (;;) {
        const { items } = await json(server.origin, cookie, '/api/downloads/downloads');
        const state = items.find((item) => item.id === id)?.state;
        if (state === 'failed') throw new Error('a zip failed');
        if (state === 'ready') return;
        if (Date.now() - started > 600_000) throw new Error('the zips took over 10 minutes');
        await new Promise((r) => setTimeout(r, 250));
      }
    }),
  );
  clearInterval(sampler);
  return { idle, peak, seconds: (Date.now() - started) / 1000 };
}

/** Nine more accounts with copies of the first one's photo rows (the same blobs); answers each with its photo ids. */
async function moreAccounts(server, databaseUrl, label, first) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const source = (await db.query('SELECT account_id FROM photos WHERE id = $1', [first.photoIds[0]])).rows[0].account_id;
    const copied = (
      await db.query(
        `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'photos' AND is_generated = 'NEVER' AND column_name NOT IN ('id', 'account_id')`,
      )
    ).rows
      .map((r) => `"${r.column_name}"`)
      .join(', ');
    const accounts = [first];
    for (let i = 1; i < ZIPS; i++) {
      const email = `blobs-${label}-${i}-${process.pid}@bench.example`;
      const cookie = await signUpCookies(server, email);
      const { id } = (await db.query('SELECT id FROM accounts WHERE email = $1', [email])).rows[0];
      const { rows } = await db.query(
        `INSERT INTO photos (account_id, ${copied}) SELECT $2::uuid, ${copied} FROM photos WHERE account_id = $1 RETURNING id`,
        [source, id],
      );
      accounts.push({ cookie, photoIds: rows.map((r) => r.id) });
    }
    return accounts;
  } finally {
    await db.end();
  }
}

async function measure(label, env, port, photos) {
  const database = await freshDatabase(`blobs_${label}`);
  const server = await startServer({ port, env: { SEED_DEMO: 'false', DATABASE_URL: database.url, ...env } });
  try {
    const cookie = await signUpCookies(server, `blobs-${label}-${process.pid}@bench.example`);
    const photoIds = [];
    for (let i = 0; i < photos.length; i += 4)
      photoIds.push(...(await Promise.all(photos.slice(i, i + 4).map((data, k) => upload(server.origin, cookie, data, `p${i + k}.jpg`)))));
    // The thumbnail jobs: wait until the first photo's thumbnails are its own.
    for (;;) {
      const listed = await json(server.origin, cookie, `/api/photo-management/photos/${photoIds[0]}`);
      const url = listed.thumbnails?.[0]?.url;
      if (url && url.includes('/thumbnails/')) {
        const thumb = await fetch(new URL(url, server.origin), { headers: { cookie } });
        if (thumb.ok && (thumb.headers.get('cache-control') ?? '').includes('immutable')) break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const listed = await json(server.origin, cookie, `/api/photo-management/photos/${photoIds[0]}`);
    const original = await cpuPerRequest(server, cookie, `${server.origin}/api/downloads/photos/${photoIds[0]}`);
    const thumbnail = await cpuPerRequest(server, cookie, new URL(listed.thumbnails[0].url, server.origin).href);
    const zips = await zipMemory(server, await moreAccounts(server, database.url, label, { cookie, photoIds }));
    return { original, thumbnail, zips };
  } finally {
    await server.stop();
    await database.drop();
  }
}

const photos = await Promise.all(Array.from({ length: ZIP_PHOTOS }, (_, i) => photo(i + 1)));
const megabytes = photos.reduce((sum, p) => sum + p.length, 0) / 1024 / 1024;
const cluster = await startRadosgw({ dir: path.join(os.tmpdir(), `radosgw-bench-${process.pid}`), bucket: 'bench' });
try {
  const folder = await measure('folder', {}, PORT, photos);
  const s3 = await measure('s3', cluster.env, PORT + 1, photos);
  const row = (r) => ({
    'CPU per original (ms)': `${r.original.cpuMs.toFixed(2)} (${Math.round(r.original.bytes / 1024)} KB)`,
    'CPU per thumbnail (ms)': `${r.thumbnail.cpuMs.toFixed(2)} (${Math.round(r.thumbnail.bytes / 1024)} KB)`,
    [`RSS, ${ZIPS} zips × ${ZIP_PHOTOS} photos (MB)`]: `idle ${r.zips.idle}, peak ${r.zips.peak} (+${r.zips.peak - r.zips.idle}) in ${r.zips.seconds.toFixed(0)} s`,
  });
  console.log(`${ZIP_PHOTOS} photos, ${megabytes.toFixed(0)} MB per zip; CPU: medians of 5 rounds of ${ROUNDS / 5} requests`);
  console.table({ 'folder store': row(folder), 'S3 (radosgw)': row(s3) });
} finally {
  cluster.stop();
}
