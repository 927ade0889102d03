import { useId, type RefObject } from 'react';
import { openModal } from '@/stores/photos-ui';
import type { LibraryContext, LibraryPhoto } from '@/stores/library';
import type { T } from '../common/strings';
import { AlbumActions } from '../common/AlbumActions';

/**
 * The preview's actions on the photo shown: copy, remove from the album, delete, download and the info
 * panel's button. In a shared album the changing ones are disabled, with a visible note that says why.
 */
export function PreviewActions({
  t,
  library,
  photo,
  infoOpen,
  infoButton,
  onInfo,
}: {
  t: T;
  library: LibraryContext;
  photo: LibraryPhoto | undefined;
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
