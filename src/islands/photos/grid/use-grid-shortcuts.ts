import { useEffect } from 'react';
import { selectedIds, stopSelecting } from '@/domain/photos/selection';
import { gridShortcut, isTextField } from '@/domain/photos-ui/shortcuts';
import { $modals, openModal } from '@/stores/photos-ui';
import { $preview, $selection, $selectionAnchor } from '@/stores/library';
import { keepTileFocus, selectAllPhotos } from './select-all';

/** Desktop habits on the grid (domain/photos-ui/shortcuts): Escape, Ctrl/Cmd+A and Delete. */
export function useGridShortcuts(state: { selecting: boolean; selected: number; photoCount: number; shared: boolean; pending: boolean }) {
  const { selecting, selected, photoCount, shared, pending } = state;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = gridShortcut(e, {
        selecting,
        selected,
        photos: photoCount,
        overlay: $modals.get().length > 0 || $preview.get() !== null,
        inTextField: isTextField(e.target),
        canDelete: !shared && !pending,
      });
      if (!action) return;
      e.preventDefault();
      if (action === 'leaveSelectMode')
        keepTileFocus(() => {
          $selectionAnchor.set(null);
          $selection.set(stopSelecting());
        });
      else if (action === 'selectAll') keepTileFocus(selectAllPhotos);
      else {
        const photoIds = [...selectedIds($selection.get())];
        openModal({ kind: 'deletePhotos', photoIds, everything: photoIds.length === photoCount });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selecting, selected, photoCount, shared, pending]);
}
