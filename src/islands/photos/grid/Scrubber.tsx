import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { isUnknownKey, type TimelineKey } from '@/domain/photos/timeline';
import type { JustifiedBox } from '@/domain/photos-ui/justified-layout';
import { monthAtFraction, monthAtY, monthFraction, scrollFraction, yearMarks, yearStep } from '@/domain/photos-ui/scrubber';
import { formatMonth } from '@/i18n/format';
import { loadIfUninitialized } from '@/stores/library';
import type { T } from '../common/strings';
import { onScrollFrames } from '../common/scroll-frames';

export interface ScrubberProps {
  t: T;
  months: readonly TimelineKey[];
  /** The grid's layout, one box per month in the same order. */
  boxes: readonly JustifiedBox[];
  /** The grid element: the rail stands beside it and measures the scroll position against it. */
  gridRef: React.RefObject<HTMLDivElement | null>;
  locale: string;
}

/** How long the bubble stays after a key. */
const BUBBLE_AFTER_KEY_MS = 1000;
/**
 * Year labels closer than this on the rail are thinned out. A label sits just above its year's start, so
 * the thumb resting there never covers it; this gap keeps the next label clear of the thumb too.
 */
const MIN_LABEL_GAP_PX = 48;

interface Live {
  /** The month the slider names and the thumb's place on the rail (0–1). */
  index: number;
  fraction: number;
  /** Set by a jump until the customer scrolls elsewhere: the month jumped to, and where the window landed. */
  pinned: { index: number; scrollY: number } | null;
  /** While a pointer drags the thumb the rail keeps its place and size, and the grid waits for the release. */
  drag: { pointerId: number; grab: number } | null;
  /** The rail's height last written (px), to write it only when it changes. */
  height: number;
  /** The timer that hides the bubble after a key. */
  hide: number;
}

/**
 * The timeline scrubber: a year/month rail at the right edge of the grid (in a gutter beside it from the
 * small breakpoint up, over the photos' edge on phones), its thumb a slider named "Timeline" whose value is
 * the month at the top of the window. Drag it (mouse, pen or finger; a bubble names the month under it and
 * the grid goes there on release), click the rail, or use the keys: arrows a month, PageUp/PageDown a
 * year, Home/End the ends.
 *
 * It renders when the months or the layout's length change, never while scrolling: a scroll listener moves
 * the thumb with a transform and rewrites the slider's value only when the month changes. Positions come
 * from the layout's section tops (a binary search), so a library of a million photos costs what one of a
 * hundred months does.
 */
