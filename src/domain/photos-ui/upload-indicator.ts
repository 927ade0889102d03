import type { QueuedFile } from './upload-queue';

/**
 * What the photo pages show of the upload queue while the upload window is closed, and where files
 * dropped on a page are taken. Apart from `upload-queue.ts` (whose rules load with the queue) so that
 * the page's first load carries only these.
 */

/** What the indicator on the page shows; `null` when there is nothing to show. */
export interface UploadSummary {
  running: boolean;
  /** The file being sent, counted from 1 ("Uploading 3 of 10"). */
  current: number;
  /** Files the customer sent off (picked files not yet sent do not count). */
  total: number;
  /** Bytes sent and to send of the files that carry bytes (refused and failed ones carry none). */
  sentBytes: number;
  totalBytes: number;
  /** Uploaded photos waiting for the customer to add them (duplicates included: they are confirmed too). */
  ready: number;
  /** Files that failed or were refused. */
  problems: number;
}

export function uploadSummary(items: readonly QueuedFile[]): UploadSummary | null {
  const sentOff = items.filter((i) => i.state !== 'queued');
  if (sentOff.length === 0) return null;
  const finished = sentOff.filter((i) => i.state === 'done' || i.state === 'failed' || i.state === 'refused').length;
  const carrying = sentOff.filter((i) => i.state !== 'failed' && i.state !== 'refused');
  const running = sentOff.some((i) => i.state === 'waiting' || i.state === 'uploading');
  return {
    running,
    current: Math.min(finished + 1, sentOff.length),
    total: sentOff.length,
    sentBytes: carrying.reduce((n, i) => n + (i.state === 'done' ? i.size : i.sent), 0),
    totalBytes: carrying.reduce((n, i) => n + i.size, 0),
    ready: sentOff.filter((i) => i.state === 'done').length,
    problems: sentOff.filter((i) => i.state === 'failed' || i.state === 'refused').length,
  };
}

/**
 * Files dropped on the page go to the upload queue where the page offers 'Add photos' (spec §2: the
 * upload feature flag; the photos and albums pages, and an own album, whose drops go into that album),
 * on screens that are not mobile (spec §2: drag and drop on non-mobile). Never in a shared album.
 */
export function dropsAccepted(view: 'photos' | 'favourites' | 'album' | 'shared', uploadEnabled: boolean, mobile: boolean): boolean {
  return uploadEnabled && !mobile && (view === 'photos' || view === 'album');
}

/** A drag that carries files from outside the page (not a photo, link or text dragged within it). */
export function carriesFiles(types: readonly string[] | undefined, fromPage: boolean): boolean {
  return !fromPage && Boolean(types?.includes('Files'));
}
