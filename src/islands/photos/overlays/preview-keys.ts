import { useEffect } from 'react';
import { $modals, openModal } from '@/stores/photos-ui';
import { isDeleteKey } from '@/domain/photos-ui/shortcuts';
import type { LibraryPhoto } from '@/stores/library';
import { setFavourite } from '../common/Heart';

/**
 * The preview's keys: the arrows step, Escape closes, Delete asks as the Delete button does (spec: delete
 * single photo; not in a shared album), `i` opens or closes the info panel and `f` marks or unmarks the photo
 * as a favourite (not in a shared album). A modal over the preview takes the keys.
 */
export function usePreviewKeys(keys: {
  step: (direction: 1 | -1) => void;
  close: () => void;
  /** The photo shown, when it is the viewer's own (it may be deleted and marked as a favourite). */
  own: LibraryPhoto | null;
  toggleInfo: () => void;
}): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || $modals.get().length > 0) return;
      if (e.key === 'ArrowLeft') keys.step(-1);
      else if (e.key === 'ArrowRight') keys.step(1);
      else if (e.key === 'Escape') keys.close();
      else if (isDeleteKey(e) && keys.own) {
        e.preventDefault();
        openModal({ kind: 'deletePhotos', photoIds: [keys.own.imageId] });
      } else if (e.ctrlKey || e.metaKey || e.altKey) return;
      else if (e.key.toLowerCase() === 'i') keys.toggleInfo();
      else if (e.key.toLowerCase() === 'f' && keys.own) setFavourite([keys.own.imageId], !keys.own.favourite);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}
