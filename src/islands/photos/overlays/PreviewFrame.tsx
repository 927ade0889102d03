import type { ReactNode, RefObject } from 'react';
import type { T } from '../common/strings';

/**
 * The photo's frame in the preview: what it shows (the photo, a plain word that it is unavailable, or
 * that it loads) between the previous and next arrows. The gestures listen on it (./preview-gestures).
 */
export function PreviewFrame({
  t,
  frameRef,
  scale,
  status,
  children,
  canStep,
  onStep,
}: {
  t: T;
  frameRef: RefObject<HTMLDivElement | null>;
  scale: number;
  /** `children` is the photo when there is one; otherwise what the walk says. */
  status: 'photo' | 'missing' | 'failed' | 'loading';
  children: ReactNode;
  canStep: (direction: 1 | -1) => boolean;
  onStep: (direction: 1 | -1) => void;
}) {
  const arrow =
    'absolute top-1/2 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-2xl text-white disabled:opacity-30 sm:flex';
  return (
    <div ref={frameRef} className="relative flex-1 overflow-hidden" data-testid="preview-frame" data-scale={scale}>
      {status === 'photo' ? (
        children
      ) : status === 'loading' ? (
        <p className="p-8 text-center text-slate-300" aria-busy="true">
          {t('photos.loading')}
        </p>
      ) : (
        // A photo that is not the viewer's or no longer exists (or could not be read): said plainly; the Back button above leads out.
        <p role="alert" className="mx-auto mt-16 max-w-md p-6 text-center text-lg font-medium" data-testid="preview-unavailable">
          {t(status === 'failed' ? 'photos.errors.load' : 'photos.preview.unavailable')}
        </p>
      )}
      <button
        type="button"
        onClick={() => onStep(-1)}
        disabled={!canStep(-1)}
        aria-label={t('common.previous')}
        data-testid="preview-prev"
        className={`${arrow} left-2`}
      >
        ‹
      </button>
      <button
        type="button"
        onClick={() => onStep(1)}
        disabled={!canStep(1)}
        aria-label={t('common.next')}
        data-testid="preview-next"
        className={`${arrow} right-2`}
      >
        ›
      </button>
    </div>
  );
}
