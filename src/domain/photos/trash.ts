import { TRASH_RETENTION_DAYS } from '../constants';

const DAY_MS = 86_400_000;

/** When a photo moved to the trash at `trashedAt` (ISO instant) is purged for good. */
export function trashExpiry(trashedAt: string): string {
  return new Date(Date.parse(trashedAt) + TRASH_RETENTION_DAYS * DAY_MS).toISOString();
}

/** Whole days a trashed photo has left, counted up (a photo purged tomorrow has 1 day left), never below 0. */
export function trashDaysLeft(trashedAt: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((Date.parse(trashExpiry(trashedAt)) - now.getTime()) / DAY_MS));
}
