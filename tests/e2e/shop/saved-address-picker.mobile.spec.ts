import { test, expect } from '@playwright/test';
import { DEMO, hostOrigin, signInOnHost } from '../support/accounts';

test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

// The languages whose button label is long enough to squeeze the list (52-82 px before).
for (const host of ['pt', 'fr', 'de']) {
  test(`the saved-address list takes the content width on a phone (${host})`, async ({ page }) => {
    await signInOnHost(page, host, DEMO.consumer);
    await page.goto(`${hostOrigin(host)}/orders/PP-10005?edit=address`);
    const picker = page.getByTestId('saved-address-picker');
    const list = picker.locator('select');
    await expect(list).toBeVisible();
    const [listBox, pickerWidth] = [await list.boundingBox(), await picker.evaluate((form) => form.clientWidth)];
    expect(listBox!.width).toBeGreaterThanOrEqual(pickerWidth - 1);
    // The button moves below the list, still whole on the screen.
    const button = await picker.getByRole('button').boundingBox();
    expect(button!.y).toBeGreaterThanOrEqual(listBox!.y + listBox!.height);
    expect(button!.x + button!.width).toBeLessThanOrEqual(390);
  });
}
