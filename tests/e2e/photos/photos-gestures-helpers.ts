import { expect, type Locator, type Page } from '@playwright/test';

/** Where an element is drawn now (its transform included). */
export const drawnAt = (el: Locator) => el.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);

/** Waits until the zoomed photo is drawn at `scale` times its frame's fit (the zoom's easing is over). */
export async function zoomSettled(image: Locator, unzoomedWidth: number, scale: number): Promise<DOMRect> {
  await expect.poll(async () => Math.round((await drawnAt(image)).width), { timeout: 5_000 }).toBe(Math.round(unzoomedWidth * scale));
  return drawnAt(image);
}

/** Chromium's touch input, as a phone sends it (CDP), one finger. */
export async function touch(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });
  return {
    down: (at: { x: number; y: number }) => send('touchStart', at),
    move: (at: { x: number; y: number }) => send('touchMove', at),
    up: () => send('touchEnd'),
    tap: async (at: { x: number; y: number }) => {
      await Promise.all([send('touchStart', at), send('touchEnd')]);
    },
    detach: () => cdp.detach(),
  };
}
