// Server CPU per request of the signed-in pages, as ratios to floors measured in the same run (issue 45).
// CPU per request is the server's processes' user + system time (from /proc) plus that of the PostgreSQL
// backends serving them, divided by the answers, at 8 connections asking as a browser does (gzip). The floors
// (tests/bench/support/floor-server.mjs): a bare node:http + pg server running the overview's statements and
// answering the overview's HTML (13 KB) gzipped per request, and the same server answering 20 KB of an account page gzipped per request.
// Every page and floor is measured in each of BENCH_ROUNDS (5) interleaved rounds (BENCH_WARMUP_SECONDS 3 of
// warm-up at the same load, then BENCH_SECONDS 5 measured); a ratio is the median of the rounds' ratios, so a
// change of the machine's speed between rounds moves a page and its floor alike. The figures are of warm servers,
// as in production: a first round, run as the others but not counted, lets V8 finish optimising (half a minute
// into a run it still compiled a few functions a second, and the overview's CPU per request was a tenth above
// what it settled at).
// Also printed: the statements each page sends (Server-Timing, counted by a server started with SERVER_TIMING for
// that; the CPU is measured on one without it), and the memory (RSS) at idle after the demo seed of the default
// server (PGlite), the PostgreSQL-backed one and the bare floor process.
// Runs on a PostgreSQL database of its own (DATABASE_URL's server, else 127.0.0.1:5432) and a PGlite data folder
// of its own. Run after `npm run build`: npx node tests/bench/ssr.mjs   (BENCH_PORT 4450; the floor on +1)
// SSR_BASELINE_DIR=<another build's OUT_DIR> serves that build too (on BENCH_PORT + 2, same database) and measures
// its pages in the same rounds, printed beside this build's (before/after in one run; its targets are not checked).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, signInCookies, largestAlbum } from '../support/server.mjs';
import {
  BENCH_ENV,
  BROWSER_HEADERS,
  JSON_HEADERS,
  PGLITE_ENV,
  cpuStopwatch,
  freshDatabase,
  median,
  serverCpuMs,
  serverRssMb,
  targets,
} from './support/measure.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const CONNECTIONS = 8;
const PORT = Number(process.env.BENCH_PORT ?? 4450);
const FLOOR_APPLICATION = 'bench-floor';
const BASELINE_DIR = process.env.SSR_BASELINE_DIR;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssOf = (pid) => serverRssMb(pid).reduce((sum, p) => sum + p.rss, 0);
const result = targets('ssr (CPU per request against floors, PostgreSQL)');

// Memory first, on an idle machine: the default server on PGlite, seeded with the demo, at rest.
{
  const server = await startServer({ port: PORT, env: { ...BENCH_ENV, ...PGLITE_ENV } });
  try {
    await sleep(IDLE_SECONDS * 1000);
    result.check('memory at idle: default server (PGlite) MB', rssOf(server.pid), '<=', 600, 'MB');
  } finally {
    await server.stop();
  }
}

