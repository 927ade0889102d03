// Bulk seeding of large photo libraries straight in SQL (benches and end-to-end tests of the library model):
// a database of its own on the machine's PostgreSQL, one shared JPEG with its thumbnails for every photo.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates a database of its own; answers its URL and a function that drops it. */
export async function ownDatabase(name) {
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * One real JPEG and its thumbnails in the server's blob store, shared by every seeded photo: under its blob
 * folder, or in the bucket of the S3_* environment (the pass on S3).
 */
export async function writeSeedBlobs(dataDir) {
  const base = sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 140, b: 200 } } });
  const blobs = { original: await base.clone().jpeg().toBuffer() };
  for (const size of [300, 800, 1300]) blobs[size] = await base.clone().resize(size).jpeg().toBuffer();
  if (process.env.S3_BUCKET) {
    const client = new S3Client({
      endpoint: process.env.S3_ENDPOINT,
      region: process.env.S3_REGION ?? 'us-east-1',
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
      credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY },
    });
    for (const [name, data] of Object.entries(blobs))
      await client.send(new PutObjectCommand({ Bucket: process.env.S3_BUCKET, Key: `bench/${name}.jpg`, Body: data }));
    client.destroy();
    return;
  }
  const dir = path.join(dataDir, 'blobs', 'bench');
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, data] of Object.entries(blobs)) fs.writeFileSync(path.join(dir, `${name}.jpg`), data);
}

/**
 * Inserts `count` active photos named IMG_<n>.jpg, photo n taken n × `hours` hours before 2026-01-01
 * 12:00 (every `unknownEvery`-th one with no date taken, 0 = none), uploaded n seconds ago; then the
 * per-month counts and the total the service keeps.
 */
export async function seedPhotos(db, accountId, { count, hours, unknownEvery = 0 }) {
  const thumbs = JSON.stringify([300, 800, 1300].map((id) => ({ id, width: id, height: Math.round(id * 0.75), key: `bench/${id}.jpg` })));
  for (let start = 0; start < count; start += 100_000) {
    const n = Math.min(100_000, count - start);
    await db.query(
      `INSERT INTO photos (account_id, local_file_name, content_hash, mime, width, height, date_taken, status, blob_key, thumbnails, created)
      SELECT $1::uuid, 'IMG_' || g || '.jpg', md5($1::text || g), 'image/jpeg', 1600, 1200,
             CASE WHEN $6::int > 0 AND g % $6::int = 0 THEN NULL
                  ELSE timestamp '2026-01-01 12:00:00' - (g * $2::double precision) * interval '1 hour' END,
             'active', 'bench/original.jpg', $3::jsonb, now() - g * interval '1 second'
      FROM generate_series($4::int, $5::int) g`,
      [accountId, hours, thumbs, start + 1, start + n, unknownEvery],
    );
  }
  await db.query('DELETE FROM photo_month_counts WHERE account_id = $1', [accountId]);
  await db.query(
    `INSERT INTO photo_month_counts (account_id, taken_month, photos_count)
    SELECT account_id, taken_month, count(*) FROM photos WHERE account_id = $1 AND status = 'active' GROUP BY 1, 2`,
    [accountId],
  );
  await db.query(
    `INSERT INTO photo_totals (account_id, photos_count)
    SELECT $1, count(*) FROM photos WHERE account_id = $1 AND status = 'active'
    ON CONFLICT (account_id) DO UPDATE SET photos_count = excluded.photos_count`,
    [accountId],
  );
  await db.query('ANALYZE photos');
}

/** An album of the account's `count` newest-taken photos, added one second apart (the first added first). */
export async function seedAlbum(db, accountId, name, count) {
  const {
    rows: [album],
  } = await db.query('INSERT INTO albums (owner_id, name) VALUES ($1, $2) RETURNING id', [accountId, name]);
  await db.query(
    `INSERT INTO album_photos (album_id, photo_id, added_at, photo_date_taken)
    SELECT $1, id, now() - interval '1 day' + (row_number() OVER (ORDER BY date_taken DESC NULLS LAST, id DESC)) * interval '1 second', date_taken
    FROM (SELECT id, date_taken FROM photos WHERE account_id = $2 ORDER BY date_taken DESC NULLS LAST, id DESC LIMIT $3) p`,
    [album.id, accountId, count],
  );
  await db.query(
    `UPDATE albums SET photos_count = $2,
    cover_photo_id = (SELECT photo_id FROM album_photos WHERE album_id = $1 ORDER BY added_at DESC, photo_id DESC LIMIT 1) WHERE id = $1`,
    [album.id, count],
  );
  return album.id;
}

export async function accountId(db, email) {
  const { rows } = await db.query('SELECT id FROM accounts WHERE lower(email) = lower($1)', [email]);
  return rows[0].id;
}
