// Oversized bodies: 20 parallel 50 MB JSON bodies to a signed-in API route of the built server (own data
// folder, PGlite). Prints the server's resident memory idle, at its peak and after, and the answers: every
// one must be 413, and the peak within 64 MB of idle. Run after the build: npx node tests/bench/memory-bodies.mjs
import fs from 'node:fs';
import http from 'node:http';
import { startServer, signUpCookies } from '../support/server.mjs';
import { PGLITE_ENV } from './support/measure.mjs';

const PARALLEL = 20;
const BODY_BYTES = 50 * 1024 * 1024;
const BUDGET_MB = 64;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Streams `BODY_BYTES` of a JSON string and resolves with the status the server answered. */
function post(origin, cookie) {
  const { hostname, port } = new URL(origin);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve) => {
    const req = http.request({
      hostname,
      port,
      method: 'POST',
      path: '/api/photo-management/albums',
      headers: { cookie, origin, 'content-type': 'application/json', 'content-length': BODY_BYTES },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    // The server closes the connection after its answer: a write cut short is expected.
    req.on('error', (error) => resolve(`error ${error.code}`));
    let sent = 0;
    const write = () => {
      while (sent < BODY_BYTES) {
        const part =
          sent === 0
            ? Buffer.concat([Buffer.from('{"name":"'), chunk.subarray(9)])
            : chunk.subarray(0, Math.min(chunk.length, BODY_BYTES - sent));
        sent += part.length;
        if (!req.write(part)) return req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4466), env: { SEED_DEMO: 'false', ...PGLITE_ENV } });
try {
  const cookie = await signUpCookies(server, `bodies-${process.pid}@bench.example`);
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMb(server.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 25);
  const started = Date.now();
  const statuses = await Promise.all(Array.from({ length: PARALLEL }, () => post(server.origin, cookie)));
  const seconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 500));
  clearInterval(sampler);
  const after = rssMb(server.pid);
  const all413 = statuses.every((s) => s === 413);
  const within = peak - idle <= BUDGET_MB;
  console.table({
    'bodies sent': `${PARALLEL} × ${BODY_BYTES / 1024 / 1024} MB in ${seconds.toFixed(1)} s`,
    'RSS idle (MB)': idle.toFixed(1),
    'RSS peak (MB)': `${peak.toFixed(1)} (+${(peak - idle).toFixed(1)}, budget +${BUDGET_MB})`,
    'RSS after (MB)': after.toFixed(1),
    answers: Object.entries(statuses.reduce((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {}))
      .map(([s, n]) => `${n} × ${s}`)
      .join(', '),
    verdict: all413 && within ? 'ok' : 'FAILED',
  });
  if (!all413 || !within) process.exitCode = 1;
} finally {
  await server.stop();
}
