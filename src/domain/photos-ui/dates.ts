import { UNKNOWN_DATE_TAKEN } from '../constants';
import { formatTimelineKey, timelineKeyOf, UNKNOWN_TIMELINE_KEY } from '../photos/timeline';

/** A date taken of 1 January 1970 (or none) is unknown and not shown (spec §2). */
export function isKnownDateTaken(dateTaken: string | null | undefined): dateTaken is string {
  if (!dateTaken) return false;
  return !dateTaken.startsWith(UNKNOWN_DATE_TAKEN) && !Number.isNaN(Date.parse(dateTaken));
}

/** The timeline month (`year/month`, or the Unknown Date group) a photo is shown under when sorted by date taken. */
export function timelineKeyOfPhoto(dateTaken: string | null | undefined): string {
  return isKnownDateTaken(dateTaken) ? formatTimelineKey(timelineKeyOf(dateTaken)) : UNKNOWN_TIMELINE_KEY;
}

/** 'Created today / yesterday / {date}' of an album (spec §2). */
export function createdLabel(created: string, now: Date): 'today' | 'yesterday' | 'date' {
  const c = new Date(created);
  const day = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const diff = Math.round((day(now) - day(c)) / 86_400_000);
  if (diff === 0) return 'today';
  if (diff === 1) return 'yesterday';
  return 'date';
}