const database = await freshDatabase('ssr');
try {
  // The statements each page sends are counted by a server with SERVER_TIMING on, which starts on the new
  // database (its memory at idle is read then); CPU is measured on one without it, as in production: counting
  // every statement costs a few per cent.
  const session = {};
  let pages;
  let floorHtml;
  const counting = await startServer({ port: PORT, env: { ...BENCH_ENV, DATABASE_URL: database.url, WEB_CONCURRENCY: '1' } });
  try {
    await sleep(IDLE_SECONDS * 1000);
    result.check('memory at idle: PostgreSQL-backed server MB', rssOf(counting.pid), '<=', 300, 'MB');
    session.cookie = await signInCookies(counting.origin, 'consumer@demo.example');
    if (!session.cookie) throw new Error('could not sign in');
    pages = await pagesOf(counting.origin, session);
    for (const p of pages) {
      p.statements = await statementsOf(p, session);
      result.info(`${p.label}: statements (unprepared)`, `${p.statements.statements} (${p.statements.unprepared})`);
    }
    floorHtml = await floorPages(pages, session);
  } finally {
    await counting.stop();
  }
  // On the same port: the pages' addresses hold.
  const server = await startServer({ port: PORT, env: { DATABASE_URL: database.url, WEB_CONCURRENCY: '1' } });
  let floor;
  let baseline;
  try {
    floor = await startFloor(database.url, await overviewStatements(database.url), floorHtml);
    if (BASELINE_DIR) {
      const env = { DATABASE_URL: database.url, WEB_CONCURRENCY: '1', OUT_DIR: path.resolve(BASELINE_DIR) };
      baseline = await startServer({ port: PORT + 2, env });
    }
    await fetch(`${floor.origin}/overview`);
    await sleep(2000);
    result.info('memory at idle: bare node:http + pg process MB', rssOf(floor.pid));

    // floors[i] is measured right before pages[i] (the overview after its floor, /login after the 20 KB floor)
    // and a page's baseline right after it: a change of the machine's speed within a round moves both.
    const floors = [
      { label: 'floor: node:http + pg, overview statements, 13 KB gzip', url: `${floor.origin}/overview`, pid: floor.pid, floor: true },
      { label: 'floor: node:http, 20 KB page gzipped', url: `${floor.origin}/static`, pid: floor.pid, floor: true },
    ];
    const all = [
      ...pages.flatMap((p, i) => [
        ...(i < floors.length ? [floors[i]] : []),
        { ...p, pid: server.pid, floor: false },
        ...(baseline
          ? [
              {
                ...p,
                label: `${p.label} (baseline)`,
                url: p.url.replace(server.origin, baseline.origin),
                pid: baseline.pid,
                floor: false,
                baseline: true,
              },
            ]
          : []),
      ]),
    ];
    const rounds = [];
    for (let round = -1; round < ROUNDS; round++) {
      // Access tokens last 15 minutes; the baseline shares the database, not the signing key.
      session.cookie = await signInCookies(server.origin, 'consumer@demo.example');
      if (baseline) session.baselineCookie = await signInCookies(baseline.origin, 'consumer@demo.example');
      const figures = {};
      for (const target of all) figures[target.label] = await measure(target, database.url, session);
      if (round >= 0) rounds.push(figures);
    }
    const mid = (label, key) => median(rounds.map((r) => r[label][key]));
    const ratio = (label, of) => median(rounds.map((r) => r[label].cpu / r[of].cpu));
    for (const target of all) {
      result.info(`${target.label}: CPU ms per request (server + PostgreSQL)`, mid(target.label, 'cpu'));
      result.info(`${target.label}: of which PostgreSQL`, mid(target.label, 'database'));
      result.info(`${target.label}: KB per answer (compressed)`, mid(target.label, 'kb'));
      result.expect(`${target.label}: answers other than 2xx, errors`, Math.max(...rounds.map((r) => r[target.label].failures)), 0);
    }
    const [overviewFloor, staticFloor] = floors;
    const [overview, login, ...photoPages] = pages;
    const eachRound = (label, of) => rounds.map((r) => (r[label].cpu / r[of].cpu).toFixed(2)).join(' ');
    result.info(`${overview.label} / its floor, round by round`, eachRound(overview.label, overviewFloor.label));
    result.check(`${overview.label} / its floor`, ratio(overview.label, overviewFloor.label), '<=', 2, '×');
    result.check(`${login.label} / the 20 KB gzip floor`, ratio(login.label, staticFloor.label), '<=', 3, '×');
    for (const p of photoPages.filter((p) => p.photoRoute))
      result.check(`${p.label} / ${overview.label}`, ratio(p.label, overview.label), '<=', 3, '×');
    for (const p of pages)
      if (p.databaseTarget)
        result.check(`${p.label}: PostgreSQL CPU ms per request`, mid(p.label, 'database'), '<=', p.databaseTarget, 'ms');
    for (const p of pages)
      if (p.statementsTarget) result.check(`${p.label}: statements per request`, p.statements.statements, '<=', p.statementsTarget);
    if (baseline)
      for (const p of pages) {
        const before = `${p.label} (baseline)`;
        result.info(`${p.label}: CPU per request / the baseline's`, ratio(p.label, before));
        if (p.photoRoute) result.info(`${before} / ${overview.label} (baseline)`, ratio(before, `${overview.label} (baseline)`));
      }
  } finally {
    floor?.stop();
    await baseline?.stop();
    await server.stop();
  }
} finally {
  await database.drop();
}
result.report();

