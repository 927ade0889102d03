// Photo library data model bench: seeds 100,000 photos for one account through the
// photo-management module (on PostgreSQL also other accounts' rows, 1,000,000 photos in all) and prints
// p50/p95 of timeline counts, a month page, an album page and deleting 500 photos, and of the library
// model's reads: ids of a month / the library / an album / a range, a photo's neighbours, the tab counts.
//   node tests/bench/photos.mjs                      PGlite (a temporary data folder)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node tests/bench/photos.mjs
//                                                    PGlite, then PostgreSQL in a database of its own (dropped after)
// BENCH_PHOTOS (100000) and BENCH_TOTAL_PHOTOS (1000000) change the sizes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createServer } from 'vite';

const OWN = Number(process.env.BENCH_PHOTOS ?? 100_000);
const TOTAL = Number(process.env.BENCH_TOTAL_PHOTOS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const root = path.resolve(import.meta.dirname, '../..');

const vite = await createServer({
  root, configFile: false, logLevel: 'error', appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  resolve: { alias: { '@': path.join(root, 'src') } },
  optimizeDeps: { noDiscovery: true, include: [] },
  ssr: { external: ['sharp', '@electric-sql/pglite', 'pg', 'pino', 'drizzle-orm'] },
});
const load = (file) => vite.ssrLoadModule(file);
const { openDatabase } = await load('/src/server/db/index.ts');
const { migrate } = await load('/src/server/db/migrate.ts');
const photosModule = await load('/src/server/services/photo-management/photos.ts');
const { timelineCounts, libraryCounts } = await load('/src/server/services/photo-management/counts.ts');
const {
  timelineMonthPage, albumPhotosPage, albumListing, libraryListing, listingIds, monthListing, neighbours,
} = await load('/src/server/services/photo-management/listings.ts');
const { createAlbum, addPhotosToAlbum } = await load('/src/server/services/photo-management/albums.ts');
const { sql } = await import('drizzle-orm');

const pad = (n) => String(n).padStart(2, '0');

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(label, rounds, work) {
  const times = [];
  for (let i = 0; i < Math.min(5, rounds); i++) await work(i); // warm-up
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await work(i);
    times.push(performance.now() - start);
  }
  return { measure: label, rounds, 'p50 ms': +percentile(times, 50).toFixed(2), 'p95 ms': +percentile(times, 95).toFixed(2) };
}

async function createAccount(db, label) {
  const rows = await db.execute(sql`INSERT INTO accounts (email, password_hash, channel_id)
    VALUES (${`${label}-${crypto.randomUUID()}@bench.example`}, 'x', 'pixelpress-uk') RETURNING id`);
  return rows.rows[0].id;
}

/** 100,000 photos over ten years (5 % with no date), inserted through insertPhotos in batches. */
async function seedOwnLibrary(db, accountId) {
  const batch = 5000;
  const start = Date.now() - OWN * 60_000;
  for (let offset = 0; offset < OWN; offset += batch) {
    const inputs = [];
    for (let i = offset; i < Math.min(OWN, offset + batch); i++) {
      const year = 2015 + (i % 10), month = 1 + ((i * 7) % 12), day = 1 + ((i * 13) % 28);
      inputs.push({
        accountId, localFileName: `IMG_${i}.jpg`, contentHash: crypto.createHash('sha1').update(`${accountId}${i}`).digest('hex'),
        mime: 'image/jpeg', byteSize: 3_000_000, width: 4000, height: 3000,
        dateTaken: i % 20 === 0 ? null : `${year}-${pad(month)}-${pad(day)}T${pad(i % 24)}:${pad(i % 60)}:${pad((i * 7) % 60)}`,
        created: new Date(start + i * 60_000), uploadEnd: new Date(start + i * 60_000), status: 'active',
      });
    }
    await photosModule.insertPhotos(db, inputs);
  }
}

/** Other accounts' photos, straight in SQL (with their month counts), up to TOTAL rows in the table. */
async function seedOthers(db) {
  const others = 18;
  const each = Math.floor((TOTAL - OWN) / others);
  for (let a = 0; a < others; a++) {
    const id = await createAccount(db, `other${a}`);
    await db.execute(sql`INSERT INTO photos (account_id, local_file_name, content_hash, mime, width, height, date_taken, created, status, blob_key)
      SELECT ${id}::uuid, 'IMG_' || g || '.jpg', md5(${id} || g), 'image/jpeg', 4000, 3000,
        CASE WHEN g % 20 = 0 THEN NULL ELSE timestamp '2012-01-01' + (g * interval '7 minutes') END,
        now() - (g * interval '1 minute'), 'active', 'photos/bench/' || g
      FROM generate_series(1, ${each}) g`);
    await db.execute(sql`INSERT INTO photo_month_counts (account_id, taken_month, photos_count)
      SELECT account_id, taken_month, count(*) FROM photos WHERE account_id = ${id}::uuid GROUP BY 1, 2`);
    await db.execute(sql`INSERT INTO photo_totals (account_id, photos_count) VALUES (${id}::uuid, ${each})`);
  }
}

