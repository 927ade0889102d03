import { axeViolations } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshAccount, gridReady, type PhotoAccount } from './photos-helpers';
import { jpegWithExif } from './api-upload-fixtures';
import { recordTexts } from '../support/texts-seen';

const IMPORTING = 'We are adding the photos of your earlier projects to your library. This can take a few minutes.';
const IMPORTED = 'The photos of your earlier projects have been added to your library.';

/** Two photos the product editor stored before the library existed: the library is NOT_ACTIVE (spec §4). */
async function editorUploads(page: Page, request: APIRequestContext, account: PhotoAccount): Promise<void> {
  for (const [i, name] of ['card-front.jpg', 'card-back.jpg'].entries()) {
    const res = await request.post(`/api/photo-import/uploads?fileName=${name}`, {
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'image/jpeg', origin: new URL(page.url()).origin },
      data: await jpegWithExif(400, 300, '2018:08:09 10:11:12', 700 + i),
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

async function activationStatus(request: APIRequestContext, account: PhotoAccount): Promise<string> {
  const res = await request.get('/api/photo-import/users/activate', { headers: { authorization: `Bearer ${account.token}` } });
  return ((await res.json()) as { status: string }).status;
}

test('the photos page activates a NOT_ACTIVE library, says it is importing, then shows the imported photos', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await editorUploads(page, request, account);
  expect(await activationStatus(request, account)).toBe('NOT_ACTIVE');
  // Two small photos can import faster than a test looks: every text the status line shows is recorded.
  const statusTexts = await recordTexts(page, '[data-testid="import-status"]');
  const response = await page.goto('/my-photos/photos');
  // The page is rendered before it activates the library: empty.
  expect(await response!.text()).toContain('data-testid="empty-state"');
  await gridReady(page);
  const status = page.getByTestId('import-status');
  // After the push channel's 'finished' the page waits ACTIVATION_WAIT_MS (10 s), then reloads the library.
  await expect(status).toHaveText(IMPORTED, { timeout: 30_000 });
  await expect(status).toHaveRole('status');
  expect(await statusTexts()).toEqual([IMPORTING, IMPORTED]);
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await expect(page.getByTestId('empty-state')).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  expect(await activationStatus(request, account)).toBe('ACTIVE');
});

test('an import that ended before the page listened is taken from the status, without activating again', async ({ page, request }) => {
  const account = await freshAccount(page, request);
  await editorUploads(page, request, account);
  let first = true;
  const posts: string[] = [];
  await page.route('**/api/photo-import/users/activate', async (route) => {
    if (route.request().method() === 'POST') posts.push(route.request().url());
    if (route.request().method() !== 'GET' || !first) return route.continue();
    first = false;
    // The page was rendered for a NOT_ACTIVE library; its import runs and ends before the page listens.
    const started = await request.post('/api/photo-import/users/activate', {
      headers: { authorization: `Bearer ${account.token}`, origin: new URL(page.url()).origin },
    });
    expect(started.status()).toBe(200);
    await expect.poll(() => activationStatus(request, account)).toBe('ACTIVE');
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 'IMPORTING' }) });
  });
  await page.goto('/my-photos/photos');
  await gridReady(page);
  await expect(page.getByTestId('import-status')).toHaveText(IMPORTED);
  expect(posts).toEqual([]);
});

test('an active library says nothing, activates nothing and loads no activation code', async ({ page, request }) => {
  await freshAccount(page, request);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/users/activate') || /\/_astro\/(activation|push-socket)\./.test(r.url())) calls.push(r.url());
  });
  await page.goto('/my-photos/photos');
  await gridReady(page);
  // The server saw the library active: the browser neither asks again nor loads the code that would.
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  await expect(page.getByTestId('import-status')).toBeEmpty();
});
