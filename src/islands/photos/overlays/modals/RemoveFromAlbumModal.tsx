import { TOAST_OTHER_MS } from '@/domain/constants';
import { showToast } from '@/stores/photos-ui';
import { $albumMeta } from '@/stores/library';
import { deletePhotos, removeFromAlbum } from '@/stores/photo-actions';
import { Modal } from '../../common/Modal';
import { ErrorAlert, ModalActions, type BodyProps } from '../modal-parts';
import { deleteError, endSelection, useSubmit } from './submit';

export function RemoveFromAlbumModal({
  entry,
  top,
  t,
  onClose,
  albumId,
  albumName,
  photoIds,
}: BodyProps & { albumId: string; albumName: string; photoIds: readonly string[] }) {
  const single = photoIds.length === 1;
  const { error, busy, run } = useSubmit(entry);
  const name = $albumMeta.get()?.name ?? albumName;
  return (
    <Modal
      title={single ? t('photos.removeOne.title') : t('photos.removeMany.title', { count: photoIds.length })}
      onClose={onClose}
      closeLabel={t('common.close')}
      top={top}
      testId="remove-modal"
    >
      <ErrorAlert text={error} />
      <p>{t('photos.removeModal.body', { albumName: name })}</p>
      <ModalActions t={t} onClose={onClose} busy={busy}>
        <button
          type="button"
          className="btn btn-secondary text-danger"
          disabled={busy}
          onClick={() =>
            void run(
              async () => {
                await deletePhotos(photoIds);
                endSelection();
                onClose();
              },
              deleteError(t, single),
            )
          }
        >
          {t('photos.removeModal.deleteInstead')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          data-autofocus
          onClick={() =>
            void run(
              async () => {
                await removeFromAlbum(albumId, photoIds);
                showToast(
                  'success',
                  single ? 'photos.toast.removedOne' : 'photos.toast.removedMany',
                  { count: photoIds.length, albumName: name },
                  TOAST_OTHER_MS,
                );
                endSelection();
                onClose();
              },
              t(single ? 'photos.errors.removeOne' : 'photos.errors.removeMany'),
            )
          }
        >
          {t('photos.toolbar.remove')}
        </button>
      </ModalActions>
    </Modal>
  );
}
