import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { jpegWithExif } from './api-upload-fixtures';
import { addPhotos, api, freshAccount, gridReady, thumbnailsMade } from './photos-helpers';
import { rowMetrics } from '@/domain/photos-ui/justified-layout';

/** Justified rows (issue 19): the shapes uploaded, what a customer sees of them, and the server's HTML against the hydrated grid. */

const SHAPES: { name: string; width: number; height: number }[] = [
  { name: 'landscape', width: 400, height: 300 },
  { name: 'portrait', width: 300, height: 400 },
  { name: 'panorama', width: 600, height: 200 },
  { name: 'square', width: 300, height: 300 },
  { name: 'wide', width: 480, height: 270 },
  { name: 'tall', width: 270, height: 480 },
];

/** A new account with one photo of the given size (taken in May 2024), its thumbnails made. */
export async function onePhotoLibrary(page: Page, request: APIRequestContext, name: string, width: number, height: number) {
  const account = await freshAccount(page, request);
  const ids = await addPhotos(request, account.token, [{ name, body: await jpegWithExif(width, height, '2024:05:20 10:00:00', 7) }]);
  await thumbnailsMade(request, account.token, ids);
  return account;
}

/** The address of the image an `img` shows once it is in, '' before. */
export const shown = (img: Locator) => img.evaluate((i: HTMLImageElement) => (i.complete && i.naturalWidth > 0 ? i.currentSrc : ''));

/**
 * A library of two months: eleven photos of every shape in May 2024 (six on the 20th, five on the 19th: each
 * day starts its rows), two in March 2023 (a short row).
 */
export async function shapedLibrary(page: Page, request: APIRequestContext) {
  const account = await freshAccount(page, request);
  const files: { name: string; body: Buffer; aspect: number }[] = [];
  for (let i = 0; i < 11; i++) {
    const shape = SHAPES[i % SHAPES.length];
    const body = await jpegWithExif(shape.width, shape.height, `2024:05:${i < 6 ? 20 : 19} ${20 - i}:00:00`, i + 1);
    files.push({ name: `${shape.name}-${i}.jpg`, body, aspect: shape.width / shape.height });
  }
  for (let i = 0; i < 2; i++) {
    const shape = SHAPES[i];
    const body = await jpegWithExif(shape.width, shape.height, `2023:03:01 ${10 + i}:00:00`, 100 + i);
    files.push({ name: `${shape.name}-old-${i}.jpg`, body, aspect: shape.width / shape.height });
  }
  const ids = await addPhotos(request, account.token, files);
  const aspects = new Map(ids.map((id, i) => [id, files[i].aspect]));
  const { albumId } = await api<{ albumId: string }>(request, account.token, 'POST', '/albums', { name: 'Shapes' });
  await api(request, account.token, 'POST', `/albums/${albumId}/photos`, { photoIds: ids });
  return { account, aspects, albumId };
}

function groupBy<V, K>(values: V[], key: (v: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const v of values) groups.set(key(v), [...(groups.get(key(v)) ?? []), v]);
  return groups;
}

interface TileBox {
  id: string;
  section: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function tileBoxes(page: Page): Promise<TileBox[]> {
  return page.getByTestId('photo-tile').evaluateAll((tiles) =>
    tiles.map((tile) => {
      const r = tile.getBoundingClientRect();
      // Rows are a day's (each day starts its own rows), or a section's where it has no days.
      const month = tile.closest<HTMLElement>('[data-month]')?.dataset.month ?? '';
      const section = `${month} ${tile.closest<HTMLElement>('[data-day]')?.dataset.day ?? ''}`;
      return { id: (tile as HTMLElement).dataset.photoId!, section, x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
    }),
  );
}

/**
 * Every tile has its photo's shape (± 2 %); tiles of a row share its height; every row but a day's (or a
 * section's without days) last fills the grid's width; the last row is not stretched past the full rows' target.
 */
export async function expectJustified(page: Page, aspects: Map<string, number>) {
  const grid = (await page.getByTestId('photo-grid').boundingBox())!;
  const { target } = rowMetrics(grid.width);
  const boxes = await tileBoxes(page);
  expect(boxes).toHaveLength(aspects.size);
  for (const b of boxes) expect(Math.abs(b.width / b.height / aspects.get(b.id)! - 1), b.id).toBeLessThanOrEqual(0.02);
  for (const [section, tiles] of groupBy(boxes, (b) => b.section)) {
    const rows = [...groupBy(tiles, (b) => Math.round(b.y)).values()];
    expect(rows.length, section).toBeGreaterThan(0);
    rows.forEach((row, r) => {
      for (const tile of row) expect(Math.abs(tile.height - row[0].height), section).toBeLessThanOrEqual(1);
      const left = Math.min(...row.map((b) => b.x));
      const right = Math.max(...row.map((b) => b.x + b.width));
      expect(Math.abs(left - grid.x), `${section} row ${r} left`).toBeLessThanOrEqual(1);
      if (r < rows.length - 1) {
        expect(Math.abs(right - (grid.x + grid.width)), `${section} row ${r} right`).toBeLessThanOrEqual(1.5);
        expect(row[0].height, `${section} row ${r} height`).toBeGreaterThanOrEqual(target - 1);
      } else {
        expect(right, `${section} last row`).toBeLessThanOrEqual(grid.x + grid.width + 1);
        expect(row[0].height, `${section} last row height`).toBeLessThanOrEqual(target + 1);
      }
    });
  }
}

const recording = new WeakSet<Page>();

/**
 * Layout shifts (not caused by input) once the whole HTML is parsed, recorded by a PerformanceObserver (one
 * per page, however often asked). Hydration starts after that; while a starved browser is still parsing,
 * it may paint half a row and then the rest, which is the HTML arriving, not the island moving anything.
 */
export async function recordLayoutShifts(page: Page) {
  if (recording.has(page)) return;
  recording.add(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { at: number; value: number }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shifts.push({ at: entry.startTime, value: entry.value });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart;
    if (!(parsed > 0)) throw new Error('the page has not finished parsing');
    const { __shifts: shifts } = window as unknown as { __shifts: { at: number; value: number }[] };
    return shifts.filter((shift) => shift.at >= parsed).reduce((sum, shift) => sum + shift.value, 0);
  });

/**
 * The grid as the server renders it (no script runs: the browser flows the rows), against the grid the
 * island lays out after hydration: every tile stays where it was (± 1 px).
 */
export async function expectNoShiftFromServerHtml(
  browser: Browser,
  page: Page,
  path: string,
  use: { viewport: { width: number; height: number }; hasTouch?: boolean; isMobile?: boolean },
) {
  const context = await browser.newContext({ ...use, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const server = await context.newPage();
  await server.goto(path);
  const before = new Map((await tileBoxes(server)).map((b) => [b.id, b]));
  await context.close();
  await recordLayoutShifts(page);
  // At a slow phone's pace: the browser paints rows it has parsed only in part, and the island hydrates while
  // the page still settles.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(path);
  await gridReady(page);
  await page.waitForTimeout(300);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const after = await tileBoxes(page);
  expect(after.length).toBeGreaterThan(0);
  expect(after.length).toBe(before.size);
  for (const b of after) {
    const a = before.get(b.id)!;
    expect(a, b.id).toBeDefined();
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(a[k] - b[k]), `${b.id} ${k}`).toBeLessThanOrEqual(1);
  }
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
}
