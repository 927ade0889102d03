import { PHOTO_ID_CHUNK_SIZE, TOAST_DEFAULT_MS } from '@/domain/constants';
import { chunk } from '@/domain/photos/chunk';
import { $library, afterChange, reloadLibrary, removeFromLibrary, markFavourites, $counts, $gone } from './library';
import { showToast } from './photos-ui';
import { photosApi } from './photos-api';

/**
 * Adds photos to the favourites or takes them out (a tile's heart, the preview's, the selection toolbar): the
 * hearts change at once and a toast says what happened (a live region for screen readers). In the Favourites
 * view a photo taken out leaves it, and the preview moves on. A failure puts the hearts back, reads what is
 * shown again and says so.
 * Loaded on first use: no page ships it until a heart is pressed.
 */
export async function setFavourite(photoIds: readonly string[], favourite: boolean): Promise<void> {
  const ids = new Set(photoIds);
  markFavourites(ids, favourite);
  try {
    const api = await photosApi();
    for (const batch of chunk(photoIds, PHOTO_ID_CHUNK_SIZE)) {
      const { favouritesCount } = await api.setFavourite(batch, favourite);
      $counts.set({ ...$counts.get(), favourites: favouritesCount });
    }
  } catch {
    // Batches that went through stay: the hearts go back, and what is shown is read again.
    markFavourites(ids, !favourite);
    void reloadLibrary().catch(() => {});
    showToast('error', 'photos.favourites.failed', {}, TOAST_DEFAULT_MS);
    return;
  }
  showToast('success', favourite ? 'photos.favourites.added' : 'photos.favourites.removed', { count: ids.size }, TOAST_DEFAULT_MS);
  if ($library.get().ctx?.view !== 'favourites') return;
  if (!favourite) {
    removeFromLibrary(ids);
    $gone.set({ ids });
  }
  await afterChange().catch(() => {});
}
