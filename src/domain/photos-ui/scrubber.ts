import { isUnknownKey, type TimelineKey } from '../photos/timeline';
import { boxIndexAt } from './timeline-layout';

/** A month's section in the grid's layout. */
export interface MonthBox {
  top: number;
  height: number;
}

/**
 * The timeline scrubber's geometry. The rail stands for the grid's layout: a point at fraction f of the
 * rail is the grid's y = f × (the layout's full height), so each month sits on the rail where its section
 * starts (proportional to its section's top) and the thumb shows where the top of the window is. Every
 * function here is O(months) at most (a binary search for a position): no work per photo.
 */

/** The bottom of the last section (not capped like the grid's height): the rail's full length in grid pixels. */
export function railLength(boxes: readonly MonthBox[]): number {
  const last = boxes.at(-1);
  return last ? Math.max(1, last.top + last.height) : 1;
}

const clamp01 = (f: number) => (f < 0 ? 0 : f > 1 ? 1 : f);

/** Where month `index` starts on the rail, 0–1. */
export function monthFraction(boxes: readonly MonthBox[], index: number): number {
  const box = boxes[index];
  return box ? clamp01(box.top / railLength(boxes)) : 0;
}

/** Where a grid y (the top of the window, in grid pixels) is on the rail, 0–1. */
export function scrollFraction(boxes: readonly MonthBox[], y: number): number {
  return clamp01(y / railLength(boxes));
}

/** The month whose section holds the point at fraction f of the rail. */
export function monthAtFraction(boxes: readonly MonthBox[], f: number): number {
  if (boxes.length === 0) return -1;
  if (f >= 1) return boxes.length - 1;
  return Math.max(0, boxIndexAt(boxes, clamp01(f) * railLength(boxes)));
}

/** The month whose section holds grid y (the top of the window). */
export function monthAtY(boxes: readonly MonthBox[], y: number): number {
  return boxes.length === 0 ? -1 : Math.max(0, boxIndexAt(boxes, Math.max(0, y)));
}

const ordinal = (m: TimelineKey) => m.year * 12 + m.month - 1;

/**
 * The month a year away from `index` in display order (PageDown: `direction` 1, PageUp: -1): the first
 * month at least twelve months from it that way, else the last dated month that way, else the end of the
 * timeline. The unknown-date group (no date) is one step from the month beside it.
 */
export function yearStep(months: readonly TimelineKey[], index: number, direction: 1 | -1): number {
  const from = months[index];
  if (!from) return 0;
  if (isUnknownKey(from)) return Math.min(months.length - 1, Math.max(0, index + direction));
  for (let j = index + direction; j >= 0 && j < months.length; j += direction) {
    const to = months[j];
    if (isUnknownKey(to)) return j - direction === index ? j : j - direction;
    if (Math.abs(ordinal(to) - ordinal(from)) >= 12) return j;
  }
  return direction > 0 ? months.length - 1 : 0;
}

export interface YearMark {
  year: number;
  /** The first month of that year in display order. */
  index: number;
  /** Where it is on the rail, 0–1. */
  at: number;
}

/**
 * A label for each year where its first month starts on the rail; labels closer than `minGap` (a fraction
 * of the rail) to the previous one shown are left out, so a century of photos still reads.
 */
export function yearMarks(months: readonly TimelineKey[], boxes: readonly MonthBox[], minGap: number): YearMark[] {
  const marks: YearMark[] = [];
  let last = -Infinity;
  let previousYear: number | null = null;
  const length = railLength(boxes);
  for (let i = 0; i < months.length && i < boxes.length; i++) {
    const m = months[i];
    if (isUnknownKey(m) || m.year === previousYear) continue;
    previousYear = m.year;
    const at = clamp01(boxes[i].top / length);
    if (at - last < minGap) continue;
    marks.push({ year: m.year, index: i, at });
    last = at;
  }
  return marks;
}
