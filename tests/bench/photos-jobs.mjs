// Bench of the photo jobs:
//  1. thumbnail time for 12-megapixel JPEGs, all three sizes, on one core (target p95 ≤ 400 ms per photo);
//  2. the zip job's peak memory for 100 × 3 MB photos (target < 64 MB above idle), measured in a clean
//     process of its own started with --expose-gc, so idle is really idle (nothing left from part 1).
// Runs the real modules (bundled on the fly by esbuild) in a data folder of its own, removed after:
//   npx node tests/bench/photos-jobs.mjs [photos]
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-jobs-bench-'));
process.env.DATA_DIR = work;

// Bundles live inside the project so their bare imports (sharp, archiver) resolve to its node_modules.
const bundles = fs.mkdtempSync(path.join(root, 'node_modules', '.photos-jobs-bench-'));
async function load(entry) {
  const outfile = path.join(bundles, `${path.basename(entry, '.ts')}.mjs`);
  await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
    tsconfig: path.join(root, 'tsconfig.json'),
    packages: 'external',
  });
  return import(pathToFileURL(outfile).href);
}

const ZIP_ONLY = process.argv[2] === '--zip';
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const { targets } = await import('./support/measure.mjs');
const result = targets(ZIP_ONLY ? 'photos-jobs: zip' : 'photos-jobs');
try {
  if (ZIP_ONLY) await zipPeak();
  else await thumbnailsThenZip();
} finally {
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(bundles, { recursive: true, force: true });
}
result.report();

async function thumbnailsThenZip() {
  const { default: sharp } = await import('sharp');
  const { makeThumbnails } = await load('src/server/images/thumbnails.ts');

  // ---------------------------------------------------------------- thumbnails
  sharp.concurrency(1); // one core
  const count = Number(process.argv[2] ?? 8);
  const photos = [];
  for (let i = 0; i < count; i++) {
    // A camera-like 4000 × 3000 picture: smooth gradients with fine noise (noise alone is the worst case).
    const noise = await sharp(randomBytes(1000 * 750 * 3), { raw: { width: 1000, height: 750, channels: 3 } })
      .resize(4000, 3000, { kernel: 'nearest' })
      .png()
      .toBuffer();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${i * 40},70%,40%)"/><stop offset="1" stop-color="hsl(${i * 40 + 120},70%,70%)"/></linearGradient></defs><rect width="4000" height="3000" fill="url(#g)"/></svg>`;
    photos.push(
      await sharp(Buffer.from(svg))
        .composite([{ input: noise, blend: 'soft-light' }])
        .jpeg({ quality: 92 })
        .toBuffer(),
    );
  }
  await makeThumbnails(photos[0], 'jpeg'); // warm-up
  const times = [];
  const cpuTimes = [];
  for (const photo of photos) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const thumbs = await makeThumbnails(photo, 'jpeg');
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    if (thumbs.length !== 3) throw new Error('expected three thumbnails');
  }
  const average = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `thumbnails 300/800/1300 of ${count} × 12 MP JPEG (${mb(photos[0].length)} MB each), 1 core: mean ${average.toFixed(0)} ms, p50 ${percentile(times, 50).toFixed(0)} ms, CPU p50 ${percentile(cpuTimes, 50).toFixed(0)} ms per photo`,
  );
  result.check('thumbnails of a 12 MP JPEG, p95 ms per photo (1 core)', percentile(times, 95), '<=', 400, 'ms');
  const zip = spawnSync(process.execPath, ['--expose-gc', new URL(import.meta.url).pathname, '--zip'], { stdio: 'inherit' });
  result.expect('zip peak bench (clean process) exit code', zip.status, 0);
}

async function zipPeak() {
  if (typeof globalThis.gc !== 'function') throw new Error('the zip peak is measured with --expose-gc');
  const { writeZip } = await load('src/server/services/downloads/zip.ts');
  const { putBlob } = await load('src/server/storage/index.ts');
  const entries = [];
  for (let i = 0; i < 100; i++) {
    const key = `photos/bench/${i}/original`;
    await putBlob(key, randomBytes(3 * 1024 * 1024)); // photos do not compress: random bytes behave alike
    entries.push({ name: `IMG_${String(i).padStart(4, '0')}.jpg`, blobKey: key });
  }
  globalThis.gc();
  await new Promise((r) => setTimeout(r, 200));
  globalThis.gc();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const size = await writeZip('downloads/bench/archive.zip', entries);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `zip of 100 × 3 MB photos (${mb(size)} MB, STORED) in ${((performance.now() - started) / 1000).toFixed(1)} s, idle RSS ${mb(idle)} MB`,
  );
  result.check('zip of 100 × 3 MB photos: peak RSS above idle, MB (clean process, after gc)', Number(mb(peak - idle)), '<', 64, 'MB');
}
