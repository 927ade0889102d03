import { useEffect } from 'react';
import { $modals, openModal } from '@/stores/photos-ui';
import { isDeleteKey } from '@/domain/photos-ui/shortcuts';

/**
 * The preview's keys: the arrows step, Escape closes, Delete asks as the Delete button does (spec: delete
 * single photo; not in a shared album) and `i` opens or closes the info panel. A modal over the preview
 * takes the keys.
 */
export function usePreviewKeys(keys: {
  step: (direction: 1 | -1) => void;
  close: () => void;
  /** The photo shown, when it may be deleted. */
  deletable: string | null;
  toggleInfo: () => void;
}): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || $modals.get().length > 0) return;
      if (e.key === 'ArrowLeft') keys.step(-1);
      else if (e.key === 'ArrowRight') keys.step(1);
      else if (e.key === 'Escape') keys.close();
      else if (isDeleteKey(e) && keys.deletable) {
        e.preventDefault();
        openModal({ kind: 'deletePhotos', photoIds: [keys.deletable] });
      } else if (e.key.toLowerCase() === 'i' && !e.ctrlKey && !e.metaKey && !e.altKey) keys.toggleInfo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}
