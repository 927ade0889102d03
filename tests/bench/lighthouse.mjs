// Lighthouse (mobile defaults: Moto G Power, slow 4G, 4x CPU) over the routes of spec §2, signed in where
// needed: LH_RUNS (3) runs per route, the median of each figure reported. PGlite in a data folder of its own.
// Run after `npm run build`: npx node tests/bench/lighthouse.mjs   (CHROME_PATH defaults to /usr/bin/chromium;
// LH_ROUTES=/,/orders limits the routes, by path, and '/my-photos/*' to the paths below one; BENCH_PORT 4470)
// Targets per route: score >= 0.95, LCP <= 1.8 s, TBT <= 100 ms, CLS <= 0.02; the photos page's TBT <= 2x the
// overview's + 100 ms and LCP <= 1.5x the overview's (issue 45; the other photo routes' ratios printed). The
// runs are interleaved: route after route, LH_RUNS times.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer, signInCookies, demoPhotoRoutes } from '../support/server.mjs';
import { mailedLink } from '../support/mail.mjs';
import { BENCH_ENV, PGLITE_ENV, median, targets } from './support/measure.mjs';

const ROUTES = {
  anonymous: [
    '/login',
    '/signup',
    '/account-deleted',
    '/change-email-success',
    '/change-email-error',
    '/delete-account-error',
    '/subscription-confirmation-success',
    '/subscription-confirmation-error',
    '/enable-cookies',
    '/forgot-password',
    // /reset-password and /signup-confirmation are added with real tokens (mailedLinkRoutes).
  ],
  consumer: [
    '/',
    '/orders',
    '/orders/PP-10005',
    '/saved-projects',
    '/my-photos/photos',
    '/my-photos/albums',
    '/my-photos/recently-deleted',
    '/downloads',
    '/settings',
    '/settings/personal-details',
    '/settings/email',
    '/settings/password',
    '/settings/addresses/all',
    '/settings/new-address',
    '/online-products',
    '/online-products/PP-10009-1',
  ],
  business: ['/', '/invoices', '/integration', '/orders/PP-20001', '/settings/b2b', '/settings/b2b/email', '/settings/payment-method'],
};
const RUNS = Number(process.env.LH_RUNS ?? 3);
const only = process.env.LH_ROUTES?.split(',');
const chosen = (path) => !only || only.some((o) => path === o || (o.endsWith('*') && path.startsWith(o.slice(0, -1))));

/**
 * The landing pages of mailed links, with real tokens: a sign-up waiting for confirmation and a password
 * reset of the demo consumer (a GET never uses a token, so every run sees the form).
 */
