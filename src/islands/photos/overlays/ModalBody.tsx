import { lazy, useEffect, useState } from 'react';
import type { Album, AlbumParticipants } from '@/domain/schemas/photos';
import { albumNameProblem } from '@/domain/photos/album-name';
import { deleteAllConfirmed } from '@/domain/photos-ui/validation';
import { stopSelecting } from '@/domain/photos/selection';
import { ORDER_PRINTS_MIN_DELAY_MS, TOAST_OTHER_MS, TRASH_RETENTION_DAYS } from '@/domain/constants';
import { $modals, $selection, closeModal, openModal, setModalBusy, showToast, type ModalEntry } from '@/stores/photos-ui';
import { $albumMeta, findPhoto } from '@/stores/library';
import { photosApi } from '@/stores/photos-api';
import {
  addToAlbum,
  createAlbum,
  deleteAllPhotos,
  deletePhotos,
  downloadSingle,
  orderPrints,
  removeFromAlbum,
} from '@/stores/photo-actions';
import { RetriesExceededError } from '@/stores/batches';
import { Modal } from '../common/Modal';
import { type T } from '../common/strings';
import { keepQuery } from '@/domain/query-string';
import { ErrorAlert, ModalActions, type BodyProps } from './modal-parts';

const UploadBody = lazy(() => import('./UploadBody'));
const AlbumPicker = lazy(() => import('./AlbumPicker'));

/** Runs a modal's request: busy while in flight (not dismissible), error alert on failure. */
function useSubmit(entry: ModalEntry) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<void>, errorText: string | ((error: unknown) => string)) => {
    setBusy(true);
    setError(null);
    setModalBusy(entry.id, true);
    try {
      await fn();
    } catch (error) {
      setError(typeof errorText === 'function' ? errorText(error) : errorText);
    } finally {
      setBusy(false);
      setModalBusy(entry.id, false);
    }
  };
  return { error, busy, run };
}

function endSelection() {
  $selection.set(stopSelecting());
}

function closeAll() {
  for (const m of $modals.get()) closeModal(m.id);
}

export default function ModalBody(props: BodyProps) {
  const { spec } = props.entry;
  switch (spec.kind) {
    case 'createAlbum':
      return <AlbumNameModal {...props} mode="create" photoIds={spec.photoIds} />;
    case 'renameAlbum':
      return <AlbumNameModal {...props} mode="rename" albumId={spec.albumId} initial={spec.name} />;
    case 'deleteAlbum':
      return <DeleteAlbumModal {...props} albumId={spec.albumId} name={spec.name} />;
    case 'copyToAlbum':
      return <CopyToAlbumModal {...props} photoIds={spec.photoIds} />;
    case 'deleteAll':
      return <DeleteAllModal {...props} />;
    case 'deletePhotos':
      return <DeletePhotosModal {...props} photoIds={spec.photoIds} everything={spec.everything} />;
    case 'removeFromAlbum':
      return <RemoveFromAlbumModal {...props} albumId={spec.albumId} albumName={spec.albumName} photoIds={spec.photoIds} />;
    case 'download':
      return <DownloadModal {...props} photoIds={spec.photoIds} />;
    case 'upload':
      return <UploadBody {...props} />;
    case 'addFromLibrary':
      return <AlbumPicker {...props} albumId={spec.albumId} albumName={spec.albumName} />;
    case 'participants':
      return <ParticipantsModal {...props} albumId={spec.albumId} />;
    case 'sortNotice':
      return (
        <Modal
          title={props.t('photos.sortNotice.title')}
          onClose={props.onClose}
          closeLabel={props.t('common.close')}
          top={props.top}
          testId="sort-notice"
        >
          <p>{props.t('photos.sortNotice.body')}</p>
          <div className="mt-5 flex justify-end">
            <button type="button" className="btn btn-primary" onClick={props.onClose} data-autofocus>
              {props.t('photos.ok')}
            </button>
          </div>
        </Modal>
      );
    case 'orderPrints':
      return <OrderPrintsModal {...props} photoIds={spec.photoIds} everything={spec.everything} />;
  }
}

function AlbumNameModal({
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

function DeleteAlbumModal({ entry, top, t, ctx, onClose, albumId, name }: BodyProps & { albumId: string; name: string }) {
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

function CopyToAlbumModal({ entry, top, t, onClose, photoIds }: BodyProps & { photoIds: readonly string[] }) {
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

function DeleteAllModal({ entry, top, t, ctx, onClose }: BodyProps) {
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

/** §8: a delete that still fails after its retries says so after the delete error. */
function deleteError(t: T, single: boolean) {
  return (error: unknown) => {
    const base = t(single ? 'photos.errors.deleteOne' : 'photos.errors.deleteMany');
    return error instanceof RetriesExceededError ? `${base}. ${t('photos.errors.retriesExceeded')}` : base;
  };
}

function DeletePhotosModal({
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

function RemoveFromAlbumModal({
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

function DownloadModal({ entry, top, t, ctx, onClose, photoIds }: BodyProps & { photoIds: readonly string[] }) {
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

function ParticipantsModal({ top, t, onClose, albumId }: BodyProps & { albumId: string }) {
  const [data, setData] = useState<AlbumParticipants | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void (async () => {
      try {
        setData(await (await photosApi()).participants(albumId));
      } catch {
        setFailed(true);
      }
    })();
  }, [albumId]);
  return (
    <Modal title={t('photos.participants.title')} onClose={onClose} closeLabel={t('common.close')} top={top} testId="participants-modal">
      <ErrorAlert text={failed ? t('photos.errors.sharedAlbum') : null} />
      {!data && !failed && <p aria-busy="true">{t('photos.loading')}</p>}
      {data && (
        <ul className="space-y-2">
          <li>
            {data.owner.email} <span className="text-sm text-slate-600">({t('photos.participants.owner')})</span>
          </li>
          {data.participants.map((p) => (
            <li key={p.id}>{p.email}</li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

function OrderPrintsModal({
  entry,
  top,
  t,
  ctx,
  onClose,
  photoIds,
  everything,
}: BodyProps & { photoIds: readonly string[]; everything?: { albumId?: string } }) {
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
              const url = await orderPrints(photoIds, ctx.editor, everything);
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
