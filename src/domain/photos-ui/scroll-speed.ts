/**
 * The grid scrolls fast when the window moves more than this many viewports a second (a fling, a drag of
 * the scroll bar): tiles that only fly past then neither fetch their thumbnails nor pulse. Reading pace
 * (under a viewport a second) stays well below it, so tiles load as they come into view.
 */
export const FAST_SCROLL_VIEWPORTS_PER_SECOND = 2;
/**
 * The speed is measured over at least this long (ms), not frame to frame: on a slow phone a frame's scroll
 * steps land unevenly between the frames that measure them, and a decelerating fling read from one frame
 * to the next flickered back to fast, holding back the months it was slowing down on.
 */
export const SPEED_SAMPLE_MS = 100;
/** Scrolling counts as over when the window has not moved for this long (ms). */
export const SCROLL_SETTLE_MS = 150;

/** Whether the window moved fast: `dy` px in `dt` ms, with a viewport `viewport` px tall. */
export function isFastScroll(dy: number, dt: number, viewport: number): boolean {
  return dt > 0 && (Math.abs(dy) / dt) * 1000 > FAST_SCROLL_VIEWPORTS_PER_SECOND * viewport;
}
