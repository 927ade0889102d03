import { startTransition, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { visibleRows, type JustifiedBox, type RowMetrics, type VisibleRows } from '@/domain/photos-ui/justified-layout';
import { boxIndexAt } from '@/domain/photos-ui/timeline-layout';
import { SCROLL_SETTLE_MS, SPEED_SAMPLE_MS, isFastScroll } from '@/domain/photos-ui/scroll-speed';
import { onScrollFrames } from '../common/scroll-frames';

/** Until the grid is measured, the server renders and the browser lays out the grid at this width. */
export const SSR_WIDTH = 1000;
/** The window the server renders the rows of: the top of the grid, a screen high. */
const FIRST_SCREEN = { top: 0, viewport: 900 };

/**
 * The grid's width; `measured` is false on the server and until the browser has laid the grid out. The
 * observer reports after the browser's own layout, so hydrating forces none, and the grid renders at the
 * width in a transition, in slices between frames (measured in a layout effect, it rendered in one task of
 * 150 ms on a slow phone).
 */
export function useWidth(ref: React.RefObject<HTMLElement | null>): { width: number; measured: boolean } {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let last: number | null = null;
    // The fractional width, as the browser breaks the flowing rows in it (the grid has no padding or
    // border: its content box is its width, and every browser with ResizeObserver reports it).
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width || SSR_WIDTH;
      // The grid also grows as months arrive: only a new width lays the rows out again.
      if (measured === last) return;
      last = measured;
      startTransition(() => setWidth(measured));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return { width: width ?? SSR_WIDTH, measured: width !== null };
}

const rowsKey = (win: readonly VisibleRows[]) => win.map((w) => `${w.index}:${w.firstRow}:${w.lastRow}`).join(',');

/**
 * The sections and rows in and around the window (visibleRows()). The scroll listener measures every frame
 * but the grid renders again only when these change, and then only the sections whose rows changed. While
 * the window moves `fast`, the rows that come into it render deferred, in slices between frames: mounting
 * them in the frame of the scroll took up to 80 ms on a slow phone. At reading pace they render at once, so
 * tiles never lag behind what the customer reads.
 */
export function useVisibleRows(
  ref: React.RefObject<HTMLElement | null>,
  boxes: readonly JustifiedBox[],
  metrics: RowMetrics,
  fast: boolean,
  measured: boolean,
): VisibleRows[] {
  const [latest, setPos] = useState(FIRST_SCREEN);
  const deferred = useDeferredValue(latest);
  // Until the grid is measured, the server's rows flow in CSS: rendering other rows would reflow them.
  const pos = !measured ? FIRST_SCREEN : fast ? deferred : latest;
  const win = useMemo(() => visibleRows(boxes, metrics, pos.top, pos.viewport), [boxes, metrics, pos]);
  // What the listener compares with: the latest layout and the rows rendered.
  const shown = useRef({ boxes, metrics, key: '' });
  shown.current = { boxes, metrics, key: rowsKey(win) };
  useEffect(() => {
    const update = () => {
      const el = ref.current;
      if (!el) return;
      const next = { top: -el.getBoundingClientRect().top, viewport: window.innerHeight };
      const { boxes: layout, metrics: m, key } = shown.current;
      if (rowsKey(visibleRows(layout, m, next.top, next.viewport)) !== key) setPos(next);
    };
    update();
    return onScrollFrames(update);
  }, [ref]);
  return win;
}

/**
 * True while the window moves fast (isFastScroll(), over SPEED_SAMPLE_MS) and until it slows down or stops:
 * the grid is then marked `data-fast-scroll`, so global.css keeps the tiles that fly past from fetching their
 * thumbnails and from pulsing, and the months that fly past are not asked for (those in view load once it
 * slows down: a fling's months load as it decelerates, before it stops).
 */
export function useFastScroll(): boolean {
  const [fast, setFast] = useState(false);
  useEffect(() => {
    let sample = { y: window.scrollY, at: performance.now() };
    let settle = 0;
    const stop = onScrollFrames(() => {
      const now = { y: window.scrollY, at: performance.now() };
      if (now.at - sample.at >= SPEED_SAMPLE_MS) {
        setFast(isFastScroll(now.y - sample.y, now.at - sample.at, window.innerHeight));
        sample = now;
      }
      window.clearTimeout(settle);
      // A frame that took longer than the settle time is not a stop: the window has moved on since.
      settle = window.setTimeout(() => window.scrollY === now.y && setFast(false), SCROLL_SETTLE_MS);
    });
    return () => {
      stop();
      window.clearTimeout(settle);
    };
  }, []);
  return fast;
}

/**
 * When sections above the window's top change height (a month's photos arrived and replaced its
 * estimated rows), the window scrolls by as much, so what the customer sees does not move.
 */
export function keepAnchor(grid: HTMLElement | null, before: readonly JustifiedBox[], after: readonly JustifiedBox[]) {
  if (!grid || before === after || before.length !== after.length) return;
  // Only a section that moved can move what the customer sees: when none did (a month started loading,
  // or its photos kept the estimated rows), the page is not laid out here to find the window's top.
  if (before.every((box, i) => box.top === after[i].top)) return;
  const y = -grid.getBoundingClientRect().top;
  if (y <= 0) return;
  const at = boxIndexAt(before, y);
  if (at < 0 || before[at].key !== after[at].key) return;
  const moved = after[at].top - before[at].top;
  if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
}

/**
 * Keeps what the customer sees in place when the layout changes (keepAnchor); answers the latest row
 * metrics for code that runs later (revealing a photo after the preview).
 */
export function useAnchoredLayout(
  gridRef: React.RefObject<HTMLElement | null>,
  boxes: readonly JustifiedBox[],
  metrics: RowMetrics,
  measured: boolean,
): React.RefObject<RowMetrics> {
  const boxesRef = useRef(boxes);
  const metricsRef = useRef(metrics);
  const wasMeasured = useRef(measured);
  useLayoutEffect(() => {
    // The boxes of the unmeasured width never showed (until then the server's rows flow in CSS): there is
    // nothing to keep in place, and measuring the grid for it would force a layout in the hydration's commit.
    if (measured && wasMeasured.current) keepAnchor(gridRef.current, boxesRef.current, boxes);
    wasMeasured.current = measured;
    boxesRef.current = boxes;
    metricsRef.current = metrics;
  }, [gridRef, boxes, metrics, measured]);
  return metricsRef;
}
