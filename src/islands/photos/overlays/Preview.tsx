import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ZOOM_MIN } from '@/domain/constants';
import { clampPan, isDoubleTap, panBy, pinchZoom, swipeResult, toggleZoom, type Pan } from '@/domain/photos-ui/gestures';
import { isMobile, PREVIEW_THUMBNAIL_SIZE, thumbnailFor } from '@/domain/photos-ui/thumbnail-choice';
import { isKnownDateTaken } from '@/domain/photos-ui/dates';
import { formatTakenOn } from '@/i18n/format';
import { current, type OpenedPreview } from '@/domain/photos-ui/preview-strip';
import { storedSorting, type LibraryPhoto } from '@/stores/library';
import { $modals, $preview, $previewShown, openModal } from '@/stores/photos-ui';
import { isDeleteKey } from '@/domain/photos-ui/shortcuts';
import { $walk, canStepWalk, closeWalk, openWalk, stepWalk } from '@/stores/preview-walk';
import { track } from '@/stores/analytics';
import { bindGestures } from './pointer-gestures';
import { Modal } from '../common/Modal';
import { type T } from '../common/strings';
import { keepQuery } from '@/domain/query-string';
import type { OverlayContext } from './context';

const InfoPanel = lazy(() => import('./InfoPanel'));

/**
 * Full-screen preview (spec §2): slider, keys, swipe, zoom and drag (pointer events, ./pointer-gestures). It shows
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
  const [scale, setScale] = useState(ZOOM_MIN);
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const frameRef = useRef<HTMLDivElement>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const infoButton = useRef<HTMLButtonElement>(null);
  const lastTap = useRef<number | null>(null);
  // A mouse drag ends with a click on the image; that click must not toggle the zoom back.
  const dragged = useRef(false);
  const state = useRef({ scale, pan });
  state.current = { scale, pan };
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
    setScale(ZOOM_MIN);
    setPan({ x: 0, y: 0 });
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

  useEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    let start: Pan = { x: 0, y: 0 };
    let pinchFrom = ZOOM_MIN;
    let pinched = false;
    const unbind = bindGestures(el, {
      start: () => {
        pinched = false;
        dragged.current = false;
      },
      // Touch taps come from the pointer events themselves: a browser may swallow the click of the
      // first tap after a fling, which would break a double tap.
      tap: () => {
        const now = Date.now();
        if (!isDoubleTap(lastTap.current, now)) {
          lastTap.current = now;
          return;
        }
        lastTap.current = null;
        setScale((s) => toggleZoom(s));
        setPan({ x: 0, y: 0 });
      },
      pinchStart: () => {
        pinchFrom = state.current.scale;
        pinched = true;
      },
      pinchMove: (spread) => {
        const scale = pinchZoom(pinchFrom, spread);
        setScale(scale);
        setPan((p) => clampPan(p, scale, el.clientWidth, el.clientHeight));
      },
      panStart: (pointerType) => {
        start = state.current.pan;
        dragged.current = pointerType === 'mouse';
      },
      panMove: (dx, dy, velocity) => {
        if (state.current.scale > ZOOM_MIN && !pinched)
          setPan(panBy(start, dx, dy, velocity, state.current.scale, el.clientWidth, el.clientHeight));
      },
      panEnd: (dx, dy) => {
        // The fingers of a pinch also pan: the end of a pinch is no swipe.
        if (state.current.scale > ZOOM_MIN || pinched) return;
        const result = swipeResult(dx, dy, el.clientWidth, el.clientHeight, isMobile(window.innerWidth));
        if (result === 'next') next();
        else if (result === 'previous') prev();
        else if (result === 'close') close();
      },
    });
    el.dataset.gestures = 'ready';
    return unbind;
    // Gestures bind once per preview; next, prev and close act on the walk store, not on render state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Mouse and keyboard toggle zoom with a click; touch uses the double tap above. */
  const onImageClick = (e: React.MouseEvent) => {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    if ((e.nativeEvent as PointerEvent).pointerType === 'touch') return;
    setScale((s) => toggleZoom(s));
    setPan({ x: 0, y: 0 });
  };

  const thumb = photo ? thumbnailFor(photo, PREVIEW_THUMBNAIL_SIZE) : null;
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
        <div ref={frameRef} className="relative flex-1 overflow-hidden" data-testid="preview-frame" data-scale={scale}>
          {thumb ? (
            // A click zooms as a pointer shortcut; keyboards move with the arrow keys and act from the bar below.
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
            <img
              src={thumb.url}
              alt={photo!.localFileName}
              draggable={false}
              fetchPriority="high"
              onClick={onImageClick}
              data-testid="preview-image"
              className={`absolute inset-0 h-full w-full select-none object-contain transition-transform duration-200 motion-reduce:transition-none ${scale > ZOOM_MIN ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
              style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${scale})` }}
            />
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
