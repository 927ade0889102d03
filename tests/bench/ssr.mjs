// Server latency of a signed-in page and a public page at 32 connections, and of the photos page (printed
// without a target), asked the way a browser asks (Accept-Encoding gzip/br, so the server compresses):
// p50/p95, requests/s, and the server's CPU time per request (user + system of every server process, read
// from /proc) beside the wall clock; on PostgreSQL also the CPU time of the database's own processes per
// request (the bench's database is on this machine).
// Runs on a database of its own: with DATABASE_URL a fresh PostgreSQL database (dropped at the end) served
// by WEB_CONCURRENCY (2) processes; without it PGlite in a temporary data folder.
// Run after `npm run build`: npx node tests/bench/ssr.mjs   (BENCH_SECONDS 10, BENCH_WARMUP_SECONDS 10, BENCH_PORT 4450)
// Figures are of a warm server: each route is first asked at full load for BENCH_WARMUP_SECONDS, as a server
// in service is (V8 compiles a page's code for speed only after many calls; with 2 s of warm-up the first
// seconds measured cost a third more CPU per request than the steady state).
// Targets: PostgreSQL >= 400 req/s and p95 <= 50 ms; PGlite >= 250 req/s; no answer other than 2xx.
import autocannon from 'autocannon';
import { startServer, signInCookies } from '../support/server.mjs';
import {
  BENCH_ENV,
  BROWSER_HEADERS,
  clusterEnv,
  cpuStopwatch,
  databaseBackends,
  freshDatabase,
  serverCpuMs,
  targets,
} from './support/measure.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const postgres = Boolean(process.env.DATABASE_URL);
const database = postgres ? await freshDatabase('ssr') : null;
const env = database ? clusterEnv(database.url) : {};
const goal = postgres ? { rps: 400, p95: 50 } : { rps: 250, p95: null };
const result = targets(`ssr (${postgres ? `PostgreSQL, ${env.WEB_CONCURRENCY} processes` : 'PGlite, 1 process'})`);
try {
  const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4450), env: { ...BENCH_ENV, ...env } });
  try {
    const cookie = await signInCookies(server.origin, 'consumer@demo.example');
    if (!cookie) throw new Error('could not sign in');
    for (const [label, path, headers, targeted] of [
      ['/ (signed in)', '/', { ...BROWSER_HEADERS, cookie }, true],
      ['/login (public)', '/login', BROWSER_HEADERS, true],
      ['/my-photos/photos (signed in)', '/my-photos/photos', { ...BROWSER_HEADERS, cookie }, false],
    ]) {
      const check = await fetch(server.origin + path, { headers, redirect: 'manual' });
      if (check.status !== 200 || check.headers.get('content-encoding') !== 'gzip') {
        throw new Error(`${path} answered ${check.status} (${check.headers.get('content-encoding') ?? 'uncompressed'}): expected 200 gzip`);
      }
      await autocannon({ url: server.origin + path, connections: 32, duration: WARMUP, headers });
      const databaseCpu = cpuStopwatch(database ? await databaseBackends(database.url) : []);
      const cpuBefore = serverCpuMs(server.pid);
      const r = await autocannon({ url: server.origin + path, connections: 32, duration: DURATION, headers });
      const cpuMs = serverCpuMs(server.pid) - cpuBefore;
      const databaseCpuMs = databaseCpu();
      const p95 = percentile95(r);
      if (targeted) result.check(`${label} req/s`, r.requests.average, '>=', goal.rps);
      else result.info(`${label} req/s`, r.requests.average);
      if (targeted && goal.p95) result.check(`${label} p95 ms`, p95, '<=', goal.p95, 'ms');
      else result.info(`${label} p95 ms`, p95);
      result.info(`${label} p50 ms`, r.latency.p50);
      result.info(`${label} server CPU ms per request`, cpuMs / Math.max(1, r.requests.total));
      if (database) result.info(`${label} PostgreSQL CPU ms per request`, databaseCpuMs / Math.max(1, r.requests.total));
      result.info(`${label} KB per answer (compressed)`, r.throughput.total / Math.max(1, r.requests.total) / 1000);
      result.expect(`${label} answers other than 2xx`, r.non2xx, 0);
      result.expect(`${label} connection errors and timeouts`, r.errors + r.timeouts, 0);
    }
  } finally {
    await server.stop();
  }
} finally {
  await database?.drop();
}
result.report();

function percentile95(run) {
  // autocannon reports p90 and p97_5; interpolate p95 between them.
  const { p90, p97_5 } = run.latency;
  return Math.round((p90 + ((p97_5 - p90) * (95 - 90)) / (97.5 - 90)) * 10) / 10;
}
