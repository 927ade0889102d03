import { MAX_DOWNLOAD_PHOTOS } from '../constants';

/** Why an action of the selection toolbar is unavailable (spec §5), or null when it can run. */
export type DisabledReason = 'nothingSelected' | 'tooManyToDownload' | 'sharedAlbum' | null;

export function downloadDisabledReason(selectedCount: number): DisabledReason {
  if (selectedCount === 0) return 'nothingSelected';
  if (selectedCount > MAX_DOWNLOAD_PHOTOS) return 'tooManyToDownload';
  return null;
}

export function actionDisabledReason(selectedCount: number, inSharedAlbum = false): DisabledReason {
  if (inSharedAlbum) return 'sharedAlbum';
  return selectedCount === 0 ? 'nothingSelected' : null;
}

/** The download-limit tooltip opens by itself when more than the maximum are selected (spec §4). */
export function downloadLimitTooltipOpen(selectedCount: number): boolean {
  return selectedCount > MAX_DOWNLOAD_PHOTOS;
}
