import { useState } from 'react';
import { albumNameProblem } from '@/domain/photos/album-name';
import { TOAST_OTHER_MS } from '@/domain/constants';
import { keepQuery } from '@/domain/query-string';
import { showToast } from '@/stores/photos-ui';
import { $albumMeta } from '@/stores/library';
import { photosApi } from '@/stores/photos-api';
import { addToAlbum, createAlbum } from '@/stores/photo-actions';
import { Modal } from '../../common/Modal';
import { ErrorAlert, ModalActions, type BodyProps } from '../modal-parts';
import { closeAll, endSelection, useSubmit } from './submit';

export function AlbumNameModal({
  entry,
  top,
  t,
  ctx,
  onClose,
  mode,
  photoIds,
  albumId,
  initial = '',
}: BodyProps & { mode: 'create' | 'rename'; photoIds?: readonly string[]; albumId?: string; initial?: string }) {
  const [name, setName] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const { error, busy, run } = useSubmit(entry);
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    const problem = albumNameProblem(name);
    setInvalid(problem ? t(`photos.albumName.${problem}`) : null);
    if (problem) return;
    void run(async () => {
      const api = await photosApi();
      if (mode === 'rename') {
        await api.renameAlbum(albumId!, name);
        $albumMeta.set({ name });
        onClose();
        return;
      }
      const id = await createAlbum(name);
      if (photoIds?.length) {
        await addToAlbum(id, photoIds);
        showToast('success', 'photos.toast.copied', { count: photoIds.length, albumName: name }, TOAST_OTHER_MS);
        endSelection();
        closeAll();
      } else {
        window.location.assign(keepQuery(`/my-photos/albums/${id}`, ctx.library.search));
      }
    }, t('photos.errors.saveAlbum'));
  };
  return (
    <Modal
      title={t(mode === 'create' ? 'photos.createAlbum.title' : 'photos.renameAlbum.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      top={top}
      testId="album-name-modal"
    >
      <form onSubmit={submit} noValidate>
        <ErrorAlert text={error} />
        <div className="field">
          <label htmlFor={`album-name-${entry.id}`}>{t('photos.albumName.label')}</label>
          <input
            id={`album-name-${entry.id}`}
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-autofocus
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `album-name-error-${entry.id}` : undefined}
            maxLength={300}
          />
          {invalid && (
            <p id={`album-name-error-${entry.id}`} className="text-sm text-danger">
              {invalid}
            </p>
          )}
        </div>
        <ModalActions t={t} onClose={onClose} busy={busy}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t(mode === 'create' ? 'photos.createAlbum.submit' : 'common.save')}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
