// Load: simulated signed-in users browse pages, page the timeline and open photos against the built server,
// asking as a browser asks (gzip). Prints req/s, p95, errors and the memory of every server process
// (the primary and each worker) over time.
// Runs on a database of its own: with DATABASE_URL a fresh PostgreSQL database (dropped after) served by
// WEB_CONCURRENCY (2) processes; without it PGlite in a temporary data folder.
// Run after `npm run build`: npx node tests/bench/load.mjs   (LOAD_USERS 200, LOAD_SECONDS 300, BENCH_PORT 4471)
// Targets: no errors (a 404 for a photo the bench itself listed earlier and that is gone since is stale data,
// counted apart), no process's memory growing by more than 10 % after warm-up (the median of the last third of
// its samples against that of the first third).
import { startServer, signInCookies } from '../support/server.mjs';
import {
  BENCH_ENV,
  JSON_HEADERS,
  BROWSER_HEADERS,
  clusterEnv,
  freshDatabase,
  median,
  percentile,
  routeOf,
  serverRssMb,
  targets,
} from './support/measure.mjs';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const postgres = Boolean(process.env.DATABASE_URL);
const database = postgres ? await freshDatabase('load') : null;
const env = { ...BENCH_ENV, ...(database ? clusterEnv(database.url) : {}) };
const result = targets(`load (${postgres ? `PostgreSQL, ${env.WEB_CONCURRENCY} processes` : 'PGlite'}; ${USERS} users, ${SECONDS} s)`);

try {
  const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4471), env });
  try {
    const accounts = ['consumer', 'friend', 'business'];
    const cookies = await Promise.all(accounts.map((a) => signInCookies(server.origin, `${a}@demo.example`)));
    const latencies = [];
    let errors = 0;
    let stale = 0;
    /** The errors by answer and route ('401 /api/photo-management/photos/timeline/{n}/{n}'), so a miss says what failed. */
    const errorKinds = new Map();
    const countError = (kind, path) => {
      errors++;
      const key = `${kind} ${routeOf(path.replace(server.origin, ''))}`;
      errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
    };
    const memory = [{ t: 0, processes: serverRssMb(server.pid) }];
    const started = Date.now();
    const deadline = started + SECONDS * 1000;

    /** One measured request (a path, or a URL the server answered: thumbnails are absolute); answers the parsed JSON body when there is one. `listed` marks data the bench read before. */
    async function timed(path, cookie, { listed = false, json = false } = {}) {
      const t0 = performance.now();
      let body = null;
      try {
        const r = await fetch(new URL(path, server.origin), {
          headers: { ...(json ? JSON_HEADERS : BROWSER_HEADERS), cookie },
          redirect: 'manual',
        });
        const bytes = await r.arrayBuffer();
        if (r.status === 404 && listed) stale++;
        else if (r.status >= 400) countError(r.status, path);
        else if (r.headers.get('content-type')?.includes('json')) body = JSON.parse(Buffer.from(bytes).toString());
      } catch (error) {
        countError(error.cause?.code ?? error.name, path);
      }
      latencies.push(performance.now() - t0);
      return body;
    }

    async function user(i) {
      const cookie = cookies[i % cookies.length];
      const timeline = (await timed('/api/photo-management/users/timeline', cookie, { json: true }))?.timeline ?? {};
      const months = Object.entries(timeline).flatMap(([y, ms]) => Object.keys(ms).map((m) => `${y}/${m}`));
      while (Date.now() < deadline) {
        const month = months[Math.floor(Math.random() * months.length)];
        await timed(['/', '/orders', '/my-photos/photos', '/settings'][i % 4], cookie);
        if (month) {
          const page = await timed(`/api/photo-management/photos/timeline/${month}`, cookie, { json: true, listed: true });
          const photo = page?.images?.[0];
          if (photo?.thumbnails?.[0]?.url) await timed(photo.thumbnails[0].url, cookie, { listed: true });
        }
      }
    }

    const sampler = setInterval(
      () => memory.push({ t: Math.round((Date.now() - started) / 1000), processes: serverRssMb(server.pid) }),
      5000,
    );
    await Promise.all(Array.from({ length: USERS }, (_, i) => user(i)));
    clearInterval(sampler);

    const warm = memory.filter((m) => m.t >= Math.min(60, SECONDS / 5));
    const pids = [...new Set(memory.flatMap((m) => m.processes.map((p) => p.pid)))];
    result.info('requests', latencies.length);
    result.info('req/s', latencies.length / SECONDS);
    result.info('p50 ms', percentile(latencies, 50));
    result.info('p95 ms', percentile(latencies, 95));
    result.expect('errors (answers >= 400 other than stale 404s, network errors)', errors, 0);
    result.info('stale-data 404s (photos the bench listed earlier)', stale);
    for (const [kind, count] of [...errorKinds].sort((a, b) => b[1] - a[1])) console.log(`errors: ${count} × ${kind}`);
    for (const pid of pids) {
      const rss = warm.map((m) => m.processes.find((p) => p.pid === pid)?.rss).filter((v) => v !== undefined);
      console.log(
        `memory of process ${pid} (RSS MB) over time: ${memory.map((m) => `${m.t}s:${m.processes.find((p) => p.pid === pid)?.rss ?? '-'}`).join(' ')}`,
      );
      if (rss.length < 3) continue;
      // A leak grows; a heap that gives memory back (the primary, idle, at about 100 s) is no leak. So the
      // median of the last third of the samples after warm-up is held against that of the first third.
      const third = Math.floor(rss.length / 3);
      const [first, last] = [median(rss.slice(0, third)), median(rss.slice(-third))];
      result.check(`process ${pid}: memory growth after warm-up, %`, ((last - first) / first) * 100, '<=', 10, '%');
      result.info(`process ${pid}: memory spread after warm-up, %`, ((Math.max(...rss) - Math.min(...rss)) / Math.min(...rss)) * 100);
    }
  } finally {
    await server.stop();
  }
} finally {
  await database?.drop();
}
result.report();
