import { test, expect, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';
import { demoPhotoRoutes, signInCookies } from '../../support/server.mjs';
import { TEST_PORT } from '../support/server-env';
import { PRESENTATION } from '../support/tags';

/** Signed-in routes of spec §2 for each kind of account (ids looked up from the demo). */
async function routesOf(email: string): Promise<string[]> {
  const origin = `http://localhost:${TEST_PORT}`;
  const cookie = await signInCookies(origin, email);
  const common = ['/', '/orders', '/saved-projects', '/downloads', '/settings/email', '/settings/personal-details'];
  if (email === DEMO.business) return [...common, '/invoices', '/integration', '/settings/b2b', '/settings/payment-method'];
  const orders = (await fetch(`${origin}/api/order/v2/superorders/me?Offset=0&Limit=1&OrderState=notExpired`, { headers: { cookie } }).then(
    (r) => r.json(),
  )) as { items: { code: string }[] };
  const photoRoutes = (await demoPhotoRoutes(origin, cookie)) as string[];
  // Each kind of photo preview is among them: of the library, of an album and of a shared album.
  expect(photoRoutes.filter((r) => r.includes('/preview/')).map((r) => r.split('/')[2])).toEqual(['photos', 'albums', 'shared-albums']);
  return [
    ...common,
    '/settings',
    `/orders/${orders.items[0].code}`,
    '/online-products',
    '/my-photos/photos',
    '/my-photos/albums',
    '/my-photos/recently-deleted',
    ...photoRoutes,
  ];
}

function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`${page.url()}: ${m.text()}`);
  });
  return seen;
}

for (const email of [DEMO.consumer, DEMO.business]) {
  test(`no signed-in page of ${email} logs a CSP violation`, PRESENTATION, async ({ page }) => {
    test.setTimeout(120_000);
    const violations = cspViolations(page);
    await signIn(page, email);
    for (const route of await routesOf(email)) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test(`with site data blocked every signed-in page of ${email} asks to enable cookies`, PRESENTATION, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, email);
    const routes = await routesOf(email);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const violations = cspViolations(page);
    for (const route of routes) {
      await page.goto(route);
      await expect(page, route).toHaveURL(/\/enable-cookies$/);
    }
    expect(violations).toEqual([]);
  });
}
