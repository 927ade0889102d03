import { useEffect, useState } from 'react';
import type { Album } from '@/domain/schemas/photos';
import { TOAST_OTHER_MS } from '@/domain/constants';
import { openModal, showToast } from '@/stores/photos-ui';
import { photosApi } from '@/stores/photos-api';
import { addToAlbum } from '@/stores/photo-actions';
import { Modal } from '../../common/Modal';
import { ErrorAlert, ModalActions, type BodyProps } from '../modal-parts';
import { endSelection, useSubmit } from './submit';

export function CopyToAlbumModal({ entry, top, t, onClose, photoIds }: BodyProps & { photoIds: readonly string[] }) {
  const [albums, setAlbums] = useState<Album[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [choice, setChoice] = useState<string>('');
  const { error, busy, run } = useSubmit(entry);
  useEffect(() => {
    void (async () => {
      try {
        setAlbums((await (await photosApi()).albums({ limit: 50 })).albums.filter((a) => !a.isShared));
      } catch {
        setLoadError(true);
      }
    })();
  }, []);
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    if (choice === 'new' || !choice) {
      openModal({ kind: 'createAlbum', photoIds });
      return;
    }
    const album = albums?.find((a) => a.albumId === choice);
    void run(async () => {
      await addToAlbum(choice, photoIds);
      showToast('success', 'photos.toast.copied', { count: photoIds.length, albumName: album?.albumName ?? '' }, TOAST_OTHER_MS);
      endSelection();
      onClose();
    }, t('photos.errors.transfer'));
  };
  return (
    <Modal title={t('photos.copy.title')} onClose={onClose} closeLabel={t('common.close')} top={top} testId="copy-modal">
      <form onSubmit={submit}>
        <ErrorAlert text={error ?? (loadError ? t('photos.errors.albums') : null)} />
        <fieldset>
          <legend className="mb-2 font-medium">{t('photos.copy.pick')}</legend>
          <label className="flex min-h-11 items-center gap-3 rounded px-2 hover:bg-slate-50">
            <input type="radio" name="album" value="new" checked={choice === 'new'} onChange={() => setChoice('new')} />
            {t('photos.newAlbum')}
          </label>
          {albums === null && !loadError && (
            <p className="text-slate-600" aria-busy="true">
              {t('photos.loading')}
            </p>
          )}
          {albums?.map((a) => (
            <label key={a.albumId} className="flex min-h-11 items-center gap-3 rounded px-2 hover:bg-slate-50">
              <input type="radio" name="album" value={a.albumId} checked={choice === a.albumId} onChange={() => setChoice(a.albumId)} />
              <span>
                {a.albumName} <span className="text-sm text-slate-600">({t('photos.albumCount', { count: a.photosCount })})</span>
              </span>
            </label>
          ))}
        </fieldset>
        <ModalActions t={t} onClose={onClose} busy={busy}>
          <button type="submit" className="btn btn-primary" disabled={busy || !choice}>
            {t('photos.copy.submit')}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
