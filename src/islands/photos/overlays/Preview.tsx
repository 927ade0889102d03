import { lazy, Suspense, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isKnownDateTaken } from '@/domain/photos-ui/dates';
import { formatTakenOn } from '@/i18n/format';
import type { OpenedPreview } from '@/domain/photos-ui/preview-strip';
import { storedSorting, type LibraryPhoto } from '@/stores/library';
import { $modals } from '@/stores/photos-ui';
import { $walk, canStepWalk } from '@/stores/library/walk';
import { usePreviewGestures } from './preview-gestures';
import { usePreviewKeys } from './preview-keys';
import { useWalk } from './use-walk';
import { PreviewPhoto } from './PreviewPhoto';
import { PreviewFrame } from './PreviewFrame';
import { PreviewActions } from './PreviewActions';
import { Modal } from '../common/Modal';
import { type T } from '../common/strings';
import type { OverlayContext } from './context';

const InfoPanel = lazy(() => import('./InfoPanel'));

/**
 * Full-screen preview (spec §2): slider, keys, swipe, zoom and drag (./preview-gestures). It shows
 * the photo of the URL whatever the grid has loaded, and walks the whole collection (stores/library/walk).
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
  const { walk, photo, go, close } = useWalk(ctx.library, photoId, known, around);
  const modals = useStore($modals);
  const frameRef = useRef<HTMLDivElement>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const infoButton = useRef<HTMLButtonElement>(null);
  const closeInfo = () => {
    setInfoOpen(false);
    infoButton.current?.focus();
  };
  const toggleInfo = () => (infoOpen ? closeInfo() : setInfoOpen(true));
  const gestures = {
    next: () => go(1),
    previous: () => go(-1),
    close,
    canStep: (direction: 1 | -1) => canStepWalk($walk.get(), direction),
  };
  const { view, dragging, clickZoom } = usePreviewGestures(frameRef, photo?.imageId, gestures, around !== undefined);
  usePreviewKeys({ step: go, close, own: photo && ctx.library.view !== 'shared' ? photo : null, toggleInfo });

  const info = photo ? dateLine(photo, t, ctx) : null;

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
        <PreviewFrame
          t={t}
          frameRef={frameRef}
          scale={view.scale}
          status={photo ? 'photo' : walk?.status === 'missing' || walk?.status === 'failed' ? walk.status : 'loading'}
          canStep={(direction) => canStepWalk(walk, direction)}
          onStep={go}
        >
          {photo && <PreviewPhoto photo={photo} view={view} dragging={dragging} onClick={clickZoom} />}
        </PreviewFrame>
        <PreviewActions
          t={t}
          library={ctx.library}
          photo={photo}
          infoOpen={infoOpen}
          infoButton={infoButton}
          onInfo={toggleInfo}
          orderPrints={ctx.features.orderPrints}
        />
        {infoOpen && photo && (
          <Suspense fallback={null}>
            <InfoPanel photoId={photo.imageId} t={t} locale={ctx.locale} onClose={closeInfo} />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}

/** The date under the title: when the photo was uploaded in a library sorted by upload (when known), else when it was taken. */
function dateLine(photo: LibraryPhoto, t: T, ctx: OverlayContext): string | null {
  const taken = isKnownDateTaken(photo.dateTaken) ? t('photos.takenOn', { date: formatTakenOn(ctx.locale, photo.dateTaken) }) : null;
  const uploaded = photo.uploadEnd
    ? t('photos.preview.uploaded', { date: formatTakenOn(ctx.locale, photo.uploadEnd.replace(/Z$|[+-]\d\d:\d\d$/, '')) })
    : null;
  return storedSorting(ctx.library.view).sortKey === 'created' ? (uploaded ?? taken) : taken;
}