/** The pages measured, with their targets: paths of the demo consumer's largest order, largest album and a photo. */
async function pagesOf(origin, session) {
  const json = async (path) => (await fetch(origin + path, { headers: { ...JSON_HEADERS, cookie: session.cookie } })).json();
  // The order that asks the most: the most products, a voucher among them.
  const orders = (await json('/api/order/v2/superorders/me')).items;
  const weight = (o) => o.products.length + (o.products.some((p) => p.voucher) ? 0.5 : 0);
  const order = orders.reduce((best, o) => (weight(o) > weight(best) ? o : best)).code;
  const album = largestAlbum((await json('/api/photo-management/albums')).albums).albumId;
  const photo = (await json('/api/photo-management/photos?limit=1')).images[0].imageId;
  const page = (label, path, more = {}) => ({ label, url: origin + path, signedIn: true, ...more });
  return [
    page('/ (overview)', '/'),
    page('/login', '/login', { signedIn: false }),
    page('/my-photos/photos', '/my-photos/photos', { photoRoute: true }),
    page('an album page', `/my-photos/albums/${album}`, { photoRoute: true }),
    page('a preview deep link', `/my-photos/photos/preview/${photo}`, { photoRoute: true }),
    page('/my-photos/albums', '/my-photos/albums', { databaseTarget: 1.5 }),
    page('an order page', `/orders/${order}`, { statementsTarget: 4 }),
    page('users/counts', '/api/photo-management/users/counts?sharedView=true', { headers: JSON_HEADERS }),
  ];
}

function headersOf(target, session) {
  return {
    ...(target.headers ?? BROWSER_HEADERS),
    ...(target.signedIn ? { cookie: target.baseline ? session.baselineCookie : session.cookie } : {}),
  };
}

/** The statements a request of a page sends, from its Server-Timing: the second, the first fills the server's short caches. */
async function statementsOf(target, session) {
  const ask = () => fetch(target.url, { headers: headersOf(target, session), redirect: 'manual' });
  await (await ask()).arrayBuffer();
  const response = await ask();
  await response.arrayBuffer();
  const timing = response.headers.get('server-timing') ?? '';
  const count = (name) => Number(new RegExp(`${name};desc=(\\d+)`).exec(timing)?.[1] ?? NaN);
  if (response.status !== 200) throw new Error(`${target.url} answered ${response.status}`);
  return { statements: count('statements'), unprepared: count('unprepared') };
}

/** CPU ms per request of one target in one round: its server's processes and its PostgreSQL backends. */
async function measure(target, databaseUrl, session) {
  const headers = headersOf(target, session);
  const load = (duration) => autocannon({ url: target.url, connections: CONNECTIONS, duration, headers });
  await load(WARMUP);
  const databaseCpu = cpuStopwatch(await backends(databaseUrl, target.floor));
  const cpuBefore = serverCpuMs(target.pid);
  const run = await load(SECONDS);
  const cpu = serverCpuMs(target.pid) - cpuBefore;
  const database = databaseCpu();
  const answers = Math.max(1, run.requests.total);
  return {
    cpu: (cpu + database) / answers,
    database: database / answers,
    kb: run.throughput.total / answers / 1000,
    failures: run.non2xx + run.errors + run.timeouts,
  };
}

