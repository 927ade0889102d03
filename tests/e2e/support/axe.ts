import { expect, type Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';

/** The rules every page and state is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's violations on the page as it is now. axe runs in the page itself: @axe-core/playwright's
 * builder opens a blank page for every scan to merge frames' results (the pages have no frames), which
 * took 1.6-2.2 s a scan here against 0.5 s.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((r) => r.violations),
    WCAG_TAGS,
  );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** Opens `url` and expects axe to find nothing there, naming the page in what it reports. */
export async function expectNoViolationsAt(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${url}: ${v.id} (${v.nodes.length}) ${v.help}`)).toEqual([]);
}
