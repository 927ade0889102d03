import { openModal } from '@/stores/photos-ui';
import type { LibraryContext } from '@/stores/library';
import type { T } from './strings';

/**
 * 'Copy to album' and, on an album's page, 'Remove from album' for the given photos: the selection
 * toolbar's and the preview's. Off in a shared album, where `sharedDescribedBy` names the note saying why.
 */
export function AlbumActions({
  t,
  library,
  ids,
  disabled,
  sharedDescribedBy,
}: {
  t: T;
  library: LibraryContext;
  ids: readonly string[];
  disabled: boolean;
  sharedDescribedBy: string | undefined;
}) {
  const off = disabled || library.view === 'shared';
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={off}
        aria-describedby={sharedDescribedBy}
        onClick={() => openModal({ kind: 'copyToAlbum', photoIds: ids })}
      >
        {t('photos.toolbar.copy')}
      </button>
      {library.view !== 'photos' && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={off}
          aria-describedby={sharedDescribedBy}
          onClick={() =>
            openModal({ kind: 'removeFromAlbum', albumId: library.albumId!, albumName: library.albumName ?? '', photoIds: ids })
          }
        >
          {t('photos.toolbar.remove')}
        </button>
      )}
    </>
  );
}
