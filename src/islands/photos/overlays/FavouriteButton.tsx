import type { LibraryPhoto } from '@/stores/library';
import type { T } from '../common/strings';
import { HeartToggle } from '../common/Heart';

/** The preview's heart, with its word; the `f` key does the same (as in Google Photos). */
export function FavouriteButton({ t, photo }: { t: T; photo: LibraryPhoto }) {
  return (
    <HeartToggle photo={photo} className="btn btn-secondary inline-flex items-center gap-1.5" testId="preview-favourite">
      {t('photos.favourites.button')}
    </HeartToggle>
  );
}
