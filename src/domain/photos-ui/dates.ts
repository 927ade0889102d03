import { UNKNOWN_DATE_TAKEN } from '../constants';

/** A date taken of 1 January 1970 (or none) is unknown and not shown (spec §2). */
export function isKnownDateTaken(dateTaken: string | null | undefined): dateTaken is string {
  if (!dateTaken) return false;
  return !dateTaken.startsWith(UNKNOWN_DATE_TAKEN) && !Number.isNaN(Date.parse(dateTaken));
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
