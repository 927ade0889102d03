import { useState } from 'react';
import { setModalBusy } from '@/stores/photos-ui';
import { findPhoto } from '@/stores/library';
import { downloadSingle } from '@/stores/photo-actions';
import { Modal } from '../../common/Modal';
import { ErrorAlert, ModalActions, type BodyProps } from '../modal-parts';
import { endSelection } from './submit';

export function DownloadModal({ entry, top, t, ctx, onClose, photoIds }: BodyProps & { photoIds: readonly string[] }) {
  const single = photoIds.length === 1;
  const [state, setState] = useState<'initial' | 'pending' | 'failure'>('initial');
  const start = async () => {
    if (!single) {
      // The archive job and its toasts take over from the modal; the selection ends once the zip is saved
      // and stays as it was when it fails ('Download failed'), so the customer can try again.
      const shared = ctx.album?.shared;
      const { downloadZip } = await import('@/stores/zip-download');
      onClose();
      const source = shared
        ? {
            kind: 'shared' as const,
            albumId: ctx.album!.id,
            photos: photoIds.map((id) => ({ photoId: id, ownerId: findPhoto(id)?.ownerId ?? ctx.album!.ownerId })),
          }
        : { kind: 'own' as const, photoIds };
      await downloadZip(source).then(endSelection, () => {});
      return;
    }
    setState('pending');
    setModalBusy(entry.id, true);
    try {
      await downloadSingle(photoIds[0]);
      setModalBusy(entry.id, false);
      endSelection();
      onClose();
    } catch {
      setModalBusy(entry.id, false);
      setState('failure');
    }
  };
  return (
    <Modal
      title={single ? t('photos.download.titleOne') : t('photos.download.titleMany', { count: photoIds.length })}
      onClose={onClose}
      closeLabel={t('common.close')}
      top={top}
      testId="download-modal"
    >
      <ErrorAlert text={state === 'failure' ? t(single ? 'photos.errors.downloadOne' : 'photos.errors.downloadMany') : null} />
      {!single && <p>{t('photos.download.zip')}</p>}
      <ModalActions t={t} onClose={onClose} busy={state === 'pending'}>
        <button type="button" className="btn btn-primary" disabled={state === 'pending'} data-autofocus onClick={() => void start()}>
          {t('photos.toolbar.download')}
        </button>
      </ModalActions>
    </Modal>
  );
}
