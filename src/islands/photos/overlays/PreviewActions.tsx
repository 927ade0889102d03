import { useId, type RefObject } from 'react';
import { openModal } from '@/stores/photos-ui';
import type { LibraryContext, LibraryPhoto } from '@/stores/library';
import type { T } from '../common/strings';
import { AlbumActions } from '../common/AlbumActions';
import { SetCoverButton } from './SetCoverButton';
import { FavouriteButton } from './FavouriteButton';

/**
 * The preview's actions on the photo shown: favourite (not in a shared album: favourites are each account's own), copy, remove from the album, delete, make it the album's cover,
 * download, order prints of this photo (where the page offers ordering prints) and the info panel's button.
 * In a shared album the changing ones and ordering prints are disabled (spec §2), with a visible note that
 * says why.
 */
export function PreviewActions({
  t,
  library,
  photo,
  infoOpen,
  infoButton,
  onInfo,
  orderPrints,
}: {
  t: T;
  library: LibraryContext;
  photo: LibraryPhoto | undefined;
  /** Whether the page offers ordering prints (the feature flag and the customer's hideOrderPrints). */
  orderPrints: boolean;
  infoOpen: boolean;
  infoButton: RefObject<HTMLButtonElement | null>;
  onInfo: () => void;
}) {
  const shared = library.view === 'shared';
  const ids = photo ? [photo.imageId] : [];
  // Disabled in a shared album: a visible note that the buttons name as their description.
  const sharedNoteId = useId();
  const sharedDescribedBy = shared ? sharedNoteId : undefined;
  return (
    <div role="toolbar" aria-label={t('photos.toolbar.label')} className="flex flex-wrap justify-center gap-2 p-3">
      {!shared && photo && <FavouriteButton t={t} photo={photo} />}
      <AlbumActions t={t} library={library} ids={ids} disabled={!photo} sharedDescribedBy={sharedDescribedBy} />
      {!shared && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!photo}
          aria-keyshortcuts="Delete"
          onClick={() => openModal({ kind: 'deletePhotos', photoIds: ids })}
        >
          {t('photos.toolbar.delete')}
        </button>
      )}
      <button type="button" className="btn btn-secondary" disabled={!photo} onClick={() => openModal({ kind: 'download', photoIds: ids })}>
        {t('photos.toolbar.download')}
      </button>
      {library.view === 'album' && library.albumId && photo && (
        <SetCoverButton t={t} albumId={library.albumId} albumName={library.albumName ?? ''} photoId={photo.imageId} />
      )}
      {orderPrints && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!photo || shared}
          aria-describedby={sharedDescribedBy}
          onClick={() => openModal({ kind: 'orderPrints', photoIds: ids })}
          data-testid="preview-order-prints"
        >
          {t('photos.orderPrints')}
        </button>
      )}
      <button
        ref={infoButton}
        type="button"
        className="btn btn-secondary"
        disabled={!photo}
        aria-expanded={infoOpen}
        aria-controls={infoOpen ? 'photo-info-panel' : undefined}
        aria-keyshortcuts="i"
        onClick={onInfo}
        data-testid="preview-info-button"
      >
        {t('photos.info.button')}
      </button>
      {shared && (
        <p id={sharedNoteId} className="w-full text-center text-sm text-slate-300" data-testid="shared-unavailable">
          {t('photos.unavailableShared')}
        </p>
      )}
    </div>
  );
}
