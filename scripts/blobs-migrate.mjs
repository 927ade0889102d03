// Copies the folder store (DATA_DIR/blobs) into the S3 bucket the environment names (S3_BUCKET, …), so an
// installation can switch to S3: `npm run blobs:migrate`, then start with the same S3_* settings.
// Idempotent and resumable: a blob already in the bucket with the same size is skipped, so a run stopped
// halfway is simply run again. Prints progress and, last, the count. Uploads still in progress
// (DATA_DIR/upload-staging) are not moved: stop the server first.
import path from 'node:path';
import { env } from './environment.mjs';
import { folderStore } from '../src/server/storage/folder-store.ts';
import { s3Store } from '../src/server/storage/s3-store.ts';

/** Blobs copied at once. */
const PARALLEL = 8;

if (!env.S3_BUCKET) {
  console.error('blobs:migrate needs the S3 settings (S3_BUCKET, S3_ENDPOINT, …) of the bucket to copy into.');
  process.exit(1);
}
const source = folderStore(path.resolve(env.DATA_DIR, 'blobs'));
const target = s3Store({
  bucket: env.S3_BUCKET,
  endpoint: env.S3_ENDPOINT,
  region: env.S3_REGION,
  accessKeyId: env.S3_ACCESS_KEY_ID,
  secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  forcePathStyle: env.S3_FORCE_PATH_STYLE,
});

let total = 0;
for await (const _ of source.list('')) total++;
console.log(`${total} blobs in ${path.resolve(env.DATA_DIR, 'blobs')} → s3://${env.S3_BUCKET}`);

const counts = { copied: 0, present: 0, failed: 0 };
let lastReport = Date.now();
const report = () =>
  console.log(
    `${counts.copied + counts.present + counts.failed}/${total}: ${counts.copied} copied, ${counts.present} already there, ${counts.failed} failed`,
  );

async function migrate(blob) {
  try {
    if ((await target.size(blob.key)) === blob.size) counts.present++;
    else {
      await target.put(blob.key, blob.size > 8 * 1024 * 1024 ? source.read(blob.key) : await source.readBuffer(blob.key));
      counts.copied++;
    }
  } catch (error) {
    counts.failed++;
    console.error(`${blob.key}: ${error.message}`);
  }
  if (Date.now() - lastReport > 2000) {
    lastReport = Date.now();
    report();
  }
}

const running = new Set();
for await (const blob of source.list('')) {
  const job = migrate(blob).finally(() => running.delete(job));
  running.add(job);
  if (running.size >= PARALLEL) await Promise.race(running);
}
await Promise.all(running);
report();
process.exit(counts.failed === 0 ? 0 : 1);
