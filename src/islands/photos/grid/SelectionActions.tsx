import { lazy, Suspense } from 'react';
import { openModal } from '@/stores/photos-ui';
import type { LibraryContext } from '@/stores/library';
import type { T } from '../common/strings';
import { DownloadButton } from './DownloadButton';
import { AlbumActions } from '../common/AlbumActions';

// Select mode's heart loads with select mode: the photo pages' first script stays within its budget.
const FavouriteSelectionButton = lazy(() => import('./FavouriteSelectionButton'));

/** What the selection toolbar does with the selected photos: favourites, copy, remove from the album, delete, download. */
export function SelectionActions({
  t,
  ctx,
  ids,
  everything,
  pending,
  sharedDescribedBy,
}: {
  t: T;
  ctx: LibraryContext;
  ids: readonly string[];
  /** The selection is every photo of the collection. */
  everything: boolean;
  pending: boolean;
  /** The id of the note that says why a shared album's actions are off (in a shared album only). */
  sharedDescribedBy: string | undefined;
}) {
  const none = ids.length === 0;
  const shared = ctx.view === 'shared';
  return (
    <>
      <Suspense fallback={null}>
        <FavouriteSelectionButton t={t} ctx={ctx} ids={ids} disabled={pending || none} />
      </Suspense>
      <AlbumActions t={t} library={ctx} ids={ids} disabled={pending || none} sharedDescribedBy={sharedDescribedBy} />
      {!shared && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={pending || none}
          aria-keyshortcuts="Delete"
          onClick={() => openModal({ kind: 'deletePhotos', photoIds: ids, everything })}
        >
          {t('photos.toolbar.delete')}
        </button>
      )}
      <DownloadButton t={t} ids={ids} pending={pending} />
    </>
  );
}
