// What every bench shares: a database and data folder of its own, the server's processes (a cluster
// has workers), their CPU time and memory, the headers a browser sends, and targets that fail the run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';

/** What Chromium sends for a page: benches measure what a browser gets, compressed. */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
};
export const JSON_HEADERS = { ...BROWSER_HEADERS, accept: 'application/json' };

/** A request's path without its query, ids and numbers, to group figures by route ('/photos/{id}/thumbnails/{n}'). */
export const routeOf = (path) =>
  path
    .replace(/\?.*$/, '')
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')
    .replace(/\/\d+/g, '/{n}');

/** Server environment of every bench: Server-Timing on each answer. */
export const BENCH_ENV = { SERVER_TIMING: '1' };

/**
 * For a bench whose server runs on PGlite in its own data folder whatever the bench was started with: the
 * server would otherwise inherit DATABASE_URL and write its tables and demo into that database.
 */
export const PGLITE_ENV = { DATABASE_URL: '' };

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** The server process and every process below it (cluster workers), from /proc. */
export function processTree(rootPid) {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone meanwhile */
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/** CPU milliseconds (user + system) a process has spent so far, from /proc; null once it has ended. */
function processCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS; // utime, stime
  } catch {
    return null;
  }
}

/** CPU milliseconds spent so far by the given processes (one that has ended counts nothing). */
const cpuMsOf = (pids) => pids.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0);

/**
 * A stopwatch of the CPU time of given processes: the function it returns gives the milliseconds they
 * spent since, each counted from its own start reading (one that ended meanwhile counts nothing).
 */
export function cpuStopwatch(pids) {
  const started = pids.map((pid) => [pid, processCpuMs(pid)]).filter(([, ms]) => ms !== null);
  return () => started.reduce((sum, [pid, ms]) => sum + Math.max(0, (processCpuMs(pid) ?? ms) - ms), 0);
}

/** CPU milliseconds (user + system) spent so far by the server and its workers: process.cpuUsage, read from outside. */
export const serverCpuMs = (rootPid) => cpuMsOf(processTree(rootPid));

/**
 * The PostgreSQL server processes serving a database (its connections), for `cpuStopwatch`: the database runs on
 * this machine in every bench, and its work is part of what an answer costs. Read them under load, when
 * the pools hold every connection they open, and count the same ones before and after.
 */
export async function databaseBackends(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** Resident memory (MB) of each server process: the primary and every worker. */
export function serverRssMb(rootPid) {
  return processTree(rootPid).flatMap((pid) => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      return [{ pid, rss: Math.round(kb / 1024) }];
    } catch {
      return [];
    }
  });
}

export const ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL ??
  (process.env.DATABASE_URL
    ? Object.assign(new URL(process.env.DATABASE_URL), { pathname: '/postgres' }).href
    : 'postgres://postgres@127.0.0.1:5432/postgres');

/**
 * A PostgreSQL database made for this run (nothing is created in the maintenance database it is made
 * from) and dropped by `drop()`.
 */
export async function freshDatabase(label) {
  const name = `bench_${label.replace(/\W/g, '_')}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  console.log(`database ${name} made for this run (dropped at the end)`);
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).href;
  return {
    name,
    url,
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Server environment for a run on PostgreSQL served by WEB_CONCURRENCY (2) processes: they share one
 * session key made for the run, as instances behind a load balancer do.
 */
export function clusterEnv(databaseUrl) {
  return {
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '2',
    JWT_SECRET: process.env.JWT_SECRET ?? crypto.randomBytes(32).toString('hex'),
  };
}

/** A data folder of the run's own (PGlite, blobs, mail), removed by `remove()`. */
export function freshDataDir(label) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values) => percentile(values, 50);

const REFERENCE_DATA = Buffer.from(JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ i, name: `item ${i}`, v: i / 7 }))));

/**
 * Milliseconds this machine takes, now, for a fixed piece of work on one core (JSON and gzip, median of 5).
 * The host of a virtual machine may lend its cores elsewhere: on one idle 2-core machine this figure went from
 * 44 to 72 ms and back within a minute, and the servers' figures move with it. Two runs compare only when it agrees.
 */
export function machineReferenceMs() {
  const times = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    for (let i = 0; i < 20; i++) gzipSync(JSON.stringify(JSON.parse(REFERENCE_DATA.toString())));
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * Collects figures with their targets; `report()` prints them and sets a failing exit code when
 * one misses. `check(label, value, op, target, unit)` with op '<=', '<' or '>='. The machine's reference
 * time (`machineReferenceMs`) is printed beside them, taken when the bench starts and when it reports.
 */
export function targets(bench) {
  const rows = [];
  const referenceBefore = machineReferenceMs();
  return {
    check(label, value, op, target, unit = '') {
      const ok =
        typeof value === 'number' && Number.isFinite(value) && { '<=': value <= target, '<': value < target, '>=': value >= target }[op];
      rows.push({
        figure: label,
        value: typeof value === 'number' ? +value.toFixed(2) : value,
        target: `${op} ${target}${unit ? ` ${unit}` : ''}`,
        result: ok ? 'ok' : 'MISS',
      });
      return ok;
    },
    /** A figure that must hold exactly (a count of errors, a yes/no). */
    expect(label, value, wanted) {
      const ok = value === wanted;
      rows.push({ figure: label, value, target: `= ${wanted}`, result: ok ? 'ok' : 'MISS' });
      return ok;
    },
    info(label, value) {
      rows.push({ figure: label, value: typeof value === 'number' ? +value.toFixed(2) : value, target: '', result: '' });
    },
    report() {
      rows.push({
        figure: 'machine reference ms (start / end of the bench)',
        value: `${referenceBefore.toFixed(0)} / ${machineReferenceMs().toFixed(0)}`,
        target: '',
        result: '',
      });
      console.table(rows);
      const misses = rows.filter((r) => r.result === 'MISS');
      console.log(
        misses.length
          ? `${bench}: ${misses.length} target(s) MISSED: ${misses.map((r) => r.figure).join('; ')}`
          : `${bench}: every target met`,
      );
      if (misses.length) process.exitCode = 1;
      return misses.length === 0;
    },
  };
}
