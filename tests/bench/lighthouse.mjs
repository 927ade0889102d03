// Lighthouse (mobile defaults: Moto G Power, slow 4G, 4x CPU) over the routes of spec §2, signed in where needed.
// Run after `npm run build`: node tests/bench/lighthouse.mjs   (CHROME_PATH defaults to /usr/bin/chromium)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer, signInCookies, demoPhotoRoutes } from '../support/server.mjs';

const ROUTES = {
  anonymous: ['/login', '/signup', '/account-deleted', '/change-email-success', '/change-email-error', '/delete-account-error',
    '/subscription-confirmation-success', '/subscription-confirmation-error', '/enable-cookies'],
  consumer: ['/', '/orders', '/orders/PP-10005', '/saved-projects', '/my-photos/photos', '/my-photos/albums', '/downloads', '/settings',
    '/settings/personal-details', '/settings/email', '/settings/addresses/all', '/settings/new-address', '/online-products',
    '/online-products/PP-10009-1'],
  business: ['/', '/invoices', '/integration', '/orders/PP-20001', '/settings/b2b', '/settings/b2b/email', '/settings/payment-method'],
};
const only = process.env.LH_ROUTES?.split(',');

const server = await startServer({ port: 4470 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  for (const [role, routes] of Object.entries(ROUTES)) {
    const cookie = role === 'anonymous' ? '' : await signInCookies(server.origin, `${role}@demo.example`);
    if (role === 'consumer') routes.push(...(await demoPhotoRoutes(server.origin, cookie)));
    for (const route of routes.filter((r) => !only || only.includes(r))) {
      const result = await lighthouse(`${server.origin}${route}`, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
        extraHeaders: cookie ? { cookie } : undefined,
      });
      const { audits, categories } = result.lhr;
      const js = result.lhr.audits['network-requests']?.details?.items
        ?.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0) ?? 0;
      rows.push({
        role, route, score: categories.performance.score,
        'FCP s': +(audits['first-contentful-paint'].numericValue / 1000).toFixed(2),
        'LCP s': +(audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
        'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
        CLS: +audits['cumulative-layout-shift'].numericValue.toFixed(3),
        'JS KB': +(js / 1024).toFixed(1),
        final: result.lhr.finalDisplayedUrl.replace(server.origin, ''),
      });
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.table(rows);
const misses = rows.filter((r) => r.score < 0.95 || r['LCP s'] > 1.8 || r['TBT ms'] > 100 || r.CLS > 0.02);
console.log(`targets: score ≥ 0.95, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02 — ${misses.length} route(s) miss: ${misses.map((r) => `${r.role} ${r.route}`).join(', ') || 'none'}`);
