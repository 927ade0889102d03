import { Modal } from '../../common/Modal';
import type { BodyProps } from '../modal-parts';

/** After an upload into a library sorted otherwise than by upload: where the new photos are. */
export function SortNoticeModal({ t, top, onClose }: BodyProps) {
  return (
    <Modal title={t('photos.sortNotice.title')} onClose={onClose} closeLabel={t('common.close')} top={top} testId="sort-notice">
      <p>{t('photos.sortNotice.body')}</p>
      <div className="mt-5 flex justify-end">
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
          {t('photos.ok')}
        </button>
      </div>
    </Modal>
  );
}
