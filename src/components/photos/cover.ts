import { thumbnailFor, thumbnailSrcset } from '@/domain/photos-ui/thumbnail-choice';

interface Thumb {
  id: number | string;
  url: string;
  width: number;
  height: number;
}

/** Album tiles per row: 2 on phones, 3 from 640 px, 4 from 768 px (next to the 240 px side menu, in at most 1280 px). */
export const ALBUM_TILES_PER_ROW = 4;

/**
 * How wide a tile is drawn at each viewport width (the album grid of AccountLayout: 16 px page padding,
 * 16 px gaps, side menu and its 32 px gap from 768 px), so the browser picks the smallest thumbnail that fills it.
 */
const TILE_SIZES =
  '(min-width: 1280px) 232px, (min-width: 768px) calc(25vw - 88px), (min-width: 640px) calc(33vw - 21px), calc(50vw - 24px)';

/** A cover's <img> attributes: the 300 px thumbnail as src, every thumbnail (300/800/1300) in the srcset. */
export function coverImage(photo: { url: string; thumbnails: readonly Thumb[] }) {
  const small = thumbnailFor(photo, 300);
  const srcset = thumbnailSrcset(photo);
  return {
    src: small.url,
    srcset,
    sizes: srcset ? TILE_SIZES : undefined,
    width: small.width,
    height: small.height,
  };
}
