import { BREAKPOINT_MEDIUM, BREAKPOINT_SMALL, type ThumbnailSize } from '../constants';

/** Breakpoint of a viewport width (spec §9): small and medium count as mobile. */
export type Breakpoint = 'small' | 'medium' | 'large';

export function breakpointOf(width: number): Breakpoint {
  if (width <= BREAKPOINT_SMALL) return 'small';
  if (width <= BREAKPOINT_MEDIUM) return 'medium';
  return 'large';
}

export function isMobile(width: number): boolean {
  return breakpointOf(width) !== 'large';
}

/** The grid's thumbnail on small and medium screens (spec §3), whatever their pixel density. */
export const MOBILE_GRID_THUMBNAIL_SIZE: ThumbnailSize = 300;

/** The media query of small and medium screens, where the grid shows `MOBILE_GRID_THUMBNAIL_SIZE`. */
export const MOBILE_MEDIA = `(max-width: ${BREAKPOINT_MEDIUM}px)`;

/** Grid thumbnails: 300 on small and medium screens, 800 on large; the preview uses 1300 (spec §3). */
export function gridThumbnailSize(width: number): ThumbnailSize {
  return isMobile(width) ? MOBILE_GRID_THUMBNAIL_SIZE : 800;
}

export const PREVIEW_THUMBNAIL_SIZE: ThumbnailSize = 1300;

/** The album's photo picker shows small tiles on every screen: the small thumbnail serves them all. */
export const PICKER_THUMBNAIL_SIZE: ThumbnailSize = 300;

interface Thumb {
  id: number | string;
  url: string;
  width: number;
  height: number;
}
interface WithThumbs {
  url: string;
  thumbnails: readonly Thumb[];
}

/** The thumbnail of the wanted id, falling back to the main url. */
export function thumbnailFor(photo: WithThumbs, size: ThumbnailSize): { url: string; width?: number; height?: number } {
  const thumb = photo.thumbnails.find((t) => Number(t.id) === size);
  return thumb ?? { url: photo.url };
}

/**
 * The photo at full resolution for the preview's zoom: its main url, asking for a format every browser
 * shows (a HEIC original comes as a JPEG of it; other originals as they are).
 */
export function fullResolutionUrl(photo: WithThumbs): string {
  return `${photo.url}${photo.url.includes('?') ? '&' : '?'}display=1`;
}

/** Every thumbnail with a known width, smallest first, as a `srcset` ('…/300 300w, …/800 800w, …'); undefined when none has one. */
export function thumbnailSrcset(photo: WithThumbs): string | undefined {
  const candidates = photo.thumbnails.filter((t) => t.width > 0).sort((a, b) => a.width - b.width);
  return candidates.length ? candidates.map((t) => `${t.url} ${t.width}w`).join(', ') : undefined;
}

/** Aspect ratio (width / height) reserved for a tile before its image arrives. */
export function aspectOf(photo: WithThumbs & { visibleWidth?: number | null; visibleHeight?: number | null }): number {
  if (photo.visibleWidth && photo.visibleHeight) return photo.visibleWidth / photo.visibleHeight;
  const t = photo.thumbnails.find((x) => x.width > 0 && x.height > 0);
  return t ? t.width / t.height : 1;
}
