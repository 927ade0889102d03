/**
 * The grid scrolls fast when the window moves more than this many viewports a second (a fling, a drag of
 * the scroll bar): tiles that only fly past then neither fetch their thumbnails nor pulse. Reading pace
 * (under a viewport a second) stays well below it, so tiles load as they come into view.
 */
export const FAST_SCROLL_VIEWPORTS_PER_SECOND = 2;
/** Scrolling counts as over when the window has not moved for this long (ms). */
export const SCROLL_SETTLE_MS = 150;

/** Whether the window moved fast: `dy` px in `dt` ms, with a viewport `viewport` px tall. */
export function isFastScroll(dy: number, dt: number, viewport: number): boolean {
  return dt > 0 && (Math.abs(dy) / dt) * 1000 > FAST_SCROLL_VIEWPORTS_PER_SECOND * viewport;
}
