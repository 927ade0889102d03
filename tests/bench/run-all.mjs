// `npm run bench`: builds, then runs every bench, each printing its figures with their targets. Exits
// non-zero when the build fails or any bench misses a target (or fails to run). Each bench also runs
// alone: npx node tests/bench/<name>.mjs. faults.mjs stops the machine's PostgreSQL for 10 s, so it runs only
// with BENCH_FAULTS=1; load.mjs runs 5 minutes (LOAD_SECONDS to change).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const ORDER = ['js-budget', 'ssr', 'photos', 'photos-jobs', 'memory-bodies', 'timeline', 'lighthouse', 'load', 'faults'];
const bin = 'node_modules/.bin/';
if (spawnSync(`${bin}astro`, ['build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const failed = [];
for (const name of ORDER) {
  const file = `tests/bench/${name}.mjs`;
  if (!fs.existsSync(file) || (name === 'faults' && !process.env.BENCH_FAULTS)) continue;
  console.log(`\n=== ${name} ===`);
  if (spawnSync(`${bin}node`, [file], { stdio: 'inherit' }).status !== 0) failed.push(name);
}
console.log(failed.length ? `\nbenches that missed a target or failed: ${failed.join(', ')}` : '\nevery bench met its targets');
if (failed.length) process.exitCode = 1;