async function mailedLinkRoutes({ origin, dataDir }) {
  const since = Date.now() - 1000;
  const email = `lighthouse-${process.pid}@bench.example`;
  const post = (path, fields) =>
    fetch(origin + path, { method: 'POST', body: new URLSearchParams(fields), headers: { origin }, redirect: 'manual' });
  await post('/signup?_action=auth.signUp', {
    firstName: 'Light',
    lastName: 'House',
    email,
    password: 'a-long-password',
    accountType: 'consumer',
  });
  await post('/forgot-password?_action=account.requestPasswordReset', { email: 'consumer@demo.example' });
  const links = [
    await mailedLink(dataDir, 'consumer@demo.example', '/reset-password', { since }),
    await mailedLink(dataDir, email, '/signup-confirmation', { since }),
  ];
  return links.map((link) => link.pathname + link.search);
}

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4470), env: { ...BENCH_ENV, ...PGLITE_ENV } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const result = targets(`lighthouse (median of ${RUNS})`);
const rows = [];
/** The long tasks of each route's runs (the page's script that ran in them), for a TBT that misses. */
const longTasks = new Map();
try {
  // Every route first, then the runs interleaved (route after route, RUNS times): a machine that slows down
  // for a while slows every route alike, so the ratios to the overview hold in one run.
  const pages = [];
  for (const [role, routes] of Object.entries(ROUTES)) {
    const cookie = role === 'anonymous' ? '' : await signInCookies(server.origin, `${role}@demo.example`);
    if (role === 'anonymous') routes.push(...(await mailedLinkRoutes(server)));
    if (role === 'consumer') routes.push(...(await demoPhotoRoutes(server.origin, cookie)));
    for (const route of routes.filter((r) => chosen(r.split('?')[0]))) pages.push({ role, route, cookie, runs: [] });
  }
  for (let i = 0; i < RUNS; i++) {
    for (const page of pages) {
      const { lhr } = await lighthouse(`${server.origin}${page.route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: page.cookie ? { cookie: page.cookie } : undefined,
      });
      const { audits, categories } = lhr;
      page.runs.push({
        score: categories.performance.score,
        fcp: audits['first-contentful-paint'].numericValue / 1000,
        lcp: audits['largest-contentful-paint'].numericValue / 1000,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        js:
          (audits['network-requests']?.details?.items ?? [])
            .filter((r) => r.resourceType === 'Script')
            .reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1000,
        final: lhr.finalDisplayedUrl.replace(server.origin, ''),
        lcpElement: nodeSnippet(audits['lcp-breakdown-insight']?.details),
      });
      const tasks = (audits['long-tasks']?.details?.items ?? []).map(
        (task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} (${String(task.url).replace(server.origin, '')})`,
      );
      longTasks.set(page, [...(longTasks.get(page) ?? []), `run ${i + 1}: ${tasks.join(', ') || 'none'}`]);
    }
  }
  for (const page of pages) {
    const { role, route, runs } = page;
    const m = (key) => median(runs.map((r) => r[key]));
    const row = {
      role,
      route,
      score: m('score'),
      'FCP s': +m('fcp').toFixed(2),
      'LCP s': +m('lcp').toFixed(2),
      'TBT ms': Math.round(m('tbt')),
      CLS: +m('cls').toFixed(3),
      'JS KB': +m('js').toFixed(1),
      'scores of the runs': runs.map((r) => r.score).join(' '),
      final: runs[0].final,
    };
    rows.push(row);
    const name = `${role} ${route}`;
    result.check(`${name}: score`, row.score, '>=', 0.95);
    result.check(`${name}: LCP s`, row['LCP s'], '<=', 1.8, 's');
    result.check(`${name}: TBT ms`, row['TBT ms'], '<=', 100, 'ms');
    result.check(`${name}: CLS`, row.CLS, '<=', 0.02);
    if (row['TBT ms'] > 0) console.log(`${name}: long tasks: ${longTasks.get(page).join('; ')}`);
    if (route.startsWith('/my-photos/'))
      console.log(`${name}: LCP element, run by run: ${runs.map((r) => `${r.lcp.toFixed(2)} s ${r.lcpElement}`).join('; ')}`);
  }
  photoRoutesAgainstOverview(rows);
} finally {
  await chrome.kill();
  await server.stop();
}
console.table(rows);
result.report();

/** The first element a Lighthouse audit's details name (the largest paint's element). */
function nodeSnippet(details) {
  if (!details || typeof details !== 'object') return 'none';
  if (details.type === 'node') return details.snippet ?? details.selector ?? 'a node';
  for (const value of Object.values(details)) {
    const found = nodeSnippet(value);
    if (found !== 'none') return found;
  }
  return 'none';
}

/**
 * Issue 45: the photos page's TBT within twice the overview's plus 100 ms and its LCP within 1.5 times the
 * overview's, both medians of the same interleaved runs. The other photo routes' ratios are printed beside it:
 * the issue asks them a score of 0.95 (checked with every route's above), not these ratios.
 */
function photoRoutesAgainstOverview(measured) {
  const overview = measured.find((r) => r.role === 'consumer' && r.route === '/');
  if (!overview) return;
  const tbtLimit = 2 * overview['TBT ms'] + 100;
  const lcpLimit = +(1.5 * overview['LCP s']).toFixed(2);
  for (const row of measured.filter((r) => r.role === 'consumer' && r.route.startsWith('/my-photos/'))) {
    const name = `consumer ${row.route}`;
    const tbt = `${name}: TBT ms against the overview's ${overview['TBT ms']} ms`;
    const lcp = `${name}: LCP s against the overview's ${overview['LCP s']} s`;
    if (row.route === '/my-photos/photos') {
      result.check(tbt, row['TBT ms'], '<=', tbtLimit, 'ms');
      result.check(lcp, row['LCP s'], '<=', lcpLimit, 's');
    } else {
      result.info(`${tbt} (the photos page's limit ${tbtLimit} ms)`, row['TBT ms']);
      result.info(`${lcp} (the photos page's limit ${lcpLimit} s)`, row['LCP s']);
    }
  }
}
