// Server latency of a signed-in page and a public page: p50/p95 and requests/s at 32 connections.
// Run after `npm run build`: node tests/bench/ssr.mjs   (DATABASE_URL selects PostgreSQL)
import autocannon from 'autocannon';
import { startServer, signInCookies } from '../support/server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const server = await startServer();
try {
  const cookie = await signInCookies(server.origin, 'consumer@demo.example');
  const rows = [];
  for (const [label, path, headers] of [['/ (signed in)', '/', { cookie }], ['/login (public)', '/login', {}]]) {
    await autocannon({ url: server.origin + path, connections: 8, duration: 2, headers }); // warm-up
    const r = await autocannon({ url: server.origin + path, connections: 32, duration: DURATION, headers });
    rows.push({ route: label, 'p50 ms': r.latency.p50, 'p95 ms': percentile95(r), 'req/s': Math.round(r.requests.average), non2xx: r.non2xx, errors: r.errors });
  }
  console.table(rows);
  console.log('targets: p95 ≤ 50 ms and ≥ 400 req/s at 32 connections');
} finally {
  await server.stop();
}

function percentile95(result) {
  // autocannon reports p90 and p97_5; interpolate p95 between them.
  const { p90, p97_5 } = result.latency;
  return Math.round((p90 + ((p97_5 - p90) * (95 - 90)) / (97.5 - 90)) * 10) / 10;
}
