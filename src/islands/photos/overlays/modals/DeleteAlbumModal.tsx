import { keepQuery } from '@/domain/query-string';
import { photosApi } from '@/stores/photos-api';
import { Modal } from '../../common/Modal';
import { ErrorAlert, ModalActions, type BodyProps } from '../modal-parts';
import { useSubmit } from './submit';

export function DeleteAlbumModal({ entry, top, t, ctx, onClose, albumId, name }: BodyProps & { albumId: string; name: string }) {
  const { error, busy, run } = useSubmit(entry);
  return (
    <Modal title={t('photos.deleteAlbum.title')} onClose={onClose} closeLabel={t('common.close')} top={top} testId="delete-album-modal">
      <ErrorAlert text={error} />
      <p>{t('photos.deleteAlbum.body', { albumName: name })}</p>
      <ModalActions t={t} onClose={onClose} busy={busy}>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await (await photosApi()).deleteAlbum(albumId);
              window.location.assign(keepQuery('/my-photos/albums', ctx.library.search));
            }, t('photos.errors.removeAlbum'))
          }
        >
          {t('photos.deleteAlbum.submit')}
        </button>
      </ModalActions>
    </Modal>
  );
}
