import { atom } from 'nanostores';
import { TOAST_DEFAULT_MS } from '@/domain/constants';

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

/** What the photos page says about the import of earlier editor uploads (spec §4 activation). */
export type ImportState = 'idle' | 'importing' | 'imported' | 'failed';
export const $import = atom<ImportState>('idle');
