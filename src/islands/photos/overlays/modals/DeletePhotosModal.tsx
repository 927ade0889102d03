import { TRASH_RETENTION_DAYS } from '@/domain/constants';
import { deletePhotos } from '@/stores/photo-actions';
import { Modal } from '../../common/Modal';
import { ErrorAlert, ModalActions, type BodyProps } from '../modal-parts';
import { deleteError, endSelection, useSubmit } from './submit';

export function DeletePhotosModal({
  entry,
  top,
  t,
  onClose,
  photoIds,
  everything,
}: BodyProps & { photoIds: readonly string[]; everything?: boolean }) {
  const single = photoIds.length === 1;
  const { error, busy, run } = useSubmit(entry);
  return (
    <Modal
      title={single ? t('photos.deleteOne.title') : t('photos.deleteMany.title', { amount: photoIds.length })}
      onClose={onClose}
      closeLabel={t('common.close')}
      top={top}
      testId="delete-photos-modal"
    >
      <ErrorAlert text={error} />
      <p>{t(single ? 'photos.deleteOne.body' : 'photos.deleteMany.body')}</p>
      <p className="mt-2 text-sm text-slate-600">{t('photos.trash.hint', { days: TRASH_RETENTION_DAYS })}</p>
      <ModalActions t={t} onClose={onClose} busy={busy}>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          data-autofocus
          onClick={() =>
            void run(
              async () => {
                await deletePhotos(photoIds, everything);
                endSelection();
                onClose();
              },
              deleteError(t, single),
            )
          }
        >
          {t('photos.toolbar.delete')}
        </button>
      </ModalActions>
    </Modal>
  );
}