async function run(label, database) {
  const db = database.db;
  await migrate(database);
  const accountId = await createAccount(db, 'bench');
  let t = performance.now();
  await seedOwnLibrary(db, accountId);
  const seedOwn = (performance.now() - t) / 1000;
  let seedOther = 0;
  if (database.driver === 'postgres' && TOTAL > OWN) {
    t = performance.now();
    await seedOthers(db);
    seedOther = (performance.now() - t) / 1000;
  }
  await db.execute(sql`ANALYZE`);
  const total = (await db.execute(sql`SELECT count(*)::int AS n FROM photos`)).rows[0].n;
  console.log(`\n${label}: ${total.toLocaleString('en')} photos in the table (${OWN.toLocaleString('en')} of the bench account); seeding took ${seedOwn.toFixed(1)} s + ${seedOther.toFixed(1)} s`);

  const { timeline } = await timelineCounts(db, accountId);
  const months = Object.entries(timeline).flatMap(([y, ms]) => Object.keys(ms).map((m) => ({ year: Number(y), month: Number(m) })));
  const ids = (await db.execute(sql`SELECT id FROM photos WHERE account_id = ${accountId}::uuid ORDER BY created DESC LIMIT 10000`)).rows.map((r) => r.id);
  const { albumId } = await createAlbum(db, accountId, 'Bench album');
  await addPhotosToAlbum(db, accountId, albumId, ids.slice(0, 5000));
  await db.execute(sql`ANALYZE album_photos`); // as autovacuum would soon after: plans then match a settled table

  // cursors deep inside months and the album, to read pages from the middle too
  const monthCursors = [];
  for (const key of months.slice(0, 20)) {
    let page = await timelineMonthPage(db, accountId, key, { limit: 24, sortKey: 'dateTaken', sortOrder: 'desc' });
    for (let i = 0; i < 5 && page.cursor; i++) page = await timelineMonthPage(db, accountId, key, { limit: 24, sortKey: 'dateTaken', sortOrder: 'desc', cursor: page.cursor });
    monthCursors.push({ key, cursor: page.cursor ?? undefined });
  }
  let albumCursor;
  { let page = await albumPhotosPage(db, albumId, { limit: 24, sortKey: 'dateTaken', sortOrder: 'desc' });
    for (let i = 0; i < 50 && page.cursor; i++) page = await albumPhotosPage(db, albumId, { limit: 24, sortKey: 'dateTaken', sortOrder: 'desc', cursor: page.cursor });
    albumCursor = page.cursor ?? undefined; }

  const deletable = ids.slice(5000);
  const byTaken = { sortKey: 'dateTaken', sortOrder: 'desc' };
  const byAdded = { sortKey: 'created', sortOrder: 'desc' };
  const everyId = (await listingIds(db, libraryListing(accountId, byTaken))).slice(0, 90_000);
  const rows = [
    await measure('timeline counts (GET /users/timeline)', ROUNDS, () => timelineCounts(db, accountId)),
    await measure('naive GROUP BY, for comparison', 10, () => db.execute(sql`SELECT taken_month, count(*) FROM photos WHERE account_id = ${accountId}::uuid AND status = 'active' GROUP BY 1`)),
    await measure('month page, first (24, dateTaken desc)', ROUNDS, (i) => timelineMonthPage(db, accountId, months[i % months.length], { limit: 24, sortKey: 'dateTaken', sortOrder: 'desc' })),
    await measure('month page, after a cursor', ROUNDS, (i) => { const m = monthCursors[i % monthCursors.length]; return timelineMonthPage(db, accountId, m.key, { limit: 24, sortKey: 'dateTaken', sortOrder: 'desc', cursor: m.cursor }); }),
    await measure('month page, by upload time', ROUNDS, (i) => timelineMonthPage(db, accountId, months[i % months.length], { limit: 24, sortKey: 'created', sortOrder: 'asc' })),
    await measure('album page (5,000 photos, dateTaken)', ROUNDS, (i) => albumPhotosPage(db, albumId, { limit: 24, sortKey: 'dateTaken', sortOrder: 'desc', cursor: i % 2 ? albumCursor : undefined })),
    await measure('ids of a month (GET …/timeline/y/m/ids)', ROUNDS, (i) => listingIds(db, monthListing(accountId, months[i % months.length], byTaken))),
    await measure('ids of the whole library (100,000)', 10, () => listingIds(db, libraryListing(accountId, byTaken))),
    await measure('ids of a range (shift-click)', 10, (i) => listingIds(db, libraryListing(accountId, byTaken), { from: everyId[i * 100], to: everyId[i * 100 + 2000] })),
    await measure('ids of an album (5,000)', ROUNDS / 4, () => listingIds(db, albumListing(albumId, byTaken))),
    await measure('neighbours of a photo (5 each side)', ROUNDS, (i) => neighbours(db, libraryListing(accountId, byTaken), everyId[(i * 7919) % everyId.length], { before: 5, after: 5 })),
    await measure('neighbours in an album (5 each side)', ROUNDS, (i) => neighbours(db, albumListing(albumId, byAdded), ids[(i * 31) % 5000], { before: 5, after: 5 })),
    await measure('tab counts (GET /users/counts)', ROUNDS, () => libraryCounts(db, accountId, false)),
    await measure('delete 500 photos', 8, (i) => photosModule.deletePhotos(db, accountId, deletable.slice(i * 500, i * 500 + 500))),
  ];
  console.table(rows);
  return rows;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-bench-'));
try {
  const pglite = await openDatabase(undefined, dataDir);
  try { await run('PGlite', pglite); } finally { await pglite.close(); }
  if (process.env.DATABASE_URL) {
    const name = `photos_bench_${process.pid}`;
    const admin = await openDatabase(process.env.DATABASE_URL, dataDir);
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    const pg = await openDatabase(url.href, dataDir);
    try { await run('PostgreSQL', pg); } finally {
      await pg.close();
      await admin.exec(`DROP DATABASE ${name}`);
      await admin.close();
    }
  } else {
    console.log('\nSet DATABASE_URL to run on PostgreSQL as well (it makes and drops a database of its own).');
  }
  console.log('targets on PostgreSQL: timeline counts p95 ≤ 5 ms, month page p95 ≤ 3 ms, neighbours p95 ≤ 5 ms, ids of a month p95 ≤ 5 ms; on PGlite at most 3× those');
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await vite.close();
}
