import type { LibraryPhoto } from '@/stores/library';
import type { T } from '../common/strings';
import { HeartToggle } from '../common/Heart';

/**
 * A tile's heart: a toggle beside the link (no control inside a control) over the tile's bottom-left corner,
 * shown on hover and keyboard focus like the check circle; not on touch screens, where the preview and the
 * selection toolbar mark favourites and a tap opens the photo. None in a shared album (its photos carry their
 * owner): it is read only, and favourites are each account's own photos.
 */
export function TileHeart({ photo, style, t }: { photo: LibraryPhoto; style: React.CSSProperties; t: T }) {
  if (photo.ownerId) return null;
  return (
    <HeartToggle
      photo={photo}
      style={{ top: Number(style.top) + Number(style.height) - 36, left: Number(style.left) + 4 }}
      className="absolute z-10 flex h-8 w-8 items-center justify-center rounded-full text-white opacity-0 drop-shadow hover:opacity-100 focus-visible:opacity-100 peer-hover:opacity-100 pointer-coarse:hidden"
      label={t('photos.favourites.tile', { name: photo.localFileName })}
      testId="tile-heart"
    />
  );
}
