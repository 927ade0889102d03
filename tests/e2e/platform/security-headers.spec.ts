import { test, expect } from '@playwright/test';

test('pages carry a strict CSP and the other security headers', async ({ request }) => {
  const response = await request.get('/login');
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  const scriptSrc = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'))!;
  expect(scriptSrc).toMatch(/'sha256-/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/(^|; )default-src 'none'/);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('HSTS is sent outside localhost', async ({ request }) => {
  const response = await request.get('/login', { headers: { host: 'account.pixelpress.example' } });
  expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
});

test('API errors are JSON with a message and a request id, never a stack trace', async ({ request }) => {
  const response = await request.get('/api/customer/customers/me');
  expect(response.status()).toBe(401);
  expect(response.headers()['x-request-id']).toBeTruthy();
  expect(await response.json()).toEqual({ message: 'Sign-in required' });
  const unknown = await request.get('/api/no-such-service/x');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).message).toBe('Not found');
});

test('the inline storage check runs under the CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/.test(m.text())) violations.push(m.text());
  });
  await page.goto('/login');
  await page.goto('/signup');
  expect(violations).toEqual([]);
});

test('signed-in pages are never kept by a cache; public pages may be', async ({ page }) => {
  const { signIn, DEMO } = await import('../support/accounts');
  await signIn(page, DEMO.friend);
  const settings = await page.request.get('/settings');
  expect(settings.headers()['cache-control']).toBe('private, no-store');
  const login = await page.request.get('/enable-cookies');
  expect(login.headers()['cache-control'] ?? '').not.toContain('private');
});
