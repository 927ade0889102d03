// JavaScript shipped before any interaction, per route, gzip bytes: the scripts a page's HTML references
// (<script src>, island component / renderer / before-hydration URLs, modulepreload links) and every chunk
// they import statically, read from the built site (OUT_DIR/client). Dynamic import() chunks load on use and
// are not counted. Failures (exit code 1):
//   - a page that ships external JavaScript without hosting an island (pages are server-rendered HTML),
//   - /my-photos/photos above PHOTOS_JS_BUDGET_KB (100) KB gzip,
//   - hammerjs in the static graph of any page (it loads when a preview opens),
//   - any script at all, inline ones too, on a page that a mail link lands on (mail scanners run scripts).
// Run after the build:  OUT_DIR=/tmp/dist-x node tests/bench/js-budget.mjs   (JS_BUDGET_PORT picks the port)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, signInCookies, demoPhotoRoutes } from '../support/server.mjs';

const OUT = process.env.OUT_DIR ?? 'dist';
const CLIENT = path.resolve(OUT, 'client');
const BUDGET = Number(process.env.PHOTOS_JS_BUDGET_KB ?? 100) * 1000;
const SHOP_PAGES = {
  consumer: ['/', '/orders', '/orders?tab=history', '/orders/PP-10005', '/saved-projects', '/online-products', '/online-products/PP-10009-1', '/downloads',
    '/settings', '/settings/personal-details', '/settings/email', '/settings/new-address', '/settings/addresses/all'],
  business: ['/', '/invoices', '/integration', '/orders/PP-20001', '/settings/b2b', '/settings/b2b/email', '/settings/payment-method'],
};
const MAIL_LANDING_PAGES = ['/change-email-confirmation?confirmation-token=x', '/change-email-success', '/change-email-error',
  '/delete-account-confirmation?confirmation-token=x', '/account-deleted', '/delete-account-error',
  '/subscription-confirmation?confirmation-token=x&email=a%40b.example', '/subscription-confirmation-success', '/subscription-confirmation-error'];
const OTHER_PUBLIC_PAGES = ['/login', '/signup', '/enable-cookies', '/error'];
const ACCOUNTS = { consumer: 'consumer@demo.example', business: 'business@demo.example' };

const gz = new Map();
function gzipSize(file) {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gz.get(file);
}

/** Static imports of an ES module (`import … from './x.js'`, `import './x.js'`, `export … from`), not `import()`. */
function staticImports(code) {
  const out = [];
  const re = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (let m; (m = re.exec(code)); ) out.push(m[1]);
  return out;
}

function graph(urlPath, seen = new Set()) {
  if (seen.has(urlPath) || !urlPath.startsWith('/')) return seen;
  const file = path.join(CLIENT, urlPath);
  if (!fs.existsSync(file)) return seen;
  seen.add(urlPath);
  for (const spec of staticImports(fs.readFileSync(file, 'utf8'))) {
    graph(spec.startsWith('.') ? path.posix.join(path.posix.dirname(urlPath), spec) : spec, seen);
  }
  return seen;
}

function entryScripts(html) {
  const urls = new Set();
  const attr = /(?:<script[^>]*\ssrc|component-url|renderer-url|before-hydration-url|<link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g;
  for (let m; (m = attr.exec(html)); ) if (m[1]) urls.add(m[1].replace(/&amp;/g, '&').split('?')[0]);
  return [...urls];
}

const server = await startServer({ port: Number(process.env.JS_BUDGET_PORT ?? 4413) });
const rows = [];
const failures = [];
try {
  const consumer = await signInCookies(server.origin, ACCOUNTS.consumer);
  const photoPages = ['/my-photos/photos', '/my-photos/albums', ...(await demoPhotoRoutes(server.origin, consumer))];
  const pages = [
    ...SHOP_PAGES.consumer.map((p) => ['consumer', p]),
    ...SHOP_PAGES.business.map((p) => ['business', p]),
    ...photoPages.map((p) => ['consumer', p]),
    ...[...MAIL_LANDING_PAGES, ...OTHER_PUBLIC_PAGES].map((p) => ['anonymous', p]),
  ];
  const cookies = { consumer, business: await signInCookies(server.origin, ACCOUNTS.business), anonymous: '' };
  for (const [role, page] of pages) {
    const res = await fetch(server.origin + page, { headers: { cookie: cookies[role] }, redirect: 'manual' });
    const html = await res.text();
    const islands = (html.match(/<astro-island\b/g) ?? []).length;
    const files = new Set();
    for (const url of entryScripts(html)) graph(url, files);
    const gzipBytes = [...files].reduce((n, f) => n + gzipSize(path.join(CLIENT, f)), 0);
    const hammer = [...files].some((f) => /hammer/i.test(f));
    const inlineBytes = [...html.matchAll(/<script(?![^>]*\ssrc)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + m[1].length, 0);
    rows.push({ role, page: page.split('?')[0], status: res.status, islands, 'JS files': files.size, 'gzip KB': +(gzipBytes / 1000).toFixed(1), 'inline B': inlineBytes, hammerjs: hammer ? 'yes' : 'no' });
    if (MAIL_LANDING_PAGES.includes(page) && files.size + inlineBytes > 0) failures.push(`${page}: a mail-landing page ships JavaScript`);
    if (files.size > 0 && islands === 0) failures.push(`${page}: ships ${files.size} JS files without an island`);
    if (hammer) failures.push(`${page}: hammerjs loads before a preview opens`);
    if (page === '/my-photos/photos' && gzipBytes > BUDGET) failures.push(`${page}: ${(gzipBytes / 1000).toFixed(1)} KB gzip is over ${BUDGET / 1000} KB`);
  }
} finally {
  await server.stop();
}
console.table(rows);
console.log(failures.length ? `FAILED:\n  ${failures.join('\n  ')}` : `ok: /my-photos/photos within ${BUDGET / 1000} KB gzip, no hammerjs before a preview, no page ships JS without an island, mail-landing pages ship none at all`);
if (failures.length) process.exitCode = 1;
