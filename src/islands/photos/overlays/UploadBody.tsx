import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { UPLOAD_PICKER_ACCEPT } from '@/domain/photos/image-type';
import { isMobile } from '@/domain/photos-ui/thumbnail-choice';
import { unconfirmedCount, uploadsRunning } from '@/domain/photos-ui/upload-queue';
import { TOAST_OTHER_MS } from '@/domain/constants';
import { MAX_IMAGE_PIXELS } from '@/domain/photos/image-refusals';
import { $library, reloadLibrary } from '@/stores/library';
import { openModal, setModalAsking, setModalBusy, setModalGuarded, showToast, type ModalEntry } from '@/stores/photos-ui';
import {
  $uploads,
  addFiles,
  type UploadItem,
  confirmUploads,
  discardUploads,
  forgetRejected,
  removeFile,
  retryFile,
  startUploads,
  stopUploads,
} from '@/stores/uploads';
import { track } from '@/stores/analytics';
import { addToAlbum } from '@/stores/photo-actions';
import { Modal } from '../common/Modal';
import { keepQuery } from '@/domain/query-string';
import type { BodyProps } from './modal-parts';
import type { T } from '../common/strings';

/**
 * The window's stake in the modal stack: not dismissible while it confirms; closing asks first once it
 * would drop uploaded photos (not while files are on their way: they go on); and when it closes, what is
 * left is dropped unless files are on their way (spec §4).
 */
function useWindowGuard(entryId: number, confirming: boolean, unconfirmed: number, running: boolean) {
  useEffect(() => {
    setModalBusy(entryId, confirming);
  }, [confirming, entryId]);

  // Closing loses nothing while files are on their way (they go on); afterwards it would drop the uploaded ones.
  useEffect(() => {
    setModalGuarded(entryId, unconfirmed > 0 && !running);
  }, [unconfirmed, running, entryId]);

  useEffect(
    () => () => {
      // The window closes: uploads on their way go on; otherwise what is left is dropped (spec §4).
      if (uploadsRunning($uploads.get().items)) forgetRejected();
      else discardUploads();
    },
    [],
  );
}

/**
 * Upload window (spec §2, §4): pick JPEG / PNG / HEIC files (or drop them anywhere on the page: the
 * page's drop target, `UploadDock`), upload them with tus (resumable, progress per file and overall,
 * retry), then confirm. The queue lives in `src/stores/uploads.ts`: closing the window while files
 * are on their way keeps them going, and the indicator on the page reopens it. Closing with uploaded
 * but unconfirmed photos and nothing on its way asks first; discarding, or closing with nothing
 * uploaded, empties the queue.
 */
