import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { carriesFiles, dropsAccepted, uploadSummary, type UploadSummary } from '@/domain/photos-ui/upload-indicator';
import { isMobile } from '@/domain/photos-ui/thumbnail-choice';
import { $modals, openModal } from '@/stores/photos-ui';
import type { T } from '../common/strings';
import type { OverlayContext } from './context';

const isUploadWindow = (m: { spec: { kind: string } }) => m.spec.kind === 'upload';

type UploadsStore = typeof import('@/stores/uploads');
/** The upload queue, loaded with the upload window or the first drop (so, never before the customer interacts). */
const loadUploads = (): Promise<UploadsStore> => import('@/stores/uploads');

/** Opens the upload window unless it is open already (modals stack; there is one upload window). */
function openUploadWindow(): void {
  if (!$modals.get().some(isUploadWindow)) openModal({ kind: 'upload' });
}

/**
 * The page's part of uploading, on every photo page: a small indicator while the upload queue holds
 * files and the upload window is closed ("Uploading 3 of 10", a progress bar, a button that reopens
 * the window), and a drop target over the whole page where 'Add photos' is offered: files dragged
 * onto the page show "Drop photos to upload" and, dropped, join the queue and open the window.
 * The queue (`src/stores/uploads.ts`) loads with the first drop or the window, never before.
 */
export function UploadDock({ t, ctx }: { t: T; ctx: OverlayContext }) {
  const windowOpen = useStore($modals).some(isUploadWindow);
  const summary = useUploadSummary(windowOpen);
  const shown = summary !== null && !windowOpen;
  const dragging = usePageDrop(ctx);
  const cardRef = useDockHeight(shown);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useFocusAfterWindow(windowOpen, buttonRef);

  let text = '';
  if (shown && summary.running) text = t('photos.upload.dock.uploading', { current: summary.current, total: summary.total });
  else if (shown) {
    text = [
      summary.ready > 0 ? t('photos.upload.dock.ready', { count: summary.ready }) : '',
      summary.problems > 0 ? t('photos.upload.dock.problems', { count: summary.problems }) : '',
    ]
      .filter(Boolean)
      .join(' ');
  }

  return (
    <>
      {dragging && (
        // Pointer events pass through: the page below still receives the drag, and nothing here takes focus.
        <div
          aria-hidden="true"
          className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-6"
          data-testid="drop-overlay"
        >
          <p className="rounded-xl border-4 border-dashed border-white bg-brand px-8 py-6 text-xl font-semibold text-white shadow-xl">
            {t('photos.upload.dropHere')}
          </p>
        </div>
      )}
      {/* One live region for the page's lifetime (a region that appears with its text is not always read). */}
      <div
        ref={cardRef}
        className={
          shown
            ? 'fixed inset-x-0 bottom-[var(--selection-toolbar-height,0px)] z-20 border-t border-slate-200 bg-white px-4 py-2 shadow-lg sm:inset-x-auto sm:bottom-[calc(var(--selection-toolbar-height,0px)+1rem)] sm:left-4 sm:w-80 sm:rounded-lg sm:border'
            : 'sr-only'
        }
        data-testid={shown ? 'upload-indicator' : undefined}
        data-state={shown ? (summary.running ? 'running' : 'finished') : undefined}
      >
        <div className="flex items-center justify-between gap-3">
          <p role="status" aria-live="polite" className="text-sm font-medium">
            {text}
          </p>
          {shown && (
            <button
              ref={buttonRef}
              type="button"
              className="btn btn-secondary shrink-0 px-3 py-1 text-sm"
              onClick={openUploadWindow}
              data-testid="upload-indicator-open"
            >
              {t('photos.upload.dock.open')}
            </button>
          )}
        </div>
        {shown && summary.running && (
          <progress
            className="mt-2 block h-1.5 w-full"
            max={summary.totalBytes || 1}
            value={summary.sentBytes}
            aria-label={t('photos.upload.dock.progress')}
          />
        )}
      </div>
    </>
  );
}

