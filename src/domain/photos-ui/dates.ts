import { UNKNOWN_DATE_TAKEN } from '../constants';
import { dateFormat } from '../intl-formats';

/** A date taken of 1 January 1970 (or none) is unknown and not shown (spec §2). */
export function isKnownDateTaken(dateTaken: string | null | undefined): dateTaken is string {
  if (!dateTaken) return false;
  return !dateTaken.startsWith(UNKNOWN_DATE_TAKEN) && !Number.isNaN(Date.parse(dateTaken));
}

/** 'day month year, hh:mm:ss' of the wall-clock time the camera wrote (no time zone shift). */
export function formatTakenOn(dateTaken: string, locale: string): string {
  const d = new Date(dateTaken.endsWith('Z') || /[+-]\d\d:\d\d$/.test(dateTaken) ? dateTaken : `${dateTaken}Z`);
  const date = dateFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
  const time = dateFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false, timeZone: 'UTC' }).format(d);
  return `${date}, ${time}`;
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

export function monthTitle(year: number, month: number, locale: string): string {
  return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}