export default function UploadBody({ entry, top, t, ctx, onClose }: BodyProps) {
  const { items, rejected } = useStore($uploads);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mobile = typeof window !== 'undefined' && isMobile(window.innerWidth);
  // On an own album's page the photos go into that album as well as the library.
  const intoAlbum = ctx.library.view === 'album' ? ctx.library.albumId : undefined;

  const running = uploadsRunning(items);
  const unconfirmed = unconfirmedCount(items);

  useWindowGuard(entry.id, confirming, unconfirmed, running);

  const confirm = async () => {
    setConfirming(true);
    setError(null);
    try {
      const result = await confirmUploads();
      setModalGuarded(entry.id, false);
      track('photos_add', { count: result.photoIds.length });
      if (result.duplicates.length) showToast('info', 'photos.upload.duplicates', { count: result.duplicates.length }, TOAST_OTHER_MS);
      const lib = $library.get();
      if (intoAlbum) await addToAlbum(intoAlbum, result.photoIds);
      else if (lib.ctx?.view !== 'photos') {
        window.location.assign(keepQuery('/my-photos/photos', ctx.library.search));
        return;
      }
      onClose();
      await reloadLibrary();
      if (lib.sorting.sortKey !== 'created') openModal({ kind: 'sortNotice' });
    } catch {
      setError(t('photos.errors.transfer'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Modal title={t('photos.upload.title')} onClose={onClose} closeLabel={t('common.close')} top={top} testId="upload-modal" wide>
      {error && (
        <p role="alert" className="alert-error mb-4">
          {error}
        </p>
      )}
      <FilePicker t={t} mobile={mobile} />
      {rejected.length > 0 && (
        <p role="alert" className="alert-error mt-3">
          {t('photos.upload.wrongType', { names: rejected.join(', ') })}
        </p>
      )}
      {items.length > 0 && (
        <>
          <OverallProgress t={t} items={items} id={`upload-total-${entry.id}`} />
          <ul className="mt-3 max-h-64 space-y-2 overflow-y-auto" data-testid="upload-list">
            {items.map((i) => (
              <UploadRow key={i.key} item={i} t={t} />
            ))}
          </ul>
        </>
      )}
      {entry.asking && <DiscardQuestion t={t} entry={entry} unconfirmed={unconfirmed} onDiscard={onClose} />}
      {running && (
        <p className="mt-4 text-sm text-slate-600" data-testid="upload-goes-on">
          {t('photos.upload.goesOn')}
        </p>
      )}
      <UploadButtons
        t={t}
        items={items}
        confirming={confirming}
        intoAlbum={Boolean(intoAlbum)}
        onClose={onClose}
        onConfirm={() => void confirm()}
      />
    </Modal>
  );
}

/** One file of the queue: its name, its state (and what can be done about it) and its progress. */
function UploadRow({ item: i, t }: { item: UploadItem; t: T }) {
  return (
    <li key={i.key} className="rounded border border-slate-200 p-2" data-state={i.state}>
      <div className="flex items-center justify-between gap-2">
        <span className="truncate text-sm">{i.file.name}</span>
        <span className="shrink-0 text-sm text-slate-700">
          {i.state === 'done' && (i.duplicate ? t('photos.upload.duplicate') : t('photos.upload.done'))}
          {i.state === 'failed' && (
            <>
              <span className="text-danger">{t('photos.upload.failed')}</span>
              <button
                type="button"
                className="ml-2 text-danger underline"
                onClick={() => retryFile(i.key)}
                aria-label={t('photos.upload.retryFile', { name: i.file.name })}
              >
                {t('photos.retry')}
              </button>
            </>
          )}
          {i.state === 'refused' && (
            <span className="text-danger">
              {i.refusal
                ? t(`photos.upload.errors.${i.refusal}`, { megapixels: MAX_IMAGE_PIXELS / 1_000_000 })
                : t('photos.upload.refused')}
            </span>
          )}
          {(i.state === 'queued' || i.state === 'failed' || i.state === 'refused') && (
            <button
              type="button"
              className="ml-2 underline"
              onClick={() => removeFile(i.key)}
              aria-label={t('photos.upload.removeFile', { name: i.file.name })}
            >
              {t('photos.upload.remove')}
            </button>
          )}
        </span>
      </div>
      {i.state === 'refused' || i.state === 'failed' ? (
        <progress className="mt-1 block h-1.5 w-full" max={1} value={0} aria-label={i.file.name} />
      ) : (
        <progress
          className="mt-1 block h-1.5 w-full"
          max={i.size || 1}
          value={i.state === 'done' ? i.size : i.sent}
          aria-label={i.file.name}
        />
      )}
    </li>
  );
}

/** Closing with uploaded photos that are not added yet asks first (spec §4). */
function DiscardQuestion({ t, entry, unconfirmed, onDiscard }: { t: T; entry: ModalEntry; unconfirmed: number; onDiscard: () => void }) {
  return (
    <div
      role="alertdialog"
      aria-labelledby={`upload-discard-${entry.id}`}
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
      data-testid="upload-discard"
    >
      <p id={`upload-discard-${entry.id}`} className="font-medium">
        {t('photos.upload.discardQuestion', { count: unconfirmed })}
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className="btn btn-secondary"
          data-autofocus
          ref={(el) => el?.focus()}
          onClick={() => setModalAsking(entry.id, false)}
        >
          {t('photos.upload.keep')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            setModalGuarded(entry.id, false);
            onDiscard();
          }}
        >
          {t('photos.upload.discard')}
        </button>
      </div>
    </div>
  );
}

/** Drops anywhere on the page land in the queue (UploadDock); this box says so and offers the picker. */
function FilePicker({ t, mobile }: { t: T; mobile: boolean }) {
  return (
    <div className="rounded-lg border-2 border-dashed border-slate-300 p-6 text-center" data-testid="drop-zone">
      {!mobile && <p className="mb-3 text-slate-700">{t('photos.upload.drop')}</p>}
      <label className="btn btn-secondary cursor-pointer">
        {t('photos.upload.pick')}
        <input
          type="file"
          multiple
          className="sr-only"
          accept={UPLOAD_PICKER_ACCEPT}
          data-testid="upload-input"
          onChange={(e) => {
            if (e.target.files) void addFiles([...e.target.files]);
            e.target.value = '';
          }}
        />
      </label>
      <p className="mt-2 text-sm text-slate-600">{t('photos.upload.types')}</p>
    </div>
  );
}

/** The window's buttons: close (the uploads go on) or cancel, stop, start, and add what was uploaded. */
function UploadButtons({
  t,
  items,
  confirming,
  intoAlbum,
  onClose,
  onConfirm,
}: {
  t: T;
  items: readonly UploadItem[];
  confirming: boolean;
  intoAlbum: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const running = uploadsRunning(items);
  const queued = items.some((i) => i.state === 'queued');
  const done = items.some((i) => i.state === 'done');
  return (
    <div className="mt-5 flex flex-wrap justify-end gap-2">
      {/* While files are on their way the window only closes (they go on); Stop ends them. */}
      <button type="button" className="btn btn-secondary" onClick={onClose} disabled={confirming} data-testid="upload-close">
        {t(running ? 'common.close' : 'common.cancel')}
      </button>
      {running && (
        <button type="button" className="btn btn-secondary" onClick={stopUploads} data-testid="upload-stop">
          {t('photos.upload.stop')}
        </button>
      )}
      {queued && (
        <button type="button" className="btn btn-secondary" disabled={confirming} onClick={startUploads} data-testid="upload-start">
          {t('photos.upload.start')}
        </button>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={confirming || running || !done}
        onClick={onConfirm}
        data-testid="upload-confirm"
      >
        {t(intoAlbum ? 'photos.upload.confirmAlbum' : 'photos.upload.confirm')}
      </button>
    </div>
  );
}

/** How much of the queue is uploaded: files done of all, and the bytes sent of the files that carry any. */
function OverallProgress({ t, items, id }: { t: T; items: readonly UploadItem[]; id: string }) {
  // Refused and failed files carry nothing: they do not count towards the overall progress.
  const counted = items.filter((i) => i.state !== 'refused' && i.state !== 'failed');
  const total = counted.reduce((n, i) => n + i.size, 0);
  const sent = counted.reduce((n, i) => n + (i.state === 'done' ? i.size : i.sent), 0);
  const done = items.filter((i) => i.state === 'done');

  return (
    <div className="mt-4">
      <label htmlFor={id} className="text-sm font-medium">
        {t('photos.upload.overall', { done: done.length, total: items.length })}
      </label>
      <progress id={id} className="block h-2 w-full" max={total || 1} value={sent} data-testid="upload-overall" />
    </div>
  );
}
