import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { addPhotos, freshAccount, gridReady } from './photos-helpers';
import { scrubberLibrary } from './photos-scrubber-helpers';

/**
 * The timeline scrubber on a desktop: a year/month rail beside the grid, its thumb a slider named
 * "Timeline", on a library of 40 months (December 2024 back to September 2021, one photo each).
 */
const { months, files } = scrubberLibrary(40);

async function openLibrary(page: Page) {
  await page.goto('/my-photos/photos');
  await gridReady(page);
}

test('the rail replaces the month menu: keys move a month, a year and to the ends, and the months jumped to load', async ({
  page,
  request,
}) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await files());
  await openLibrary(page);

  await expect(page.getByRole('combobox', { name: 'Jump to' })).toHaveCount(0);
  const slider = page.getByRole('slider', { name: 'Timeline' });
  await expect(slider).toBeVisible();
  await expect(slider).toHaveAttribute('aria-valuemin', '0');
  await expect(slider).toHaveAttribute('aria-valuemax', String(months.length - 1));
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await expect(slider).toHaveAttribute('aria-valuetext', 'December 2024');
  // Year labels along the rail, in the gutter beside the grid (not over the photos).
  await expect(page.getByTestId('scrubber-year')).toHaveText(['2024', '2023', '2022', '2021']);
  const grid = (await page.getByTestId('photo-grid').boundingBox())!;
  const thumb = (await slider.boundingBox())!;
  expect(thumb.x).toBeGreaterThanOrEqual(grid.x + grid.width);
  // The newest year's label is not hidden under the thumb resting at its start, nor is the next one.
  for (const year of await page.getByTestId('scrubber-year').all()) {
    const label = (await year.boundingBox())!;
    const apart =
      label.y + label.height <= thumb.y ||
      thumb.y + thumb.height <= label.y ||
      label.x + label.width <= thumb.x ||
      thumb.x + thumb.width <= label.x;
    expect(apart, `${await year.textContent()} beside the thumb`).toBe(true);
  }

  const oldest = months.at(-1)!;
  await slider.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', oldest.name);
  await expect(slider).toHaveAttribute('aria-valuenow', String(months.length - 1));
  const oldestTile = page.locator(`[data-month="${oldest.key}"] [data-testid="photo-tile"]`);
  await expect(oldestTile).toBeInViewport();
  await expect(oldestTile.locator('img')).toHaveJSProperty('complete', true);
  // The rail stays in view, and its thumb went down to the bottom.
  await expect(slider).toBeInViewport();
  expect((await slider.boundingBox())!.y).toBeGreaterThan(thumb.y + 200);

  await slider.press('Home');
  await expect(slider).toHaveAttribute('aria-valuetext', 'December 2024');
  await expect(page.locator(`[data-month="2024/12"] [data-testid="photo-tile"]`)).toBeInViewport();
  await slider.press('ArrowDown');
  await expect(slider).toHaveAttribute('aria-valuetext', 'November 2024');
  await slider.press('PageDown');
  await expect(slider).toHaveAttribute('aria-valuetext', 'November 2023');
  await expect(page.locator(`[data-month="2023/11"] [data-testid="photo-tile"]`)).toBeInViewport();
  await slider.press('PageUp');
  await expect(slider).toHaveAttribute('aria-valuetext', 'November 2024');
  await slider.press('ArrowUp');
  await expect(slider).toHaveAttribute('aria-valuetext', 'December 2024');

  // Scrolling the page moves the thumb and names the month at the top of the window.
  await page.evaluate(() => window.scrollBy({ top: 4000, behavior: 'instant' }));
  const monthAtTop = () =>
    page.evaluate(() => {
      const section = [...document.querySelectorAll('[data-testid="month-section"]')].find((s) => {
        const r = s.getBoundingClientRect();
        return r.top <= 1 && r.bottom > 1;
      });
      return {
        month: section?.getAttribute('data-month'),
        named: document.querySelector('[role="slider"]')!.getAttribute('aria-valuetext'),
      };
    });
  await expect
    .poll(async () => {
      const { month, named } = await monthAtTop();
      const index = months.findIndex((m) => m.key === month);
      return index > 2 && months[index].name === named;
    })
    .toBe(true);

  expect(await axeViolations(page)).toEqual([]);
});

test('dragging the thumb with the mouse shows a bubble with the month and lands on it; a click on the rail jumps there', async ({
  page,
  request,
}) => {
  const account = await freshAccount(page, request);
  await addPhotos(request, account.token, await files());
  await openLibrary(page);
  const slider = page.getByRole('slider', { name: 'Timeline' });
  const bubble = page.getByTestId('scrubber-bubble');
  await expect(bubble).toBeHidden();

  const thumb = (await slider.boundingBox())!;
  const rail = (await page.getByTestId('scrubber').boundingBox())!;
  const viewport = page.viewportSize()!;
  const from = { x: thumb.x + thumb.width / 2, y: thumb.y + thumb.height / 2 };
  const bottom = Math.min(viewport.height, rail.y + rail.height) - 40;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + (bottom - from.y) / 2, { steps: 6 });
  await expect(bubble).toBeVisible();
  const shown = (await bubble.textContent())!;
  const month = months.find((m) => m.name === shown);
  expect(month, `bubble "${shown}" names a month of the library`).toBeTruthy();
  expect(months.indexOf(month!)).toBeGreaterThan(0);
  await page.mouse.up();
  await expect(bubble).toBeHidden();
  await expect(slider).toHaveAttribute('aria-valuetext', shown);
  const heading = page.locator(`[data-month="${month!.key}"] h2`);
  await expect(heading).toBeInViewport();
  await expect(page.locator(`[data-month="${month!.key}"] [data-testid="photo-tile"]`)).toBeVisible();
  // The month starts at the top of the window.
  expect(Math.abs((await heading.boundingBox())!.y)).toBeLessThan(60);

  // A click low on the rail takes the window further down the timeline.
  const before = months.indexOf(month!);
  const railNow = (await page.getByTestId('scrubber').boundingBox())!;
  await page.mouse.click(railNow.x + railNow.width / 2, Math.min(viewport.height, railNow.y + railNow.height) - 30);
  await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  const landed = months[Number(await slider.getAttribute('aria-valuenow'))];
  await expect(page.locator(`[data-month="${landed.key}"] [data-testid="photo-tile"]`)).toBeInViewport();
});
