import { ALBUM_PHOTO_CHUNK_SIZE, ORDER_PRINTS_MIN_DELAY_MS, UNDO_TOAST_MS } from '@/domain/constants';
import { chunk } from '@/domain/photos/chunk';
import type { TempSelectionScope } from '@/domain/schemas/photos';
import { withoutIds } from '@/domain/photos/selection';
import {
  $library,
  afterChange,
  findPhoto,
  reloadLibrary,
  removeFromLibrary,
  $gone,
  $selection,
  $counts,
  adjustCounts,
  refreshCounts,
  type LibraryContext,
} from './library';
import { showToast } from './photos-ui';
import { photosApi } from './photos-api';
import { track } from './analytics';
import { DeleteFailedError, inBatchesWithRetries } from './batches';

/**
 * Photos leave what is shown at once (grid, selection, the preview moves on, counts); `send` then
 * acts on every id. A failure rolls the view and the selection back; either way the counts end as
 * the server answers them.
 */
async function optimistically(
  ids: readonly string[],
  change: Parameters<typeof adjustCounts>[0],
  send: () => Promise<void>,
): Promise<void> {
  const gone = new Set(ids);
  const selection = $selection.get();
  removeFromLibrary(gone);
  $selection.set(withoutIds(selection, ids));
  $gone.set({ ids: gone });
  adjustCounts(change);
  try {
    await send();
  } catch (error) {
    $selection.set(selection);
    await reloadLibrary().catch(() => {}); // rolls the failed ones back into view
    throw error;
  }
  await afterChange().catch(() => {});
}

const shownAlbum = () => $library.get().ctx?.albumId;

/** A toast that offers to undo a move to Recently deleted for UNDO_TOAST_MS; undoing reads the library again. */
function offerUndo(key: string, vars: Record<string, number>, restore: () => Promise<void>): void {
  showToast('success', key, vars, UNDO_TOAST_MS, {
    key: 'photos.trash.undo',
    run: () =>
      void restore()
        .then(() => reloadLibrary())
        .then(
          () => showToast('success', 'photos.trash.restored', { count: vars.count ?? 1 }),
          () => showToast('error', 'photos.trash.restoreFailed'),
        ),
  });
}

/** Puts photos back from Recently deleted, in batches with retries like a delete. */
async function restoreInBatches(ids: readonly string[]): Promise<void> {
  const api = await photosApi();
  await inBatchesWithRetries(ids, async (batch) => {
    const { failed } = await api.restore(batch);
    if (failed.length > 0) throw new DeleteFailedError(failed);
  });
}

/**
 * Optimistic move to Recently deleted (spec §8 rules), in batches with retries; failed ids come back. Offers
 * Undo. `everything` (the whole library selected, and no photo came or went since) is one request by scope;
 * ids it could not move go the batched way.
 */
export async function deletePhotos(ids: readonly string[], everything = false): Promise<void> {
  const api = await photosApi();
  track('photos_delete', { count: ids.length });
  const albumId = shownAlbum();
  const inBatches = (pending: readonly string[]) =>
    inBatchesWithRetries(pending, async (batch) => {
      const { failed } = await api.deletePhotos(batch);
      if (failed.length > 0) throw new DeleteFailedError(failed);
    });
  const byScope = everything && !albumId && $counts.get().photos === ids.length;
  await optimistically(ids, { photos: -ids.length, ...(albumId ? { album: { id: albumId, delta: -ids.length } } : {}) }, async () => {
    if (!byScope) return inBatches(ids);
    const { failed } = await api.deleteAllPhotos();
    if (failed.length > 0) await inBatches(failed);
  });
  offerUndo('photos.trash.moved', { count: ids.length }, () => restoreInBatches(ids));
}

