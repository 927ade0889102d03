import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { OWN_PORTS } from '../support/server-env';
import { SharedInstances } from '../support/own-server';
import { onS3 } from '../support/s3-run';
import { DEMO, signIn } from '../support/accounts';
import { jpegWithExif } from '../photos/api-upload-fixtures';

/**
 * The pages and the services deployed apart (README "Deploying the pages and the services apart"): two
 * built instances on one PostgreSQL database and blob folder. The front one serves the pages with every
 * SERVICE_URL_<NAME> and PUSH_URL pointing at the other's origin, which lists the front's origin in
 * CORS_ORIGINS. The browser talks to the services' origin directly, with the session cookies.
 */
const [FRONT_PORT, SERVICES_PORT] = OWN_PORTS.splitDeployment;
const front = `http://localhost:${FRONT_PORT}`;
const services = `http://localhost:${SERVICES_PORT}`;
const instances = new SharedInstances('split_deployment');

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.DATABASE_URL, 'needs PostgreSQL: two instances share one database');

const serviceNames = fs.readdirSync('src/server/services').filter((name) => fs.existsSync(`src/server/services/${name}/routes.ts`));

test.beforeAll(async () => {
  // The services instance seeds the demo; the front only renders pages.
  await instances.start(SERVICES_PORT, { CORS_ORIGINS: front });
  await instances.start(FRONT_PORT, {
    SEED_DEMO: 'false',
    PUSH_URL: `ws://localhost:${SERVICES_PORT}/push`,
    ...Object.fromEntries(serviceNames.map((s) => [`SERVICE_URL_${s.toUpperCase().replace(/-/g, '_')}`, `${services}/api/${s}`])),
  });
});

test.afterAll(() => instances.tearDown());