/** The summary of the upload queue, followed from the moment the queue is loaded (the window opens it first). */
function useUploadSummary(windowOpen: boolean): UploadSummary | null {
  const [store, setStore] = useState<UploadsStore | null>(null);
  const [summary, setSummary] = useState<UploadSummary | null>(null);
  useEffect(() => {
    if (windowOpen && !store) void loadUploads().then(setStore);
  }, [windowOpen, store]);
  useEffect(() => store?.$uploads.subscribe((queue) => setSummary(uploadSummary(queue.items))), [store]);
  return summary;
}

/**
 * The page-wide drop target. File drags from outside the page are always caught, so that a file
 * dropped where uploads are not offered never makes the browser leave the page (and its uploads).
 */
function usePageDrop(ctx: OverlayContext): boolean {
  const [dragging, setDragging] = useState(false);
  const { view } = ctx.library;
  const enabled = ctx.features.upload;
  useEffect(() => {
    let depth = 0;
    let fromPage = false;
    // Another window (a question, a form) is in the way; the upload window itself takes more files.
    const accepting = () => dropsAccepted(view, enabled, isMobile(window.innerWidth)) && $modals.get().every((m) => isUploadWindow(m));
    const files = (e: DragEvent) => carriesFiles(e.dataTransfer ? [...e.dataTransfer.types] : undefined, fromPage);
    const reset = () => {
      depth = 0;
      setDragging(false);
    };
    const onDragStart = () => {
      fromPage = true;
    };
    const onDragEnd = () => {
      fromPage = false;
      reset();
    };
    const onEnter = (e: DragEvent) => {
      if (!files(e)) return;
      e.preventDefault();
      depth++;
      setDragging(accepting());
    };
    const onOver = (e: DragEvent) => {
      if (!files(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = accepting() ? 'copy' : 'none';
    };
    const onLeave = (e: DragEvent) => {
      if (!files(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (e: DragEvent) => {
      if (!files(e)) return;
      e.preventDefault();
      reset();
      const dropped = [...(e.dataTransfer?.files ?? [])];
      if (!accepting() || dropped.length === 0) return;
      openUploadWindow();
      void loadUploads().then((m) => m.addFiles(dropped));
    };
    const listeners = {
      dragstart: onDragStart,
      dragend: onDragEnd,
      dragenter: onEnter,
      dragover: onOver,
      dragleave: onLeave,
      drop: onDrop,
    };
    for (const [type, listener] of Object.entries(listeners)) window.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of Object.entries(listeners)) window.removeEventListener(type, listener as EventListener);
    };
  }, [view, enabled]);
  return dragging;
}

/**
 * While the indicator shows, its height pads the bottom of the page (`--upload-dock-height` in
 * global.css, above the selection toolbar's) so the last row can scroll above it.
 */
function useDockHeight(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const root = document.documentElement.style;
    if (!shown || !el) return;
    const measure = () => {
      const gap = window.innerHeight - el.getBoundingClientRect().bottom;
      const toolbar = parseFloat(root.getPropertyValue('--selection-toolbar-height')) || 0;
      root.setProperty('--upload-dock-height', `${Math.ceil(el.offsetHeight + Math.max(0, gap - toolbar))}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--upload-dock-height');
    };
  }, [shown]);
  return ref;
}

/**
 * When the upload window closes, focus goes back to what opened it (the Modal does that). If that is
 * gone (the indicator's button hides while the window is open) or was nothing (a drop), it goes to
 * the indicator's button while the indicator shows, else to 'Add photos'.
 */
function useFocusAfterWindow(windowOpen: boolean, button: RefObject<HTMLButtonElement | null>) {
  const wasOpen = useRef(windowOpen);
  useEffect(() => {
    const closed = wasOpen.current && !windowOpen;
    wasOpen.current = windowOpen;
    if (!closed) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!lost) return;
    (button.current ?? document.querySelector<HTMLElement>('[data-testid="add-photos"]'))?.focus();
  }, [windowOpen, button]);
}
