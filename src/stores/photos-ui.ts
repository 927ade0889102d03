import { atom } from 'nanostores';
import { NOT_SELECTING, type Selection } from '@/domain/photos/selection';
import { TOAST_DEFAULT_MS } from '@/domain/constants';

/** Selection mode (spec §4), shared by the grid, the toolbar and the modals. */
export const $selection = atom<Selection>(NOT_SELECTING);

/** Every modal of spec §2 the modal host can open. */
export type ModalSpec =
  | { kind: 'createAlbum'; photoIds?: readonly string[] }
  | { kind: 'renameAlbum'; albumId: string; name: string }
  | { kind: 'deleteAlbum'; albumId: string; name: string }
  | { kind: 'copyToAlbum'; photoIds: readonly string[] }
  | { kind: 'deleteAll' }
  /** `everything`: the selection is the whole library, deleted by its scope. */
  | { kind: 'deletePhotos'; photoIds: readonly string[]; everything?: boolean }
  | { kind: 'removeFromAlbum'; albumId: string; albumName: string; photoIds: readonly string[] }
  | { kind: 'download'; photoIds: readonly string[] }
  | { kind: 'upload' }
  /** The picker of photos of the library to add to an own album. */
  | { kind: 'addFromLibrary'; albumId: string; albumName: string }
  | { kind: 'participants'; albumId: string }
  | { kind: 'sortNotice' }
  /** `everything`: the selection is the whole collection shown (library, favourites, album), which the server resolves itself. */
  | { kind: 'orderPrints'; photoIds: readonly string[]; everything?: boolean };

/**
 * `guarded`: closing would lose something, so a dismissal asks first (`asking`) instead of closing.
 */
export interface ModalEntry {
  id: number;
  spec: ModalSpec;
  busy: boolean;
  guarded: boolean;
  asking: boolean;
}

/** Open modals, oldest first (they stack). */
export const $modals = atom<ModalEntry[]>([]);
let nextModalId = 1;

export function openModal(spec: ModalSpec): number {
  const id = nextModalId++;
  $modals.set([...$modals.get(), { id, spec, busy: false, guarded: false, asking: false }]);
  return id;
}

export function closeModal(id: number): void {
  $modals.set($modals.get().filter((m) => m.id !== id));
}

function patchModal(id: number, change: Partial<ModalEntry>): void {
  $modals.set($modals.get().map((m) => (m.id === id ? { ...m, ...change } : m)));
}

/** A modal with a request in flight cannot be dismissed. */
export function setModalBusy(id: number, busy: boolean): void {
  patchModal(id, { busy });
}

export function setModalGuarded(id: number, guarded: boolean): void {
  patchModal(id, guarded ? { guarded } : { guarded, asking: false });
}

export function setModalAsking(id: number, asking: boolean): void {
  patchModal(id, { asking });
}

/** What Escape, the backdrop, × and Cancel do: close, or ask first when closing would lose something. */
export function dismissModal(id: number): void {
  const entry = $modals.get().find((m) => m.id === id);
  if (entry?.guarded) setModalAsking(id, true);
  else closeModal(id);
}

/** Escape closes the most recently opened modal that allows it. */
export function closeNewestDismissible(): boolean {
  const open = $modals.get();
  for (let i = open.length - 1; i >= 0; i--) {
    if (!open[i].busy) {
      dismissModal(open[i].id);
      return true;
    }
  }
  return false;
}

export interface Toast {
  id: number;
  kind: 'info' | 'success' | 'error';
  key: string;
  vars?: Record<string, string | number>;
  /** A button in the toast (label locale key), e.g. 'Undo' after a delete; pressing it closes the toast. */
  action?: { key: string; run: () => void };
}
export const $toasts = atom<Toast[]>([]);
let nextToastId = 1;

/** Shows a toast (locale key + variables) that closes after `ms` (spec §9 timings). */
export function showToast(kind: Toast['kind'], key: string, vars?: Toast['vars'], ms = TOAST_DEFAULT_MS, action?: Toast['action']): number {
  const id = nextToastId++;
  $toasts.set([...$toasts.get(), { id, kind, key, vars, ...(action ? { action } : {}) }]);
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(id), ms);
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** The photo shown full screen, or null. */
export const $preview = atom<{ photoId: string } | null>(null);

/**
 * Arrow keys pressed between the preview opening and its code listening (it loads on first use): the
 * preview takes them as its first steps, so a key pressed the instant it opens is not lost.
 */
let previewListening = false;
let earlyPreviewSteps: (1 | -1)[] = [];

export function bufferPreviewStep(direction: 1 | -1): void {
  if ($preview.get() && !previewListening) earlyPreviewSteps.push(direction);
}

/** The preview listens from now on (true) or is gone (false); answers the steps buffered until now. */
export function setPreviewListening(listening: boolean): (1 | -1)[] {
  previewListening = listening;
  const steps = earlyPreviewSteps;
  earlyPreviewSteps = [];
  return listening ? steps : [];
}
/**
 * The photo the preview shows (once known, with the date that places it in the timeline): when the
 * preview closes, the grid scrolls to it.
 */
export const $previewShown = atom<{ photoId: string; dateTaken: string | null } | null>(null);

/** What the photos page says about the import of earlier editor uploads (spec §4 activation). */
export type ImportState = 'idle' | 'importing' | 'imported' | 'failed';
export const $import = atom<ImportState>('idle');

/** Photos that just left the collection on screen (deleted, removed from the album): the preview moves on. */
export const $gone = atom<{ ids: ReadonlySet<string> } | null>(null);
/** Photos just marked as favourites (or unmarked): the preview's strip shows them so (the grid's pages are changed in place). */
export const $marked = atom<{ ids: ReadonlySet<string>; favourite: boolean } | null>(null);

/** Ids of timeline months the server answered (by `year/month:sortKey:sortOrder`), for the month toggles. */
export const $monthIds = atom<Readonly<Record<string, readonly string[]>>>({});
/** Selection changes waiting for the server (a month, all, a range). */
export const $selectionBusy = atom(0);
/** The photo a shift-click range starts from: the last one toggled by itself. */
export const $selectionAnchor = atom<string | null>(null);
