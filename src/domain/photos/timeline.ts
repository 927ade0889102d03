import { UNKNOWN_DATE_TAKEN } from '../constants';

/**
 * Timeline keys (spec §4, §5): a month section is addressed as `year/month`, two integers, month 1–12.
 * Photos without a known date taken form the 'Unknown Date' group, addressed as year 0, month 0
 * (`/photos/timeline/0/0`); in the counts response it is `timeline["0"]["0"]`.
 */
const UNKNOWN_YEAR = 0;
const UNKNOWN_MONTH = 0;
export const UNKNOWN_TIMELINE_KEY = `${UNKNOWN_YEAR}/${UNKNOWN_MONTH}`;

export interface TimelineKey {
  year: number;
  month: number;
}

export function isUnknownKey(key: TimelineKey): boolean {
  return key.year === UNKNOWN_YEAR && key.month === UNKNOWN_MONTH;
}

/** True for a real month (year 1–9999, month 1–12) or the unknown group. */
export function isValidTimelineKey(key: TimelineKey): boolean {
  if (!Number.isInteger(key.year) || !Number.isInteger(key.month)) return false;
  if (isUnknownKey(key)) return true;
  return key.year >= 1 && key.year <= 9999 && key.month >= 1 && key.month <= 12;
}

export function formatTimelineKey(key: TimelineKey): string {
  return `${key.year}/${key.month}`;
}

/** Parses `year/month` into two integers; null when it is not a valid key. */
export function parseTimelineKey(text: string): TimelineKey | null {
  const match = /^(\d{1,4})\/(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const key = { year: Number(match[1]), month: Number(match[2]) };
  return isValidTimelineKey(key) ? key : null;
}

/** Month number as stored per photo: year * 100 + month, 0 for the unknown group. */
export function monthNumber(key: TimelineKey): number {
  return isUnknownKey(key) ? 0 : key.year * 100 + key.month;
}

export function keyOfMonthNumber(value: number): TimelineKey {
  return value === 0 ? { year: UNKNOWN_YEAR, month: UNKNOWN_MONTH } : { year: Math.floor(value / 100), month: value % 100 };
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?$/;

/**
 * Normalises a camera wall-clock date taken (no zone) to `YYYY-MM-DDTHH:mm:ss.SSS`, or null when it is
 * unknown: missing, unparsable, impossible, or on 1 January 1970 (spec §2: treated as unknown).
 * Accepts EXIF's `YYYY:MM:DD HH:mm:ss` too.
 */
export function normaliseDateTaken(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim().replace(/^(\d{4}):(\d{2}):(\d{2})/, '$1-$2-$3');
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = ''] = match;
  const year = Number(y),
    month = Number(mo),
    day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  const date = `${y}-${mo}-${d}`;
  if (date === UNKNOWN_DATE_TAKEN) return null;
  return `${date}T${h}:${mi}:${s}.${frac.padEnd(3, '0').slice(0, 3)}`;
}

/** The timeline month of a normalised date taken (null = unknown group). */
export function timelineKeyOf(dateTaken: string | null): TimelineKey {
  if (!dateTaken) return { year: UNKNOWN_YEAR, month: UNKNOWN_MONTH };
  return { year: Number(dateTaken.slice(0, 4)), month: Number(dateTaken.slice(5, 7)) };
}

/** The half-open wall-clock range [start, end) of a real month, as `YYYY-MM-DDT00:00:00.000` strings. */
export function monthRange(key: TimelineKey): { start: string; end: string } {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const nextYear = key.month === 12 ? key.year + 1 : key.year;
  const nextMonth = key.month === 12 ? 1 : key.month + 1;
  return {
    start: `${pad(key.year, 4)}-${pad(key.month, 2)}-01T00:00:00.000`,
    end: `${pad(nextYear, 4)}-${pad(nextMonth, 2)}-01T00:00:00.000`,
  };
}

/** The half-open wall-clock range [start, end) of a day `YYYY-MM-DD` (a valid date), as monthRange() writes it. */
export function dayRange(day: string): { start: string; end: string } {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { start: `${day}T00:00:00.000`, end: `${next}T00:00:00.000` };
}

export type TimelineCounts = Record<string, Record<string, number>>;
export interface TimelineEntry extends TimelineKey {
  count: number;
}

/** Flattens `{year: {month: count}}` to entries, newest month first, the unknown group last. */
export function flattenTimeline(timeline: TimelineCounts): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const [year, months] of Object.entries(timeline)) {
    for (const [month, count] of Object.entries(months)) entries.push({ year: Number(year), month: Number(month), count });
  }
  return entries.sort((a, b) => {
    const ua = isUnknownKey(a),
      ub = isUnknownKey(b);
    if (ua !== ub) return ua ? 1 : -1;
    return b.year - a.year || b.month - a.month;
  });
}

/** Builds the nested form from entries, leaving out empty months. */
export function nestTimeline(entries: readonly TimelineEntry[]): TimelineCounts {
  const timeline: TimelineCounts = {};
  for (const { year, month, count } of entries) {
    if (count <= 0) continue;
    (timeline[String(year)] ??= {})[String(month)] = count;
  }
  return timeline;
}
