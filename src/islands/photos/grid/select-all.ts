import { startSelecting } from '@/domain/photos/selection';
import { $selection, $selectionAnchor } from '@/stores/library';
import { selectionScopes } from './selection-scopes';

/**
 * 'Select all' of the whole library or album, for the button and for Ctrl/Cmd+A: select mode starts if it
 * has not, and the server answers every id.
 */
export function selectAllPhotos(): void {
  if (!$selection.get().selecting) {
    $selectionAnchor.set(null);
    $selection.set(startSelecting());
  }
  void selectionScopes().then((m) => m.selectEverything());
}

/** A change that turns the tiles from links into checkboxes (or back) keeps keyboard focus on the same photo. */
export function keepTileFocus(change: () => void): void {
  const id = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-photo-id]')?.dataset.photoId;
  change();
  if (!id) return;
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-testid="photo-tile"][data-photo-id="${CSS.escape(id)}"]`)?.focus({ preventScroll: true }),
  );
}