/** Moves the whole library to Recently deleted; Undo restores what this move took (not what was there before). */
export async function deleteAllPhotos(): Promise<void> {
  const api = await photosApi();
  const { since } = await api.deleteAllPhotos();
  track('photos_delete', { count: -1 });
  const count = $counts.get().photos ?? 0;
  await reloadLibrary();
  offerUndo('photos.trash.movedAll', { count }, async () => {
    await api.restoreAll(since);
  });
}

export async function createAlbum(name: string): Promise<string> {
  const api = await photosApi();
  const { albumId } = await api.createAlbum(name);
  await refreshCounts().catch(() => {});
  return albumId;
}

async function sendToAlbum(albumId: string, ids: readonly string[]): Promise<void> {
  const api = await photosApi();
  for (const batch of chunk(ids, ALBUM_PHOTO_CHUNK_SIZE)) await api.addToAlbum(albumId, batch);
}

/** Copies every id to an album, in batches; the album's count and the tabs follow. */
export async function addToAlbum(albumId: string, ids: readonly string[]): Promise<void> {
  try {
    await sendToAlbum(albumId, ids);
  } finally {
    await refreshCounts([albumId]).catch(() => {});
  }
}

/**
 * Adds photos of the library to the album on screen (the picker), in batches: the album's grid reads its
 * photos again and its count and the tabs follow, as far as the batches went when one fails.
 */
export async function addToShownAlbum(albumId: string, ids: readonly string[]): Promise<void> {
  try {
    await sendToAlbum(albumId, ids);
  } finally {
    await (shownAlbum() === albumId ? afterChange() : refreshCounts([albumId])).catch(() => {});
  }
}

/** Removes every id from the album on screen, in batches: they leave the grid and the preview at once. */
export async function removeFromAlbum(albumId: string, ids: readonly string[]): Promise<void> {
  const api = await photosApi();
  await optimistically(ids, { album: { id: albumId, delta: -ids.length } }, async () => {
    for (const batch of chunk(ids, ALBUM_PHOTO_CHUNK_SIZE)) await api.removeFromAlbum(albumId, batch);
  });
}

/**
 * Saves a file by navigating a temporary `<a download>` to it: the browser streams it to disk (the
 * server names it through Content-Disposition), nothing is held in memory.
 */
export function saveUrl(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/** A single photo is saved from its url under its localFileName (spec §7); a HEAD request checks it first. */
export async function downloadSingle(photoId: string): Promise<void> {
  const photo = findPhoto(photoId) ?? (await (await photosApi()).photo(photoId));
  const url = new URL(photo.untouchedUrl || photo.url, window.location.href);
  url.searchParams.set('download', '1');
  const res = await fetch(url, { method: 'HEAD', cache: 'no-cache', credentials: 'include' });
  if (!res.ok) throw new Error(`Download failed with status ${res.status}`);
  saveUrl(url.toString(), photo.localFileName);
  track('photos_download', { count: 1 });
}

/** The whole collection shown, as the server resolves it for ordering prints of all of it. */
export function selectionScope(ctx: Pick<LibraryContext, 'view' | 'albumId'>): TempSelectionScope {
  return ctx.view === 'favourites' ? 'favourites' : ctx.albumId ? { albumId: ctx.albumId } : 'library';
}

/**
 * Order prints (spec §2): a temporary selection, then the prints editor after at least 3 s. A selection
 * of everything is sent as its scope (any number of photos in one request).
 */
export async function orderPrints(
  ids: readonly string[],
  editor: { url: string; channel: string },
  everything?: TempSelectionScope,
): Promise<string> {
  const started = Date.now();
  const api = await photosApi();
  const { tempSelectionId } = everything ? await api.createScopeSelection(everything) : await api.createTempSelection(ids);
  track('photos_print_selection', { count: ids.length });
  const wait = ORDER_PRINTS_MIN_DELAY_MS - (Date.now() - started);
  if (wait > 0) await new Promise((r) => window.setTimeout(r, wait));
  const target = new URL(editor.url);
  target.searchParams.set('channel', editor.channel);
  target.searchParams.set('selectionId', tempSelectionId);
  return target.toString();
}
