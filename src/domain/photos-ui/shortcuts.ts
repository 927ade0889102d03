/**
 * Keyboard habits of desktop photo apps on the photo grid: Escape leaves select mode, Ctrl/Cmd+A selects
 * the whole library or album, Delete (or Backspace, as Mac keyboards name it) deletes the selection.
 * None of them acts while a modal or the preview is open, nor where a text field needs the key.
 */
export type GridShortcut = 'leaveSelectMode' | 'selectAll' | 'deleteSelection';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

export interface GridState {
  selecting: boolean;
  /** Photos selected (the true count). */
  selected: number;
  /** Photos of the library or album. */
  photos: number;
  /** A modal or the preview is open: they have keys of their own. */
  overlay: boolean;
  /** The key goes to a text field (typing, selecting its text). */
  inTextField: boolean;
  /** Deleting is offered here (not in a shared album) and nothing is pending. */
  canDelete: boolean;
}

/** The Delete key, or Backspace (the key Mac keyboards label delete), without Ctrl or Alt. */
export function isDeleteKey(e: Pick<KeyPress, 'key' | 'ctrlKey' | 'altKey'>): boolean {
  return (e.key === 'Delete' || e.key === 'Backspace') && !e.ctrlKey && !e.altKey;
}

export function gridShortcut(e: KeyPress, state: GridState): GridShortcut | null {
  if (e.defaultPrevented || state.overlay || state.inTextField) return null;
  if (e.key === 'Escape') return state.selecting ? 'leaveSelectMode' : null;
  if (e.key.toLowerCase() === 'a' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) return state.photos > 0 ? 'selectAll' : null;
  if (isDeleteKey(e)) return state.selecting && state.selected > 0 && state.canDelete ? 'deleteSelection' : null;
  return null;
}

const NOT_TEXT = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether keys pressed on this element edit or select text (inputs that take text, text areas, editable content). */
export function isTextField(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; type?: string; isContentEditable?: boolean } | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea') return true;
  if (tag === 'input') return !NOT_TEXT.has((el.type ?? 'text').toLowerCase());
  return el.isContentEditable === true;
}
