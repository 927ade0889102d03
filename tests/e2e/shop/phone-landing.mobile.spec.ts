import { test, expect } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the landing menu offers no entry back to itself, and My orders carries what only the overview shows', async ({ page }) => {
  await signIn(page, DEMO.consumer);
  const menu = page.getByTestId('mobile-landing-menu');
  await expect(menu).toBeVisible();
  // Every entry leads somewhere else: none reloads the menu (the overview is hidden on small screens).
  await expect(menu.getByRole('link', { name: 'Overview' })).toHaveCount(0);
  for (const href of await menu.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)))
    expect(href).not.toBe('/');

  // The overview on a large screen: its orders in progress and (when a campaign is near) its cut-off notice.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const overviewCutOff = await page.getByTestId('cut-off').allTextContents();
  const inProgress = await page.getByTestId('overview-orders').getByTestId('order-card').first().getAttribute('data-order-code');

  // On the phone, My orders opens on the orders in progress with the same notice on top.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await menu.getByRole('link', { name: 'My orders' }).click();
  await expect(page.getByTestId('tab-inProgress')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('order-list').getByTestId('order-card').first()).toHaveAttribute('data-order-code', inProgress!);
  const cutOff = page.getByTestId('cut-off');
  await expect(cutOff).toHaveCount(overviewCutOff.length);
  if (overviewCutOff.length) {
    await expect(cutOff).toBeVisible();
    await expect(cutOff).toHaveText(overviewCutOff[0]);
    const [notice, heading] = [await cutOff.boundingBox(), await page.getByRole('heading', { level: 1 }).boundingBox()];
    expect(notice!.y).toBeLessThan((await page.getByTestId('order-search').boundingBox())!.y);
    expect(notice!.y).toBeGreaterThan(heading!.y);
  }
});
