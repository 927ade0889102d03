import type { Page } from '@playwright/test';

type Recorder = Record<string, string[]>;

function install(selector: string) {
  const seen: string[] = [];
  Object.assign(window, { textsSeen: { ...(window as unknown as { textsSeen?: Recorder }).textsSeen, [selector]: seen } });
  let shown: string[] = [];
  new MutationObserver(() => {
    const now = [...document.querySelectorAll(selector)].map((element) => element.textContent ?? '').filter(Boolean);
    seen.push(...now.filter((text) => !shown.includes(text)));
    shown = now;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Records, from now on and on every page loaded later, each text that comes to show in an element matching
 * `selector`, in order: a status or a toast can come and go between two looks of a test (Playwright looks
 * every half second after its first tries). Resolves to a function that reads what the current page recorded.
 */
export async function recordTexts(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript(install, selector);
  await page.evaluate(install, selector);
  return () => page.evaluate((key) => (window as unknown as { textsSeen: Recorder }).textsSeen[key] ?? [], selector);
}
