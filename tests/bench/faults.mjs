// Faults under traffic, on a PostgreSQL database made for the run. Two cases, each printing the answers
// by status before, during and after the fault; the service must answer 503 (never 500) meanwhile and
// recover by itself:
// - database-gone: the database is renamed away for OUTAGE_MS (as a dropped database looks to the
//   server; its connections are ended), then back;
// - postgres-stopped: the machine's PostgreSQL stops for OUTAGE_MS. Needs root (pg_ctlcluster) and stops
//   the machine's PostgreSQL briefly: run it alone.
// FAULTS=database-gone (or postgres-stopped) runs one case; both by default.
// Run after `npm run build`: npx node tests/bench/faults.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { startServer, signInCookies } from '../support/server.mjs';

const ADMIN = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OUTAGE_MS = Number(process.env.OUTAGE_MS ?? 10_000);
const CASES = (process.env.FAULTS ?? 'database-gone,postgres-stopped').split(',');

const cluster = (action) => {
  const version = fs.readdirSync('/etc/postgresql')[0];
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])]);
};

async function admin(statement) {
  const client = new pg.Client({ connectionString: ADMIN });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Renames a database, ending its connections first (the server reconnects at once, so again until it is done). */
async function rename(from, to) {
  for (let attempt = 0; ; attempt++) {
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${from}' AND pid <> pg_backend_pid()`);
    try {
      await admin(`ALTER DATABASE ${from} RENAME TO ${to}`);
      return;
    } catch (error) {
      if (attempt > 50) throw error;
    }
  }
}

const FAULTS = {
  'database-gone': (name) => ({ begin: () => rename(name, `${name}_away`), end: () => rename(`${name}_away`, name) }),
  'postgres-stopped': () => ({ begin: () => cluster('stop'), end: () => cluster('start') }),
};

/** Runs signed-in traffic on a fresh server while `fault` happens; answers the statuses counted per phase. */
async function underTraffic(caseName) {
  const name = `photo_account_faults_${process.pid}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN);
  url.pathname = `/${name}`;
  const fault = FAULTS[caseName](name);
  const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4472), env: { DATABASE_URL: url.toString() } });
  const phases = { before: {}, outage: {}, after: {} };
  let phase = 'before';
  let recoveredAt = null;
  let outageEnded;
  try {
    const cookie = await signInCookies(server.origin, 'consumer@demo.example');
    let running = true;
    const traffic = (async () => {
      while (running) {
        for (const path of ['/', '/api/customer/customers/me', '/orders', '/api/health']) {
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
    phase = 'outage';
    await fault.begin();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    await fault.end();
    outageEnded = Date.now();
    phase = 'after';
    await new Promise((r) => setTimeout(r, 8000));
    running = false;
    await traffic;
  } finally {
    if (caseName === 'postgres-stopped') {
      try {
        execFileSync('pg_isready', ['-q', '-h', '127.0.0.1']);
      } catch {
        cluster('start');
      }
    }
    await server.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${name}_away WITH (FORCE)`);
  }
  console.log(`\n${caseName}: answers by status`);
  console.table(Object.entries(phases).map(([p, statuses]) => ({ phase: p, ...statuses })));
  console.log(`recovered ${recoveredAt ? ((recoveredAt - outageEnded) / 1000).toFixed(1) + ' s' : 'never'} after the fault ended`);
  return !phases.outage[500] && !phases.after[500] && recoveredAt !== null;
}

let failed = false;
for (const caseName of CASES) if (!(await underTraffic(caseName))) failed = true;
console.log('target: only 503 during the outage (no 500, no crash), 200 again by itself');
if (failed) process.exitCode = 1;
