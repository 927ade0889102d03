import { test, expect } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';
import { gridReady } from '../photos/photos-helpers';

test('parallel requests after the access cookie expired keep the customer signed in with every month loaded', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.consumer);
  await page.goto('/my-photos/photos');
  await gridReady(page);
  const counts = (await (await page.request.get('/api/photo-management/users/timeline')).json()) as {
    timeline: Record<string, Record<string, number>>;
  };
  const months = Object.values(counts.timeline).reduce((n, byMonth) => n + Object.keys(byMonth).length, 0);
  expect(months, 'a library of many months').toBeGreaterThan(20);

  // The access cookie runs out: every request of the new sort (counts, month pages, thumbnails) carries only the refresh cookie.
  await context.clearCookies({ name: 'access_token' });
  const signedOut: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 401 || new URL(r.url()).pathname === '/login') signedOut.push(r.url());
  });
  await page.getByTestId('sort').selectOption('dateTakenAsc');

  const loaded = new Set<string>();
  const inView = () =>
    page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return [...document.querySelectorAll('[data-testid="month-section"]')]
        .filter((e) => {
          const box = e.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
        .map((e) => ({ month: e.getAttribute('data-month')!, status: e.getAttribute('data-status') }));
    });
  for (let step = 0; step < 400; step++) {
    // Each month in view loads (none fails, none stays pending), then one more screen down.
    await expect.poll(async () => (await inView()).filter((s) => s.status !== 'fulfilled')).toEqual([]);
    for (const { month } of await inView()) loaded.add(month);
    await expect(page.getByText('Error: Your photos could not be loaded')).toHaveCount(0);
    const atEnd = await page.evaluate(() => {
      const end = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      window.scrollBy(0, window.innerHeight);
      return end;
    });
    if (atEnd) break;
  }
  expect(loaded.size).toBe(months);
  expect(signedOut).toEqual([]);

  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['access_token', 'refresh_token']));
});

test('the session refresh endpoint renews the cookies from the refresh cookie alone', async ({ page, context, request }) => {
  await signIn(page, DEMO.friend);
  await context.clearCookies({ name: 'access_token' });
  const renewed = await page.request.post('/api/session/refresh', { headers: { 'content-type': 'application/json' } });
  expect(renewed.status()).toBe(204);
  expect((await context.cookies()).map((c) => c.name)).toContain('access_token');
  // Without any cookie: a client of its own. Clearing the page's cookies here once still sent one, on a
  // loaded machine (perhaps the renewed ones were still being stored).
  expect((await request.post('/api/session/refresh', { headers: { 'content-type': 'application/json' } })).status()).toBe(401);
});
