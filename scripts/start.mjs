// `npm start`: builds when the build is missing or older than its sources (scripts/build-freshness.mjs),
// then serves it with scripts/server.mjs.
import cluster from 'node:cluster';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './build-freshness.mjs';

// The same default as astro.config.mjs.
const outDir = process.env.OUT_DIR ?? './dist';
if (buildIsStale({ outDir })) execFileSync('node_modules/.bin/astro', ['build'], { stdio: 'inherit' });
else console.log(`The build in ${outDir} is newer than its sources: not built again.`);
// With WEB_CONCURRENCY above 1 the server's workers run the server's file, not this one.
cluster.setupPrimary({ exec: fileURLToPath(new URL('./server.mjs', import.meta.url)) });
await import('./server.mjs');
