// Faults: PostgreSQL stops for 10 s under traffic. The service must answer 503 (never 500) meanwhile and
// recover by itself. Needs root (pg_ctlcluster) and stops the machine's PostgreSQL briefly: run it alone.
// Run after `npm run build`: npx node tests/bench/faults.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { startServer, signInCookies } from '../support/server.mjs';

const ADMIN = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OUTAGE_MS = Number(process.env.OUTAGE_MS ?? 10_000);
const version = fs.readdirSync('/etc/postgresql')[0];
const cluster = (action) =>
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])]);

const name = `photo_account_faults_${process.pid}`;
const admin = new pg.Client({ connectionString: ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(ADMIN);
url.pathname = `/${name}`;

const server = await startServer({ port: 4472, env: { DATABASE_URL: url.toString() } });
const phases = { before: {}, outage: {}, after: {} };
let phase = 'before';
let recoveredAt = null;
let outageEnded;
try {
  const cookie = await signInCookies(server.origin, 'consumer@demo.example');
  let running = true;
  const traffic = (async () => {
    while (running) {
      for (const path of ['/', '/api/customer/customers/me', '/orders']) {
        const status = await fetch(server.origin + path, { headers: { cookie }, redirect: 'manual' }).then(
          (r) => r.status,
          () => 'network error',
        );
        phases[phase][status] = (phases[phase][status] ?? 0) + 1;
        if (phase === 'after' && status === 200 && recoveredAt === null) recoveredAt = Date.now();
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await new Promise((r) => setTimeout(r, 3000));
  cluster('stop');
  phase = 'outage';
  await new Promise((r) => setTimeout(r, OUTAGE_MS));
  cluster('start');
  outageEnded = Date.now();
  phase = 'after';
  await new Promise((r) => setTimeout(r, 8000));
  running = false;
  await traffic;
} finally {
  try {
    execFileSync('pg_isready', ['-q', '-h', '127.0.0.1']);
  } catch {
    cluster('start');
  }
  await server.stop();
  const cleanup = new pg.Client({ connectionString: ADMIN });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
}
console.table(Object.entries(phases).map(([p, statuses]) => ({ phase: p, ...statuses })));
console.log(`recovered ${recoveredAt ? ((recoveredAt - outageEnded) / 1000).toFixed(1) + ' s' : 'never'} after PostgreSQL came back`);
console.log('target: only 503 during the outage (no 500, no crash), 200 again by itself');
