import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $modals, $preview, $toasts, closeNewestDismissible, dismissModal, dismissToast } from '@/stores/photos-ui';
import { $analyticsConsent } from '@/stores/analytics';
import { translate, type Strings } from './shared/strings';
import type { OverlayContext } from './overlays/context';

const ModalBody = lazy(() => import('./overlays/ModalBody'));
const Preview = lazy(() => import('./overlays/Preview'));

export interface PhotoOverlaysProps extends OverlayContext {
  strings: Strings;
  /** The preview opened by the URL (/…/preview/:id), if any. */
  initialPreviewId?: string;
  analytics: boolean;
}

/**
 * Hosts everything that floats over the photo pages: the modal stack, toasts and the
 * full-screen preview. Modal bodies and the preview load on first use.
 */
export default function PhotoOverlays(props: PhotoOverlaysProps) {
  const t = translate(props.strings, props.locale);
  const modals = useStore($modals);
  const toasts = useStore($toasts);
  const preview = useStore($preview);

  useEffect(() => {
    $analyticsConsent.set(props.analytics);
    if (props.initialPreviewId) $preview.set({ photoId: props.initialPreviewId });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && $modals.get().length > 0) {
        e.preventDefault();
        e.stopImmediatePropagation();
        closeNewestDismissible();
      }
    };
    // Capture phase: a modal over the preview closes before the preview sees the key.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {preview && (
        <Suspense fallback={<div className="fixed inset-0 z-30 bg-black" aria-busy="true" />}>
          <Preview key="preview" photoId={preview.photoId} t={t} ctx={props} />
        </Suspense>
      )}
      {modals.map((m, i) => (
        <Suspense key={m.id} fallback={null}>
          <ModalBody entry={m} top={i === modals.length - 1} t={t} ctx={props} onClose={() => dismissModal(m.id)} />
        </Suspense>
      ))}
      <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex flex-col items-center gap-2 px-4" aria-live="polite" data-testid="toasts">
        {toasts.map((toast) => (
          <div key={toast.id} role={toast.kind === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex items-center gap-3 rounded-md px-4 py-3 shadow-lg ${toast.kind === 'error' ? 'bg-red-700 text-white' : 'bg-slate-900 text-white'}`}>
            <span>{t(toast.key, toast.vars)}</span>
            <button type="button" className="text-white underline" onClick={() => dismissToast(toast.id)} aria-label={t('common.close')}>×</button>
          </div>
        ))}
      </div>
    </>
  );
}
