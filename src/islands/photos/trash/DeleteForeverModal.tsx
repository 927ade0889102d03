import { useEffect } from 'react';
import { Modal } from '../common/Modal';
import type { T } from '../common/strings';

/** Deleting for good asks first; a failure stays in the question. */
export function DeleteForeverModal({
  t,
  count,
  busy,
  error,
  onCancel,
  onDelete,
}: {
  t: T;
  /** How many photos go, null for all of Recently deleted. */
  count: number | null;
  busy: boolean;
  error: string;
  onCancel: () => void;
  onDelete: () => void;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !busy) onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy, onCancel]);
  return (
    <Modal
      title={count === null ? t('photos.trash.foreverAllTitle') : t('photos.trash.foreverTitle', { count })}
      onClose={() => !busy && onCancel()}
      closeLabel={t('common.close')}
      top
      testId="delete-forever-modal"
    >
      {error && (
        <p role="alert" className="alert-error mb-4">
          {error}
        </p>
      )}
      <p>{t('photos.trash.foreverBody')}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-danger" data-autofocus disabled={busy} onClick={onDelete}>
          {t('photos.trash.deleteForever')}
        </button>
      </div>
    </Modal>
  );
}
