import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { current, type OpenedPreview } from '@/domain/photos-ui/preview-strip';
import { keepQuery } from '@/domain/query-string';
import { type LibraryContext, type LibraryPhoto, $preview, $previewShown, setPreviewListening } from '@/stores/library';
import { $walk, closeWalk, openWalk, stepWalk, type Walk } from '@/stores/library/walk';
import { track } from '@/stores/analytics';

/**
 * The preview's walk through the collection (stores/library/walk) tied to the page: it opens at the
 * photo of the URL, the URL follows the photo shown (steps, and the next photo after a delete), none left
 * closes, and the grid learns which photo to scroll to once the preview closes.
 */
export function useWalk(
  library: LibraryContext,
  photoId: string,
  known?: LibraryPhoto,
  around?: OpenedPreview<LibraryPhoto>['around'],
): { walk: Walk | null; photo: LibraryPhoto | undefined; go: (direction: 1 | -1) => void; close: () => void } {
  const walk = useStore($walk);
  const photo = walk?.strip ? current(walk.strip) : undefined;
  const { basePath, search } = library;

  const go = (direction: 1 | -1) => {
    if (stepWalk(direction)) track(direction === 1 ? 'photos_preview_next' : 'photos_preview_previous');
  };
  const close = () => {
    closeWalk();
    if (history.state && (history.state as { preview?: string }).preview) history.back();
    else {
      history.replaceState(null, '', keepQuery(basePath, search));
      $preview.set(null);
    }
  };

  useEffect(() => {
    void openWalk(library, photoId, known, around);
  }, [photoId]);

  useEffect(() => {
    if (walk?.status === 'closed') {
      // Nothing is left to scroll the grid to.
      $previewShown.set(null);
      close();
    } else if (walk && walk.photoId !== photoId) {
      history.replaceState(history.state, '', keepQuery(`${basePath}/preview/${walk.photoId}`, search));
      $preview.set({ photoId: walk.photoId });
    }
  }, [walk]);

  const shownId = photo?.imageId;
  const shownDate = photo?.dateTaken ?? null;
  useEffect(() => {
    if (shownId) $previewShown.set({ photoId: shownId, dateTaken: shownDate });
  }, [shownId, shownDate]);

  // Listening now: the arrow keys pressed while this code loaded are the first steps.
  useEffect(() => {
    for (const direction of setPreviewListening(true)) go(direction);
    return () => void setPreviewListening(false);
  }, []);

  return { walk, photo, go, close };
}
