import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { TrashPage } from '@/domain/schemas/photos';
import { trashDaysLeft } from '@/domain/photos/trash';
import { $trash, deleteForever, emptyTrash, loadMoreTrash, restoreAllTrashed, restoreTrashed, seedTrash } from '@/stores/trash';
import { RetriesExceededError } from '@/stores/batches';
import { Modal } from './common/Modal';
import { Thumb } from './common/Thumb';
import { translate, type Strings } from './common/strings';

export interface RecentlyDeletedProps {
  init: TrashPage;
  strings: Strings;
  locale: string;
  /** The server's clock when the page was rendered, so days left read the same before and after hydration. */
  now: string;
}

type Confirm = { ids: readonly string[] } | { all: true };

/**
 * Recently deleted: the photos of the trash with their days left; restore or delete for good the
 * selected ones or all. Every action says what it did in a status line; a delete for good asks first.
 */
export default function RecentlyDeleted({ init, strings, locale, now }: RecentlyDeletedProps) {
  const t = translate(strings, locale);
  const stored = useStore($trash);
  const [seeded, setSeeded] = useState(false);
  const trash = seeded ? stored : { photos: init.images, cursor: init.cursor, count: init.count };
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const clock = new Date(now);

  useEffect(() => {
    seedTrash(init);
    setSeeded(true);
  }, [init]);

  useEffect(() => {
    if (!confirm) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !busy) setConfirm(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [confirm, busy]);

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };

  /** Runs an action; success says `done`, failure says `failed` (and that retries ran out, spec §8). */
  const act = async (action: () => Promise<void>, done: string, failed: string) => {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      await action();
      setSelected(new Set());
      setStatus(done);
      return true;
    } catch (e) {
      setError(e instanceof RetriesExceededError ? `${failed}. ${t('photos.errors.retriesExceeded')}` : failed);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const ids = [...selected];
  const restore = (all: boolean) =>
    void act(
      () => (all ? restoreAllTrashed() : restoreTrashed(ids)),
      t('photos.trash.restored', { count: all ? trash.count : ids.length }),
      t('photos.trash.restoreFailed'),
    );
  const removeForever = async (target: Confirm) => {
    const count = 'all' in target ? trash.count : target.ids.length;
    const ok = await act(
      () => ('all' in target ? emptyTrash() : deleteForever(target.ids)),
      t('photos.trash.deletedForever', { count }),
      t('photos.trash.deleteForeverFailed'),
    );
    if (ok) setConfirm(null);
  };

  return (
    <div data-testid="recently-deleted">
      <p role="status" className="mb-2 font-medium" data-testid="trash-status">
        {status}
      </p>
      {error && !confirm && (
        <p role="alert" className="alert-error mb-4">
          {error}
        </p>
      )}
      {trash.count === 0 ? (
        <p className="card text-center" data-testid="trash-empty">
          {t('photos.trash.empty')}
        </p>
      ) : (
        <>
          <div
            className="sticky top-0 z-10 mb-4 flex flex-wrap items-center gap-2 bg-white/95 py-2"
            role="toolbar"
            aria-label={t('photos.trash.actions')}
            data-testid="trash-toolbar"
          >
            <span className="mr-auto text-sm text-slate-700" aria-live="polite">
              {t('photos.trash.selectedCount', { count: selected.size })}
            </span>
            <button type="button" className="btn btn-primary" disabled={busy || selected.size === 0} onClick={() => restore(false)}>
              {t('photos.trash.restore')}
            </button>
            <button type="button" className="btn btn-danger" disabled={busy || selected.size === 0} onClick={() => setConfirm({ ids })}>
              {t('photos.trash.deleteForever')}
            </button>
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => restore(true)}>
              {t('photos.trash.restoreAll')}
            </button>
            <button type="button" className="btn btn-secondary text-danger" disabled={busy} onClick={() => setConfirm({ all: true })}>
              {t('photos.trash.deleteAllForever')}
            </button>
          </div>
          <ul className="grid grid-cols-3 gap-1 sm:grid-cols-4 sm:gap-2 lg:grid-cols-6" data-testid="trash-grid">
            {trash.photos.map((photo, i) => {
              const days = trashDaysLeft(photo.trashedAt, clock);
              const checked = selected.has(photo.imageId);
              return (
                <li key={photo.imageId} data-testid="trash-photo" data-photo-id={photo.imageId}>
                  <label className={`block cursor-pointer rounded ${checked ? 'ring-4 ring-brand' : ''}`}>
                    <span className="relative block aspect-square">
                      <Thumb photo={photo} size={300} alt="" eager={i < 12} />
                      <input
                        type="checkbox"
                        className="absolute left-2 top-2 h-6 w-6"
                        checked={checked}
                        onChange={() => toggle(photo.imageId)}
                        aria-label={t('photos.trash.selectPhoto', { name: photo.localFileName })}
                      />
                    </span>
                    <span className="block px-1 py-0.5 text-xs text-slate-700">{t('photos.trash.daysLeft', { count: days })}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          {trash.cursor && (
            <p className="mt-4 text-center">
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => void act(loadMoreTrash, '', t('photos.errors.load'))}
              >
                {t('photos.trash.more')}
              </button>
            </p>
          )}
        </>
      )}
      {confirm && (
        <Modal
          title={'all' in confirm ? t('photos.trash.foreverAllTitle') : t('photos.trash.foreverTitle', { count: confirm.ids.length })}
          onClose={() => !busy && setConfirm(null)}
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
            <button type="button" className="btn btn-secondary" onClick={() => setConfirm(null)} disabled={busy}>
              {t('common.cancel')}
            </button>
            <button type="button" className="btn btn-danger" data-autofocus disabled={busy} onClick={() => void removeForever(confirm)}>
              {t('photos.trash.deleteForever')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
