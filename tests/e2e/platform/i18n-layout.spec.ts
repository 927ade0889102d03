import { test, expect, type Page } from '@playwright/test';
import { DEMO, hostOrigin, signInOnHost } from '../support/accounts';
import { PRESENTATION } from '../support/tags';

/**
 * Text that does not fit, with the pseudo-locale's longer text: an element with text whose content is
 * wider than its box (clipped, or spilling over its neighbours), or that reaches past the viewport.
 * Scrollable containers (a wide table) and visually hidden text are fine as they are.
 */
async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
    // Visually hidden on purpose (screen-reader-only text, a skip link until it has focus).
    const clippedAway = (el: HTMLElement) => {
      for (let node: HTMLElement | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > viewport + 1)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${viewport} px)`);
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.display === 'contents' || style.visibility !== 'visible') continue;
      const ownText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!ownText || clippedAway(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let ancestor = el.parentElement;
      let inScroller = scrolls(style);
      while (ancestor && !inScroller) {
        inScroller = scrolls(getComputedStyle(ancestor));
        ancestor = ancestor.parentElement;
      }
      if (inScroller) continue;
      const label = `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}> "${el.innerText.slice(0, 60)}"`;
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${label} is wider than its box (${el.scrollWidth} > ${el.clientWidth} px)`);
      else if (box.right > viewport + 1 || box.left < -1)
        problems.push(`${label} reaches past the viewport (${Math.round(box.left)}..${Math.round(box.right)} of ${viewport} px)`);
    }
    return problems;
  });
}

const PAGES = { 'photos page': '/my-photos/photos', order: '/orders/PP-10002', settings: '/settings' };

for (const width of [390, 1280]) {
  test(
    `with the pseudo-locale en-XA at ${width} px, no text of the photos page, an order or settings is clipped or spills over`,
    PRESENTATION,
    async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInOnHost(page, 'xa', DEMO.consumer);
      const found: Record<string, string[]> = {};
      for (const [name, path] of Object.entries(PAGES)) {
        await page.goto(`${hostOrigin('xa')}${path}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
        // The pseudo-locale is really on: the heading is accented and longer than its English.
        await expect(page.locator('h1').first()).toContainText('⟦');
        found[name] = await overflowingText(page);
        await test.info().attach(`${name} at ${width} px`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
        // The skip link, shown when the keyboard reaches it first.
        await page.keyboard.press('Tab');
        await expect(page.locator('a[href="#main"]').first()).toBeFocused();
        found[`${name}, skip link focused`] = await overflowingText(page);
      }
      expect(Object.fromEntries(Object.entries(found).filter(([, problems]) => problems.length > 0))).toEqual({});
      // The check itself: a heading squeezed into a narrow box is reported.
      await page
        .locator('h1')
        .first()
        .evaluate((h1) => Object.assign(h1.style, { width: '40px', whiteSpace: 'nowrap', overflow: 'hidden' }));
      expect((await overflowingText(page)).join('\n')).toMatch(/<h1.*is wider than its box/);
    },
  );
}
