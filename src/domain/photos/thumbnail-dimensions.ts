import type { ThumbnailSize } from '../constants';

/**
 * A thumbnail of id N fits inside N × N pixels, keeping the aspect ratio, never enlarged.
 * Thumbnail jobs and the photo DTO both use this, so announced and real sizes agree.
 */
export function thumbnailDimensions(width: number, height: number, size: ThumbnailSize): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= size || longest === 0) return { width, height };
  const scale = size / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
