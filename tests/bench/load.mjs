// Load: simulated signed-in users browse pages, page the timeline and open photos against the built server.
// Run after `npm run build`:  DATABASE_URL=postgres://… node tests/bench/load.mjs
// LOAD_USERS (200) and LOAD_SECONDS (300) set the size; prints req/s, p95, errors and the server's memory over time.
import fs from 'node:fs';
import { startServer, signInCookies } from '../support/server.mjs';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const server = await startServer({ port: 4471 });
const rssMb = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024);

async function json(path, cookie) {
  const r = await fetch(server.origin + path, { headers: { cookie } });
  return r.ok ? r.json() : null;
}

try {
  const accounts = ['consumer', 'friend', 'business'];
  const cookies = await Promise.all(accounts.map((a) => signInCookies(server.origin, `${a}@demo.example`)));
  const latencies = [];
  let errors = 0;
  const memory = [{ t: 0, rss: rssMb() }];
  const started = Date.now();
  const deadline = started + SECONDS * 1000;

  /** One measured request; answers the parsed JSON body when there is one. */
  async function timed(path, cookie) {
    const t0 = performance.now();
    let body = null;
    try {
      const r = await fetch(server.origin + path, { headers: { cookie }, redirect: 'manual' });
      const bytes = await r.arrayBuffer();
      if (r.status >= 400) errors++;
      else if (r.headers.get('content-type')?.includes('json')) body = JSON.parse(Buffer.from(bytes).toString());
    } catch {
      errors++;
    }
    latencies.push(performance.now() - t0);
    return body;
  }

  async function user(i) {
    const cookie = cookies[i % cookies.length];
    const timeline = (await json('/api/photo-management/users/timeline', cookie))?.timeline ?? {};
    const months = Object.entries(timeline).flatMap(([y, ms]) => Object.keys(ms).map((m) => `${y}/${m}`));
    while (Date.now() < deadline) {
      const month = months[Math.floor(Math.random() * months.length)];
      await timed(['/', '/orders', '/my-photos/photos', '/settings'][i % 4], cookie);
      if (month) {
        const page = await timed(`/api/photo-management/photos/timeline/${month}`, cookie);
        const photo = page?.images?.[0];
        if (photo?.thumbnails?.[0]?.url) await timed(photo.thumbnails[0].url, cookie);
      }
    }
  }

  const sampler = setInterval(() => memory.push({ t: Math.round((Date.now() - started) / 1000), rss: rssMb() }), 5000);
  await Promise.all(Array.from({ length: USERS }, (_, i) => user(i)));
  clearInterval(sampler);

  const measured = latencies.sort((a, b) => a - b);
  const p = (q) => Math.round(measured[Math.floor(q * (measured.length - 1))]);
  const afterWarmup = memory.filter((m) => m.t >= Math.min(60, SECONDS / 5)).map((m) => m.rss);
  const drift = afterWarmup.length > 1 ? Math.round(((Math.max(...afterWarmup) - Math.min(...afterWarmup)) / Math.min(...afterWarmup)) * 100) : 0;
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; users ${USERS}; ${SECONDS} s`);
  console.table([{ requests: measured.length, 'req/s': Math.round(measured.length / SECONDS), 'p50 ms': p(0.5), 'p95 ms': p(0.95), errors }]);
  console.log('memory (RSS MB) over time:', memory.map((m) => `${m.t}s:${m.rss}`).join(' '));
  console.log(`memory spread after warm-up: ${drift}% — targets: 0 errors, memory flat within 10 %`);
} finally {
  await server.stop();
}