/** The PostgreSQL backends of the floor's pool, or of the server's connections. */
async function backends(url, floor) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
       AND (application_name = $1) = $2`,
      [FLOOR_APPLICATION, floor],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/**
 * The statements the overview sends for the demo consumer, with the values it sends: read from PostgreSQL's
 * statement log would tie the bench to one machine's log files, so they are written here (captured once with
 * `log_statement = all`); `statements (unprepared)` of `/` above says when the overview's change.
 */
async function overviewStatements(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const account = (await client.query(`SELECT id FROM accounts WHERE email = 'consumer@demo.example'`)).rows[0].id;
    const orders = await client.query('SELECT id FROM shop_orders WHERE account_id = $1', [account]);
    return overviewStatementsOf(
      account,
      orders.rows.map((row) => row.id),
    );
  } finally {
    await client.end();
  }
}

function overviewStatementsOf(account, orderIds) {
  return [
    {
      name: 'account_and_session',
      text: 'select "id", "email", "idp_type", "idp_sub", "user_type", "channel_id", "account_deleted", "tokens_valid_after", exists (select 1 from "refresh_tokens" where "family_id" = $1 and "revoked_at" is not null) from "accounts" where "accounts"."id" = $2',
      values: [randomUUID(), account],
    },
    {
      name: 'orders_not_expired_page',
      text: 'select "id", "code", "account_id", "channel_id", "source", "state", "delivery_type", "shipping_cents", "delivery_address", "blocked_reason", "delivery_earliest", "delivery_latest", "carrier", "tracking_number", "delivered_on", "expires_at", "created_at", "updated_at", count(*) over () from "shop_orders" where ("shop_orders"."account_id" = $1 and ("shop_orders"."expires_at" is null or "shop_orders"."expires_at" > $2::timestamptz)) order by "shop_orders"."created_at" desc, "shop_orders"."id" desc limit $3 offset $4',
      values: [account, new Date().toISOString(), 100, 0],
    },
    {
      name: 'products_of_orders',
      text: 'select "shop_order_products"."code", "shop_order_products"."order_id", "shop_order_products"."position", "shop_order_products"."article_id", "shop_order_products"."quantity", "shop_order_products"."status", "shop_order_products"."payment_changed_at", "shop_order_products"."voucher_code", "shop_order_products"."options", "shop_order_products"."has_pdf", "shop_order_products"."price_cents", "shop_voucher_offers"."discount_percent" from "shop_order_products" left join "shop_voucher_offers" on "shop_voucher_offers"."code" = "shop_order_products"."voucher_code" where "shop_order_products"."order_id" = any($1::uuid[]) order by "shop_order_products"."position" asc',
      values: [orderIds],
    },
    {
      name: 'projects_page',
      text: 'select "id", "account_id", "name", "article_id", "channel_id", "created_at", "updated_at", count(*) over () from "shop_projects" where "shop_projects"."account_id" = $1 order by "shop_projects"."updated_at" desc, "shop_projects"."id" desc limit $2 offset $3',
      values: [account, 3, 0],
    },
    {
      name: 'customer_of_account',
      text: 'select "accounts"."email", "accounts"."user_type", "accounts"."account_deleted", "customers"."account_id", "customers"."first_name", "customers"."last_name", "customers"."phone", "customers"."company_name", "customers"."vat_number", "customers"."business_status", "customers"."payment_method", "customers"."ftp_callback_url", "customers"."ftp_callback_format", "customers"."newsletter", "customers"."hide_order_prints", "customers"."updated_at", coalesce((select json_agg(json_build_object(\'id\', "addresses"."id", \'firstName\', "addresses"."first_name", \'lastName\', "addresses"."last_name", \'street\', "addresses"."street", \'houseNumber\', "addresses"."house_number", \'postalCode\', "addresses"."postal_code", \'city\', "addresses"."city", \'country\', "addresses"."country", \'phone\', "addresses"."phone", \'isDefault\', "addresses"."is_default") order by "addresses"."is_default" desc, "addresses"."created_at" asc, "addresses"."id" asc) from "addresses" where "addresses"."account_id" = "accounts"."id"), \'[]\'::json) from "accounts" inner join "customers" on "customers"."account_id" = "accounts"."id" where "accounts"."id" = $1',
      values: [account],
    },
    {
      name: 'rows_photos_created_desc_first',
      text: 'select "id", "account_id", "upload_id", "local_file_name", "width", "height", "visible_width", "visible_height", to_char("date_taken", \'YYYY-MM-DD"T"HH24:MI:SS.MS\'), to_char("upload_end" AT TIME ZONE \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\'), to_char("created" AT TIME ZONE \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\'), "thumbnails", to_char("trashed_at" AT TIME ZONE \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\'), to_char("created" AT TIME ZONE \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\'), "id" from "photos" where ("photos"."account_id" = $1 and "photos"."status" = \'active\') order by "photos"."created" desc, "photos"."id" desc limit $2',
      values: [account, 7],
    },
    {
      name: 'pending_uploads',
      text: 'select count(*)::int, min("finished_at"), max("finished_at") from "photo_uploads" where ("photo_uploads"."account_id" = $1 and "photo_uploads"."state" = $2)',
      values: [account, 'pending'],
    },
  ];
}

/** The floors' pages, as the server answered them: the overview's HTML, and 20 KB of the albums page's. */
async function floorPages(pages, session) {
  const html = async (label) => {
    const target = pages.find((p) => p.label === label);
    return (await fetch(target.url, { headers: headersOf(target, session) })).text();
  };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-')), 'floor-pages.json');
  fs.writeFileSync(
    file,
    JSON.stringify({ overview: await html('/ (overview)'), static: (await html('/my-photos/albums')).slice(0, 20_000) }),
  );
  return file;
}

async function startFloor(databaseUrl, statements, pagesFile) {
  const port = PORT + 1;
  const child = spawn(process.execPath, [path.resolve('tests/bench/support/floor-server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      FLOOR_STATEMENTS: JSON.stringify(statements),
      FLOOR_PAGES: pagesFile,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the floor server stopped (${code})`)));
  });
  return {
    origin: `http://localhost:${port}`,
    pid: child.pid,
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(path.dirname(pagesFile), { recursive: true, force: true });
    },
  };
}
