import { ORDER_PRINTS_MIN_DELAY_MS } from '@/domain/constants';
import { orderPrints, selectionScope } from '@/stores/photo-actions';
import { Modal } from '../../common/Modal';
import { ErrorAlert, ModalActions, type BodyProps } from '../modal-parts';
import { useSubmit } from './submit';

export function OrderPrintsModal({
  entry,
  top,
  t,
  ctx,
  onClose,
  photoIds,
  everything,
}: BodyProps & { photoIds: readonly string[]; everything?: boolean }) {
  const { error, busy, run } = useSubmit(entry);
  return (
    <Modal
      title={t('photos.orderPrintsModal.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      top={top}
      testId="order-prints-modal"
    >
      <ErrorAlert text={error} />
      <p>{t('photos.orderPrintsModal.body', { count: photoIds.length })}</p>
      {busy && (
        <p role="status" className="mt-3 text-slate-700">
          {t('photos.orderPrintsModal.preparing', { seconds: ORDER_PRINTS_MIN_DELAY_MS / 1000 })}
        </p>
      )}
      <ModalActions t={t} onClose={onClose} busy={busy}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || photoIds.length === 0}
          data-autofocus
          onClick={() =>
            void run(async () => {
              const url = await orderPrints(photoIds, ctx.editor, everything ? selectionScope(ctx.library) : undefined);
              window.location.assign(url);
            }, t('photos.errors.unexpected'))
          }
        >
          {t('photos.orderPrints')}
        </button>
      </ModalActions>
    </Modal>
  );
}
