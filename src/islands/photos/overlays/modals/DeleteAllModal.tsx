import { useState } from 'react';
import { deleteAllConfirmed } from '@/domain/photos-ui/validation';
import { TRASH_RETENTION_DAYS } from '@/domain/constants';
import { deleteAllPhotos } from '@/stores/photo-actions';
import { Modal } from '../../common/Modal';
import { ErrorAlert, ModalActions, type BodyProps } from '../modal-parts';
import { endSelection, useSubmit } from './submit';

export function DeleteAllModal({ entry, top, t, ctx, onClose }: BodyProps) {
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { error, busy, run } = useSubmit(entry);
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    const ok = deleteAllConfirmed(typed, ctx.confirmWord);
    setInvalid(!ok);
    if (!ok) return;
    void run(async () => {
      await deleteAllPhotos();
      endSelection();
      onClose();
    }, t('photos.errors.deleteAll'));
  };
  return (
    <Modal title={t('photos.deleteAllModal.title')} onClose={onClose} closeLabel={t('common.close')} top={top} testId="delete-all-modal">
      <form onSubmit={submit} noValidate>
        <ErrorAlert text={error} />
        <p className="mb-3">{t('photos.deleteAllModal.body', { word: ctx.confirmWord, days: TRASH_RETENTION_DAYS })}</p>
        <div className="field">
          <label htmlFor="delete-all-word">{t('photos.deleteAllModal.label', { word: ctx.confirmWord })}</label>
          <input
            id="delete-all-word"
            className="input"
            value={typed}
            placeholder={ctx.confirmWord}
            autoComplete="off"
            data-autofocus
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'delete-all-word-error' : undefined}
          />
          {invalid && (
            <p id="delete-all-word-error" className="text-sm text-danger">
              {t('photos.deleteAllModal.mismatch', { word: ctx.confirmWord })}
            </p>
          )}
        </div>
        <ModalActions t={t} onClose={onClose} busy={busy}>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {t('photos.deleteAllModal.submit')}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