/** Every request of the page that failed or answered an error, and every call it made to the front's own /api. */
function watchRequests(page: Page) {
  const failures: string[] = [];
  const frontApi: string[] = [];
  const toServices: string[] = [];
  page.on('requestfailed', (r) => {
    // A navigation cancels what the page left behind; that is not a failure of the services.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') failures.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.request().method()} ${r.url()}: ${r.status()}`);
  });
  // Chromium reports a request refused by CORS on the console too.
  page.on('console', (m) => {
    if (m.type() === 'error' && /CORS|Access-Control/.test(m.text())) failures.push(`console: ${m.text()}`);
  });
  page.on('request', (r) => {
    if (r.url().startsWith(`${front}/api/`)) frontApi.push(r.url());
    if (r.url().startsWith(services)) toServices.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  page.on('websocket', (socket) => toServices.push(`WS ${socket.url()}`));
  return { failures, frontApi, toServices };
}

test('pages on one origin, services on another: orders, photos, preview, upload, zip and settings all work', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: front, acceptDownloads: true });
  const page = await context.newPage();
  const seen = watchRequests(page);
  // Each part has a deadline of its own, so a part that hangs is named in the report, not the whole test.
  const part = (title: string, body: () => Promise<void>) => test.step(title, body, { timeout: 45_000 });

  await part('the front publishes the services and push origins, the orders list', async () => {
    expect(await (await fetch(`${front}/config.json`)).json()).toMatchObject({
      services: { 'photo-management': `${services}/api/photo-management`, upload: `${services}/api/upload` },
      push: `ws://localhost:${SERVICES_PORT}/push`,
    });
    await signIn(page, DEMO.consumer);
    await page.goto('/orders');
    await expect(page.getByRole('link', { name: /PP-100\d\d/ }).first()).toBeVisible();
  });

  await part("the photos grid's thumbnails come from the services' origin and load", async () => {
    await page.goto('/my-photos/photos');
    await expect(page.getByTestId('photo-grid')).toHaveAttribute('data-ready', 'true');
    const thumbnails = page.getByTestId('photo-tile').locator('img');
    await expect(thumbnails.first()).toBeVisible();
    expect(await thumbnails.first().getAttribute('src')).toMatch(new RegExp(`^${services}/api/photo-management/photos/[0-9a-f-]{36}/`));
    await expect.poll(() => thumbnails.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  await part('a preview of the first photo shows its image', async () => {
    await page.getByTestId('photo-tile').first().click();
    await expect(page.getByTestId('preview')).toBeVisible();
    const shown = page.getByTestId('preview').locator('img').first();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await shown.getAttribute('src')).toMatch(new RegExp(`^${services}/`));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('preview')).toBeHidden();
  });

  await part("an upload through the upload dialog (tus to the services' origin) is confirmed into the library", async () => {
    const photoCount = async () => Number((await page.getByTestId('count-photos').textContent())?.replace(/\D/g, ''));
    const count = await photoCount();
    await page.getByTestId('add-photos').click();
    const modal = page.getByTestId('upload-modal');
    await modal
      .getByTestId('upload-input')
      .setInputFiles([{ name: 'split.jpg', mimeType: 'image/jpeg', buffer: await jpegWithExif(120, 80, '2011:03:04 05:06:07', 1711) }]);
    await modal.getByTestId('upload-start').click();
    await expect(modal.getByTestId('upload-list').locator('li')).toHaveAttribute('data-state', 'done');
    await modal.getByTestId('upload-confirm').click();
    await expect(modal).toBeHidden();
    await expect.poll(photoCount).toBe(count + 1);
    await page.keyboard.press('Escape');
  });

  await part("a zip of two photos is made by the services' job, announced on their push socket and downloaded", async () => {
    await page.getByTestId('select-mode').click();
    await page.getByTestId('photo-tile').nth(0).click();
    await page.getByTestId('photo-tile').nth(1).click();
    await page.getByTestId('selection-toolbar').getByRole('button', { name: 'Download' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('download-modal').getByRole('button', { name: 'Download' }).click();
    const zip = await downloading;
    // With blobs in S3 the services' signed URL redirects to a presigned URL of the bucket, which serves the bytes.
    if (onS3) expect(new URL(zip.url()).origin).toBe(new URL(process.env.S3_ENDPOINT!).origin);
    else expect(zip.url()).toMatch(new RegExp(`^${services}/api/downloads/downloads/[0-9a-f-]{36}/file\\?`));
    expect(
      fs
        .readFileSync(await zip.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  await part('a setting changed on the front is what the customer service answers the browser', async () => {
    await page.goto('/settings');
    await page.getByLabel("Hide 'Order prints' in My photos").check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByRole('status')).toHaveText('Your preferences have been saved.');
    const me = await page.evaluate(
      (url) => fetch(url, { credentials: 'include' }).then((r) => r.json()),
      `${services}/api/customer/customers/me`,
    );
    expect(me).toMatchObject({ email: DEMO.consumer, hideOrderPrints: true });
  });

  expect(seen.failures).toEqual([]);
  expect(seen.frontApi).toEqual([]);
  for (const call of [
    'GET /api/photo-management/photos',
    'POST /api/upload/files',
    'POST /api/upload/confirm',
    'POST /api/downloads/downloads',
    'GET /api/customer/customers/me',
  ]) {
    expect(
      seen.toServices.some((c) => c.startsWith(call)),
      call,
    ).toBe(true);
  }
  expect(seen.toServices).toContain(`WS ws://localhost:${SERVICES_PORT}/push`);
  await context.close();
});

test('the services answer preflights and reads only for the configured origins', async () => {
  const asked = (origin: string) =>
    fetch(`${services}/api/upload/files`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'tus-resumable, upload-length, upload-metadata',
      },
    });
  const allowed = await asked(front);
  expect(allowed.status).toBe(204);
  expect(allowed.headers.get('access-control-allow-origin')).toBe(front);
  expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
  expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Tus-Resumable.*Upload-Length.*Upload-Metadata/);
  const stranger = await asked('http://evil.example');
  expect(stranger.headers.get('access-control-allow-origin')).toBeNull();

  const read = await fetch(`${services}/api/photo-management/users`, { headers: { origin: front } });
  expect(read.status).toBe(401);
  expect(read.headers.get('access-control-allow-origin')).toBe(front);
  expect(read.headers.get('access-control-expose-headers')).toMatch(/Location.*Upload-Offset/);
  // A header-less write from an origin not configured is refused as a cross-site form post.
  expect((await fetch(`${services}/api/upload/files`, { method: 'POST', headers: { origin: 'http://evil.example' } })).status).toBe(403);
  expect(
    (
      await fetch(`${services}/api/upload/files`, {
        method: 'POST',
        headers: { origin: front, 'tus-resumable': '1.0.0', 'upload-length': '10' },
      })
    ).status,
  ).toBe(401);
});
