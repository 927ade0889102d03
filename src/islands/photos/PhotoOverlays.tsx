import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $modals, $toasts, closeNewestDismissible, dismissModal, dismissToast, type Toast } from '@/stores/photos-ui';
import { $preview, bufferPreviewStep, type LibraryPhoto } from '@/stores/library';
import { $analyticsConsent } from '@/stores/analytics';
import { translate, untranslated, type Strings, type T } from './common/strings';
import { useOverlayStrings } from './overlays/overlay-strings';
import { keepQuery } from '@/domain/query-string';
import type { OverlayContext } from './overlays/context';
import { PreviewShell } from './overlays/PreviewShell';
import { UploadDock } from './overlays/UploadDock';
import { islandPhotos, type WithServerPhotos } from './common/island-photos';

const ModalBody = lazy(() => import('./overlays/ModalBody'));
const Preview = lazy(() => import('./overlays/Preview'));

/** The preview opened by the URL (/…/preview/:id), if any, comes from `islandPhotos()`. */
export interface PhotoOverlaysProps extends OverlayContext, WithServerPhotos {
  /** Given where the server renders the preview the URL opened; elsewhere loaded (`useOverlayStrings`). */
  strings?: Strings;
  analytics: boolean;
}

/**
 * Hosts everything that floats over the photo pages: the modal stack, toasts, the full-screen
 * preview, and the upload indicator and page drop target. Modal bodies and the preview load on first use.
 * Until its strings are in, the preview, modals and toasts wait (they show a moment later), and the upload
 * indicator keeps its live region with no text.
 */
export default function PhotoOverlays(props: PhotoOverlaysProps) {
  const strings = useOverlayStrings(props.strings, props.locale);
  const t = strings ? translate(strings, props.locale) : untranslated;
  const modals = useStore($modals);
  const toasts = useStore($toasts);
  const stored = useStore($preview);
  // The server renders the preview of the URL; the first client render matches it, then the store leads.
  const [booted, setBooted] = useState(false);
  const initial = useMemo(() => islandPhotos<LibraryPhoto>(props).preview, [props]);
  const preview = booted ? stored : initial ? { photoId: initial.photoId } : null;
  const backHref = keepQuery(props.library.basePath, props.library.search);
  const opened = initial?.photoId === preview?.photoId ? initial : undefined;
  const known = opened?.photo ?? undefined;

  useEffect(() => {
    $analyticsConsent.set(props.analytics);
    if (initial) $preview.set({ photoId: initial.photoId });
    setBooted(true);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && $modals.get().length > 0) {
        e.preventDefault();
        e.stopImmediatePropagation();
        closeNewestDismissible();
      } else if ((e.key === 'ArrowRight' || e.key === 'ArrowLeft') && $modals.get().length === 0) {
        bufferPreviewStep(e.key === 'ArrowRight' ? 1 : -1);
      }
    };
    // Capture phase: a modal over the preview closes before the preview sees the key.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {preview && !booted && <PreviewShell t={t} photo={initial?.photo ?? null} backHref={backHref} />}
      {preview && booted && strings && (
        <Suspense fallback={<PreviewShell t={t} photo={known} backHref={backHref} />}>
          <Preview key="preview" photoId={preview.photoId} t={t} ctx={props} known={known} around={opened?.around} />
        </Suspense>
      )}
      <UploadDock t={t} ctx={props} />
      {strings &&
        modals.map((m, i) => (
          <Suspense key={m.id} fallback={null}>
            <ModalBody entry={m} top={i === modals.length - 1} t={t} ctx={props} onClose={() => dismissModal(m.id)} />
          </Suspense>
        ))}
      <div
        className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4"
        aria-live="polite"
        data-testid="toasts"
      >
        {(strings ? toasts : []).map((toast) => (
          <ToastItem key={toast.id} toast={toast} t={t} />
        ))}
      </div>
    </>
  );
}

/** One toast: its words, its action if any, and a button that closes it. */
function ToastItem({ toast, t }: { toast: Toast; t: T }) {
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex items-center gap-3 rounded-md px-4 py-3 shadow-lg ${toast.kind === 'error' ? 'bg-red-700 text-white' : 'bg-slate-900 text-white'}`}
    >
      <span>{t(toast.key, toast.vars)}</span>
      {toast.action && (
        <button
          type="button"
          className="rounded px-2 py-1 font-semibold text-white underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
          onClick={() => {
            dismissToast(toast.id);
            toast.action?.run();
          }}
        >
          {t(toast.action.key)}
        </button>
      )}
      {/* A finger's size (44 px) within the toast's own height: the × alone was 13 px wide beside the preview's buttons. */}
      <button
        type="button"
        className="-my-2 -mr-2 inline-flex min-h-11 min-w-11 items-center justify-center text-white underline"
        onClick={() => dismissToast(toast.id)}
        aria-label={t('common.close')}
      >
        ×
      </button>
    </div>
  );
}
