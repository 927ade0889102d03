// JavaScript the browser downloads before any interaction, per route: every script response in Chromium's
// network log (its bytes on the wire, compressed as served) from navigation until the network is idle,
// with nobody touching the page, signed in where the route needs it. Mail-landing pages are opened with a
// real token from a real mail (the server's outbox), as a mail scanner would open them.
// Failures (exit code 1):
//   - a photo route (/my-photos/…) above PHOTOS_JS_BUDGET_KB (100) KB,
//   - a page that downloads JavaScript without hosting an island (pages are server-rendered HTML),
//   - the preview's code before a preview opens (a preview's own deep link opens one),
//   - any script at all, inline ones too, on a page that a mail link lands on (mail scanners run scripts).
// Run after the build: npx node tests/bench/js-budget.mjs   (BENCH_PORT 4413; PGlite in a data folder of its own)
import { chromium } from '@playwright/test';
import { startServer, signInCookies, signUpCookies, demoPhotoRoutes } from '../support/server.mjs';
import { BENCH_ENV, PGLITE_ENV, targets } from './support/measure.mjs';
import { mailedLink } from '../support/mail.mjs';

const BUDGET_KB = Number(process.env.PHOTOS_JS_BUDGET_KB ?? 100);
/** JS_BUDGET_FILES=1 lists every script of each route with its bytes on the wire. */
const SHOW_FILES = process.env.JS_BUDGET_FILES === '1';
const SHOP_PAGES = {
  consumer: [
    '/',
    '/orders',
    '/orders?tab=history',
    '/orders/PP-10005',
    '/saved-projects',
    '/online-products',
    '/online-products/PP-10009-1',
    '/downloads',
    '/settings',
    '/settings/personal-details',
    '/settings/email',
    '/settings/new-address',
    '/settings/addresses/all',
  ],
  business: ['/', '/invoices', '/integration', '/orders/PP-20001', '/settings/b2b', '/settings/b2b/email', '/settings/payment-method'],
};
const MAIL_RESULT_PAGES = [
  '/change-email-success',
  '/change-email-error',
  '/account-deleted',
  '/delete-account-error',
  '/subscription-confirmation-success',
  '/subscription-confirmation-error',
];
const OTHER_PUBLIC_PAGES = ['/login', '/signup', '/enable-cookies', '/error'];

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4413), env: { ...BENCH_ENV, ...PGLITE_ENV } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const result = targets('js-budget');
const rows = [];

async function contextWith(cookies) {
  const context = await browser.newContext();
  if (cookies) {
    await context.addCookies(
      cookies.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: server.origin };
      }),
    );
  }
  return context;
}

/** Opens `url` untouched and sums what the network log shows of scripts until the network is idle. */
async function scriptBytes(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength;
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const html = await page.content();
  const inline = await page.evaluate(() => [...document.scripts].filter((s) => !s.src).reduce((n, s) => n + s.text.length, 0));
  const islands = (html.match(/<astro-island\b/g) ?? []).length;
  await page.close();
  const files = [...scripts.values()];
  return {
    status: response?.status(),
    finalPath: new URL(page.url()).pathname,
    files,
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    inline,
    islands,
  };
}

/** Real mails with real tokens: an e-mail change, an account deletion and a newsletter opt-in of a new account. */
async function mailLandingPages() {
  const email = `js-budget-${process.pid}@bench.example`;
  const cookie = await signUpCookies(server, email);
  const context = await contextWith(cookie);
  const page = await context.newPage();
  const newEmail = `js-budget-new-${process.pid}@bench.example`;
  await page.goto(`${server.origin}/settings/email`);
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByLabel('Current password').fill('a-long-password');
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  const change = await mailedLink(server.dataDir, newEmail, '/change-email-confirmation');
  await page.goto(`${server.origin}/settings`);
  await page.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
  const subscription = await mailedLink(server.dataDir, email, '/subscription-confirmation');
  await page.goto(`${server.origin}/settings`);
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  const deletion = await mailedLink(server.dataDir, email, '/delete-account-confirmation');
  await context.close();
  return [change, subscription, deletion].map((link) => link.pathname + link.search);
}

try {
  const cookies = {
    consumer: await signInCookies(server.origin, 'consumer@demo.example'),
    business: await signInCookies(server.origin, 'business@demo.example'),
  };
  const photoPages = [
    '/my-photos/photos',
    '/my-photos/albums',
    '/my-photos/recently-deleted',
    ...(await demoPhotoRoutes(server.origin, cookies.consumer)),
  ];
  const mailLinks = await mailLandingPages();
  const plan = [
    ...SHOP_PAGES.consumer.map((p) => ['consumer', p]),
    ...SHOP_PAGES.business.map((p) => ['business', p]),
    ...photoPages.map((p) => ['consumer', p]),
    ...[...mailLinks, ...MAIL_RESULT_PAGES, ...OTHER_PUBLIC_PAGES].map((p) => ['anonymous', p]),
  ];
  const contexts = {};
  for (const [role, route] of plan) {
    contexts[role] ??= await contextWith(cookies[role]);
    const seen = await scriptBytes(contexts[role], server.origin + route);
    const path = route.split('?')[0];
    const kb = seen.bytes / 1000;
    const previewCode = seen.files.some((f) => /\/_astro\/Preview\.[\w-]+\.js$/.test(new URL(f.url).pathname));
    rows.push({
      role,
      route: path,
      status: seen.status,
      shown: seen.finalPath,
      islands: seen.islands,
      scripts: seen.files.length,
      'KB on the wire': +kb.toFixed(1),
      'inline B': seen.inline,
    });
    if (SHOW_FILES && seen.files.length > 0) {
      console.log(path);
      for (const f of seen.files) console.log(`  ${(f.bytes / 1000).toFixed(1).padStart(6)} KB  ${new URL(f.url).pathname}`);
    }
    if (seen.status !== 200) result.expect(`${path}: status`, seen.status, 200);
    if (path.startsWith('/my-photos')) result.check(`${path}: JS before interaction, KB (network log)`, kb, '<=', BUDGET_KB, 'KB');
    if (seen.files.length > 0 && seen.islands === 0) result.expect(`${path}: scripts downloaded without an island`, seen.files.length, 0);
    if (previewCode && !path.includes('/preview/')) result.expect(`${path}: the preview's code before a preview opens`, 'yes', 'no');
    if (mailLinks.includes(route) || MAIL_RESULT_PAGES.includes(route))
      result.expect(`${path}: script bytes on a mail-landing page`, seen.bytes + seen.inline, 0);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.table(rows);
result.report();
