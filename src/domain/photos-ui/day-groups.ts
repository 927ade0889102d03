import { isKnownDateTaken } from './dates';

/**
 * Day groups of the photos page, as Google Photos shows them: inside a month of the timeline the photos of
 * each day taken, in the Unknown Date group and in the latest uploads the photos of each day uploaded (UTC,
 * as every date of the account area is shown). A group is a run of photos in display order: every sort the
 * page offers keeps a day's photos together (a month by date taken, the unknown group and the latest
 * uploads by upload time).
 */
export type DayBy = 'taken' | 'uploaded';

export interface DayRun {
  /** `YYYY-MM-DD`. */
  day: string;
  /** Photos of the day in the run (those loaded). */
  count: number;
}

interface Dated {
  dateTaken?: string;
  uploadEnd?: string;
}

/** The day a photo is grouped under, '' when it has none (no known date taken, or no upload time). */
export function photoDay(photo: Dated, by: DayBy): string {
  if (by === 'taken') return isKnownDateTaken(photo.dateTaken) ? photo.dateTaken.slice(0, 10) : '';
  const uploaded = photo.uploadEnd ? new Date(photo.uploadEnd) : null;
  return uploaded && !Number.isNaN(uploaded.getTime()) ? uploaded.toISOString().slice(0, 10) : '';
}

/** The runs of photos of one day, in order; a photo without a day stays in the run before it. */
export function dayRuns(photos: readonly Dated[], by: DayBy): DayRun[] {
  const runs: DayRun[] = [];
  for (const photo of photos) {
    const day = photoDay(photo, by);
    const last = runs.at(-1);
    if (last && (day === last.day || day === '')) last.count++;
    else runs.push({ day, count: 1 });
  }
  return runs;
}

/** Where the ids of every photo of a day come from: a day of the timeline (`year/month`, or the unknown group's key) or of the latest uploads (null). */
export function dayIdsRequest(section: { unknown: boolean } | null, day: string): { path: string; undated: boolean } {
  if (section && !section.unknown) return { path: `/photos/taken/${day}/ids`, undated: false };
  return { path: `/photos/uploaded/${day}/ids`, undated: section !== null };
}

/** The key a day's ids are kept under beside the months' (`$monthIds`). */
export function dayIdsKey(request: { path: string; undated: boolean }): string {
  return `${request.path}${request.undated ? '?undated' : ''}`;
}
