import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isKnownDateTaken } from '@/domain/photos-ui/dates';
import { formatTakenOn } from '@/i18n/format';
import { current, type OpenedPreview } from '@/domain/photos-ui/preview-strip';
import { storedSorting, type LibraryPhoto } from '@/stores/library';
import { $modals, $preview, $previewShown, openModal, setPreviewListening } from '@/stores/photos-ui';
import { isDeleteKey } from '@/domain/photos-ui/shortcuts';
import { $walk, canStepWalk, closeWalk, openWalk, stepWalk } from '@/stores/preview-walk';
import { track } from '@/stores/analytics';
import { usePreviewGestures } from './preview-gestures';
import { PreviewPhoto } from './PreviewPhoto';
import { Modal } from '../common/Modal';
import { type T } from '../common/strings';
import { keepQuery } from '@/domain/query-string';
import type { OverlayContext } from './context';

const InfoPanel = lazy(() => import('./InfoPanel'));

/**
 * Full-screen preview (spec §2): slider, keys, swipe, zoom and drag (./preview-gestures). It shows
 * the photo of the URL whatever the grid has loaded, and walks the whole collection (stores/preview-walk).
 */
export default function Preview({
  photoId,
  t,
  ctx,
  known,
  around,
}: {
  photoId: string;
  t: T;
  ctx: OverlayContext;
  known?: LibraryPhoto;
  around?: OpenedPreview<LibraryPhoto>['around'];
}) {
  const walk = useStore($walk);
  const modals = useStore($modals);
  const photo = walk?.strip ? current(walk.strip) : undefined;
  const frameRef = useRef<HTMLDivElement>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const infoButton = useRef<HTMLButtonElement>(null);
  const base = ctx.library.basePath;
  const shared = ctx.library.view === 'shared';

  const go = (direction: 1 | -1) => {
    if (stepWalk(direction)) track(direction === 1 ? 'photos_preview_next' : 'photos_preview_previous');
  };
  const close = () => {
    closeWalk();
    if (history.state && (history.state as { preview?: string }).preview) history.back();
    else {
      history.replaceState(null, '', keepQuery(base, ctx.library.search));
      $preview.set(null);
    }
  };
  const closeInfo = () => {
    setInfoOpen(false);
    infoButton.current?.focus();
  };
  const prev = () => go(-1);
  const next = () => go(1);
  const { view, dragging, clickZoom } = usePreviewGestures(
    frameRef,
    photo?.imageId,
    {
      next,
      previous: prev,
      close,
      canStep: (direction) => canStepWalk($walk.get(), direction),
    },
    around !== undefined,
  );

  useEffect(() => {
    void openWalk(ctx.library, photoId, known, around);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photoId]);

  // The URL follows the photo shown (steps, and the next photo after a delete); none left closes.
  useEffect(() => {
    if (walk?.status === 'closed') {
      // Nothing is left to scroll the grid to.
      $previewShown.set(null);
      close();
    } else if (walk && walk.photoId !== photoId) {
      history.replaceState(history.state, '', keepQuery(`${base}/preview/${walk.photoId}`, ctx.library.search));
      $preview.set({ photoId: walk.photoId });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [walk]);

  const shownId = photo?.imageId;
  const shownDate = photo?.dateTaken ?? null;
  useEffect(() => {
    if (shownId) $previewShown.set({ photoId: shownId, dateTaken: shownDate });
  }, [shownId, shownDate]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || $modals.get().length > 0) return;
      if (e.key === 'ArrowLeft') prev();
      else if (e.key === 'ArrowRight') next();
      else if (e.key === 'Escape') close();
      else if (isDeleteKey(e) && photo && !shared) {
        // The Delete key asks as the Delete button does (spec: delete single photo).
        e.preventDefault();
        openModal({ kind: 'deletePhotos', photoIds: [photo.imageId] });
      } else if (e.key.toLowerCase() === 'i' && !e.ctrlKey && !e.metaKey && !e.altKey) {
        if (infoOpen) closeInfo();
        else setInfoOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  // Listening now: the arrow keys pressed while this code loaded are the first steps.
  useEffect(() => {
    for (const direction of setPreviewListening(true)) go(direction);
    return () => void setPreviewListening(false);
  }, []);

  const taken =
    photo && isKnownDateTaken(photo.dateTaken) ? t('photos.takenOn', { date: formatTakenOn(ctx.locale, photo.dateTaken) }) : null;
  const uploaded = photo?.uploadEnd
    ? t('photos.preview.uploaded', { date: formatTakenOn(ctx.locale, photo.uploadEnd.replace(/Z$|[+-]\d\d:\d\d$/, '')) })
    : null;
  const info = storedSorting(ctx.library.view).sortKey === 'created' ? (uploaded ?? taken) : taken;
  const ids = photo ? [photo.imageId] : [];
  // Disabled in a shared album: a visible note that the buttons name as their description.
  const sharedNoteId = useId();
  const sharedDescribedBy = shared ? sharedNoteId : undefined;

  return (
    <Modal
      title={photo?.localFileName ?? t('photos.preview.title')}
      onClose={close}
      closeLabel={t('photos.preview.back')}
      top={modals.length === 0}
      testId="preview"
      fullscreen
    >
      {/* On wide screens the info panel sits beside the photo, not over its arrows. */}
      <div className={`flex h-full flex-col ${infoOpen ? 'sm:pr-80' : ''}`}>
        {info && (
          <p className="px-4 pb-2 text-sm text-slate-300" data-testid="preview-info">
            {info}
          </p>
        )}
        <div ref={frameRef} className="relative flex-1 overflow-hidden" data-testid="preview-frame" data-scale={view.scale}>
          {photo ? (
            <PreviewPhoto photo={photo} view={view} dragging={dragging} onClick={clickZoom} />
          ) : walk?.status === 'missing' || walk?.status === 'failed' ? (
            <Unavailable t={t} failed={walk.status === 'failed'} />
          ) : (
            <p className="p-8 text-center text-slate-300" aria-busy="true">
              {t('photos.loading')}
            </p>
          )}
          <button
            type="button"
            onClick={prev}
            disabled={!canStepWalk(walk, -1)}
            aria-label={t('common.previous')}
            data-testid="preview-prev"
            className="absolute left-2 top-1/2 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-2xl text-white disabled:opacity-30 sm:flex"
          >
            ‹
          </button>
          <button
            type="button"
            onClick={next}
            disabled={!canStepWalk(walk, 1)}
            aria-label={t('common.next')}
            data-testid="preview-next"
            className="absolute right-2 top-1/2 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-2xl text-white disabled:opacity-30 sm:flex"
          >
            ›
          </button>
        </div>
        <div role="toolbar" aria-label={t('photos.toolbar.label')} className="flex flex-wrap justify-center gap-2 p-3">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!photo || shared}
            aria-describedby={sharedDescribedBy}
            onClick={() => openModal({ kind: 'copyToAlbum', photoIds: ids })}
          >
            {t('photos.toolbar.copy')}
          </button>
          {ctx.library.view !== 'photos' && (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={!photo || shared}
              aria-describedby={sharedDescribedBy}
              onClick={() =>
                openModal({ kind: 'removeFromAlbum', albumId: ctx.library.albumId!, albumName: ctx.library.albumName ?? '', photoIds: ids })
              }
            >
              {t('photos.toolbar.remove')}
            </button>
          )}
          {!shared && (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={!photo}
              aria-keyshortcuts="Delete"
              onClick={() => openModal({ kind: 'deletePhotos', photoIds: ids })}
            >
              {t('photos.toolbar.delete')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!photo}
            onClick={() => openModal({ kind: 'download', photoIds: ids })}
          >
            {t('photos.toolbar.download')}
          </button>
          <button
            ref={infoButton}
            type="button"
            className="btn btn-secondary"
            disabled={!photo}
            aria-expanded={infoOpen}
            aria-controls={infoOpen ? 'photo-info-panel' : undefined}
            aria-keyshortcuts="i"
            onClick={() => (infoOpen ? closeInfo() : setInfoOpen(true))}
            data-testid="preview-info-button"
          >
            {t('photos.info.button')}
          </button>
          {shared && (
            <p id={sharedNoteId} className="w-full text-center text-sm text-slate-300" data-testid="shared-unavailable">
              {t('photos.unavailableShared')}
            </p>
          )}
        </div>
        {infoOpen && photo && (
          <Suspense fallback={null}>
            <InfoPanel photoId={photo.imageId} t={t} locale={ctx.locale} onClose={closeInfo} />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}

/** A photo that is not the viewer's or no longer exists (or could not be read): said plainly; the Back button above leads out. */
function Unavailable({ t, failed }: { t: T; failed?: boolean }) {
  return (
    <p role="alert" className="mx-auto mt-16 max-w-md p-6 text-center text-lg font-medium" data-testid="preview-unavailable">
      {t(failed ? 'photos.errors.load' : 'photos.preview.unavailable')}
    </p>
  );
}