function ScrubberRail({ t, months, boxes, gridRef, locale }: ScrubberProps) {
  const columnRef = useRef<HTMLDivElement>(null);
  const stickyRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<HTMLDivElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const live = useRef<Live>({ index: 0, fraction: 0, pinned: null, drag: null, height: 0, hide: 0 });
  // What the listeners read: the latest props without binding them again.
  const current = useRef({ months, boxes, gridRef, t, locale });
  current.current = { months, boxes, gridRef, t, locale };

  const label = (i: number) => {
    const { months: list, t: tr, locale: loc } = current.current;
    const m = list[i];
    if (!m) return '';
    return isUnknownKey(m) ? tr('photos.unknownDate') : formatMonth(loc, m.year, m.month);
  };

  // Year labels need the rail's height to be thinned out; the window's height stands for it (the rail is
  // as tall as the grid's part of the window), measured on resize only, never while scrolling.
  const [railPx, setRailPx] = useState<number | null>(null);
  useEffect(() => {
    const measure = () => setRailPx(Math.max(120, window.innerHeight - 48));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const marks = useMemo(() => (railPx ? yearMarks(months, boxes, MIN_LABEL_GAP_PX / railPx) : []), [months, boxes, railPx]);

  /** Writes the thumb's place and, when the month changed, the slider's value and the bubble. */
  const paint = (index: number, fraction: number, force = false) => {
    const state = live.current;
    const thumb = thumbRef.current;
    if (thumb && (force || fraction !== state.fraction)) thumb.style.transform = `translateY(${(fraction * 100).toFixed(3)}%)`;
    state.fraction = fraction;
    if (!force && index === state.index) return;
    state.index = index;
    const text = label(index);
    sliderRef.current?.setAttribute('aria-valuenow', String(index));
    sliderRef.current?.setAttribute('aria-valuetext', text);
    if (bubbleRef.current) bubbleRef.current.textContent = text;
  };

  /** Fits the rail to the grid's part of the window and places the thumb where the window's top is. */
  const follow = (force = false) => {
    const grid = current.current.gridRef.current;
    const sticky = stickyRef.current;
    const state = live.current;
    if (!grid || !sticky || state.drag) return;
    const rect = grid.getBoundingClientRect();
    const toolbar = parseFloat(document.documentElement.style.getPropertyValue('--selection-toolbar-height')) || 0;
    const height = Math.max(0, Math.round(Math.min(window.innerHeight - toolbar, rect.bottom) - Math.max(0, rect.top)));
    if (height !== state.height) {
      sticky.style.height = `${height}px`;
      state.height = height;
    }
    const { boxes: layout } = current.current;
    if (state.pinned && (state.pinned.index >= layout.length || Math.abs(window.scrollY - state.pinned.scrollY) > 1)) state.pinned = null;
    if (state.pinned) paint(state.pinned.index, monthFraction(layout, state.pinned.index), force);
    else paint(monthAtY(layout, -rect.top + 1), scrollFraction(layout, -rect.top), force);
  };

  /** Scrolls the grid to the top of month `index` and keeps the slider on it until the customer scrolls. */
  const jump = (index: number) => {
    const { boxes: layout, gridRef: ref } = current.current;
    const box = layout[index];
    const grid = ref.current;
    if (!box || !grid) return;
    window.scrollTo({ top: grid.getBoundingClientRect().top + window.scrollY + box.top, behavior: 'instant' });
    loadIfUninitialized(box.key);
    live.current.pinned = { index, scrollY: window.scrollY };
    paint(index, monthFraction(layout, index));
  };

  // The listener reads the latest props through refs.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onScrollFrames(follow), []);

  // After each render (the months or the layout changed): place the thumb and name the month again in the
  // next frame, where the grid's scroll listener lays the page out anyway (measuring at once would lay it
  // out for every change of the layout, several times a frame while months load).
  useEffect(() => {
    const frame = requestAnimationFrame(() => follow(true));
    return () => cancelAnimationFrame(frame);
  });

  /** Shows the bubble (and, on phones, the year labels): while dragging and a moment after a key. */
  const show = (on: boolean) => {
    if (on) columnRef.current?.setAttribute('data-active', '');
    else columnRef.current?.removeAttribute('data-active');
  };

  const fractionAt = (clientY: number) => {
    const track = trackRef.current!.getBoundingClientRect();
    return track.height > 0 ? Math.min(1, Math.max(0, (clientY - live.current.drag!.grab - track.top) / track.height)) : 0;
  };

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const track = trackRef.current?.getBoundingClientRect();
    if (!track) return;
    e.preventDefault();
    // Grabbing the thumb keeps it under the pointer where it was taken; a press on the rail moves it there.
    const onThumb = sliderRef.current?.contains(e.target as Node) ?? false;
    const grab = onThumb ? e.clientY - (track.top + live.current.fraction * track.height) : 0;
    live.current.drag = { pointerId: e.pointerId, grab };
    // On phones the rail itself takes no pointer: the thumb holds the drag (its events bubble to the rail).
    (onThumb ? sliderRef.current! : e.currentTarget).setPointerCapture(e.pointerId);
    // Keys go on from where the pointer left the thumb; no focus ring for a pointer (where browsers know focusVisible).
    sliderRef.current?.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
    show(true);
    onPointerMove(e);
  };

  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const drag = live.current.drag;
    if (!drag || drag.pointerId !== e.pointerId) return;
    const fraction = fractionAt(e.clientY);
    const index = monthAtFraction(current.current.boxes, fraction);
    paint(index, fraction);
  };

  const onPointerEnd = (e: React.PointerEvent<HTMLDivElement>) => {
    const drag = live.current.drag;
    if (!drag || drag.pointerId !== e.pointerId) return;
    live.current.drag = null;
    show(false);
    jump(live.current.index);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const last = current.current.months.length - 1;
    const at = live.current.index;
    const next: Record<string, () => number> = {
      ArrowDown: () => at + 1,
      ArrowRight: () => at + 1,
      ArrowUp: () => at - 1,
      ArrowLeft: () => at - 1,
      PageDown: () => yearStep(current.current.months, at, 1),
      PageUp: () => yearStep(current.current.months, at, -1),
      Home: () => 0,
      End: () => last,
    };
    const step = next[e.key];
    if (!step || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    jump(Math.min(last, Math.max(0, step())));
    // The bubble names the month for a moment after a key too.
    show(true);
    window.clearTimeout(live.current.hide);
    live.current.hide = window.setTimeout(() => !live.current.drag && show(false), BUBBLE_AFTER_KEY_MS);
  };

  const index = Math.min(live.current.index, months.length - 1);
  return (
    <div
      ref={columnRef}
      data-testid="scrubber"
      // Phones: only the thumb takes touches, so taps on the photos under the rail still open them.
      className="group pointer-events-none absolute inset-y-0 right-0 z-20 w-11 touch-none select-none sm:pointer-events-auto sm:-right-11 sm:cursor-pointer"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div ref={stickyRef} className="sticky top-0 h-dvh max-h-full">
        <div ref={trackRef} className="absolute inset-x-0 top-10 bottom-6 sm:top-8">
          <div aria-hidden="true" className="absolute inset-y-0 right-[21px] hidden w-0.5 rounded bg-slate-200 sm:block" />
          {marks.map((m) => (
            <span
              key={m.year}
              aria-hidden="true"
              data-testid="scrubber-year"
              className="absolute right-0 -mt-6 hidden -translate-y-full rounded bg-white/90 sm:-mt-4 px-1 text-[11px] leading-4 font-medium text-slate-700 tabular-nums group-data-[active]:block sm:block"
              style={{ top: `${(m.at * 100).toFixed(3)}%` }}
            >
              {m.year}
            </span>
          ))}
          <div ref={thumbRef} className="pointer-events-none absolute inset-0">
            <div
              ref={sliderRef}
              role="slider"
              tabIndex={0}
              aria-label={t('photos.timeline')}
              aria-orientation="vertical"
              aria-valuemin={0}
              aria-valuemax={Math.max(0, months.length - 1)}
              aria-valuenow={index}
              aria-valuetext={label(index)}
              data-testid="scrubber-thumb"
              className="pointer-events-auto absolute top-0 right-0 flex h-11 w-8 -translate-y-1/2 touch-none items-center justify-center rounded-l-full bg-white text-slate-700 shadow-md ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:h-7 sm:w-11 sm:rounded-full"
              onKeyDown={onKeyDown}
            >
              <svg viewBox="0 0 16 16" aria-hidden="true" className="h-4 w-4">
                <path d="M4 6l4-4 4 4M4 10l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
              </svg>
            </div>
            <div
              ref={bubbleRef}
              aria-hidden="true"
              data-testid="scrubber-bubble"
              className="absolute top-0 right-12 hidden -translate-y-1/2 rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white shadow-lg group-data-[active]:block"
            >
              {label(index)}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The layout moved the rail's marks only if the number of months or where the last one ends changed. */
const sameLayout = (a: readonly JustifiedBox[], b: readonly JustifiedBox[]) =>
  a === b || (a.length === b.length && a.at(-1)?.top === b.at(-1)?.top && a.at(-1)?.height === b.at(-1)?.height);

export const Scrubber = memo(
  ScrubberRail,
  (a, b) => a.months === b.months && a.t === b.t && a.locale === b.locale && a.gridRef === b.gridRef && sameLayout(a.boxes, b.boxes),
);
