import {
  ALBUM_PHOTO_CHUNK_SIZE,
  DELETE_FAILED_ERROR,
  DELETE_MAX_RETRIES,
  DELETE_RETRY_CHUNK_SIZE,
  ORDER_PRINTS_MIN_DELAY_MS,
  PHOTO_ID_CHUNK_SIZE,
  RETRIES_EXCEEDED_ERROR,
} from '@/domain/constants';
import { chunk } from '@/domain/photos/chunk';
import { withoutIds } from '@/domain/photos/selection';
import { $library, afterChange, findPhoto, reloadLibrary, removeFromLibrary } from './library';
import { $gone, $selection } from './photos-ui';
import { adjustCounts, refreshCounts } from './counts';
import { photosApi } from './photos-api';
import { track } from './analytics';

/** A delete call whose answer lists failed ids (spec §8: a non-empty failed list is a failure). */
export class DeleteFailedError extends Error {
  constructor(readonly failed: string[]) {
    super(DELETE_FAILED_ERROR);
    this.name = 'DeleteFailedError';
  }
}

/** Thrown when failed ids stay failed after every retry (spec §8); the last failure is its cause. */
export class RetriesExceededError extends Error {
  constructor(
    readonly failed: string[],
    cause: unknown,
  ) {
    super(RETRIES_EXCEEDED_ERROR, { cause });
    this.name = 'RetriesExceededError';
  }
}

/**
 * Sends ids in batches; the ids of a batch that fails (all of them, or those a DeleteFailedError
 * names) are retried in smaller batches up to DELETE_MAX_RETRIES times. Returns nothing on success,
 * throws RetriesExceededError with the ids that never went through.
 */
export async function inBatchesWithRetries(ids: readonly string[], send: (batch: string[]) => Promise<void>): Promise<void> {
  let pending = [...ids];
  let size = PHOTO_ID_CHUNK_SIZE;
  let lastError: unknown;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > DELETE_MAX_RETRIES) throw new RetriesExceededError(pending, lastError);
    const failed: string[] = [];
    for (const batch of chunk(pending, size)) {
      try {
        await send(batch);
      } catch (error) {
        lastError = error;
        failed.push(...(error instanceof DeleteFailedError ? error.failed : batch));
      }
    }
    pending = failed;
    size = DELETE_RETRY_CHUNK_SIZE;
  }
}

/**
 * Photos leave what is shown at once (grid, selection, the preview moves on, counts); `send` then
 * acts on every id. A failure rolls the view back from the server; either way the counts end as the
 * server answers them.
 */
async function optimistically(
  ids: readonly string[],
  change: Parameters<typeof adjustCounts>[0],
  send: () => Promise<void>,
): Promise<void> {
  const gone = new Set(ids);
  removeFromLibrary(gone);
  $selection.set(withoutIds($selection.get(), ids));
  $gone.set({ ids: gone });
  adjustCounts(change);
  try {
    await send();
  } catch (error) {
    await reloadLibrary().catch(() => {}); // rolls the failed ones back into view
    throw error;
  }
  await afterChange().catch(() => {});
}

const shownAlbum = () => $library.get().ctx?.albumId;

/** Optimistic delete (spec §8), in batches with retries; failed ids come back. */
export async function deletePhotos(ids: readonly string[]): Promise<void> {
  const api = await photosApi();
  track('photos_delete', { count: ids.length });
  const albumId = shownAlbum();
  await optimistically(ids, { photos: -ids.length, ...(albumId ? { album: { id: albumId, delta: -ids.length } } : {}) }, () =>
    inBatchesWithRetries(ids, async (batch) => {
      const { failed } = await api.deletePhotos(batch);
      if (failed.length > 0) throw new DeleteFailedError(failed);
    }),
  );
}

export async function deleteAllPhotos(): Promise<void> {
  const api = await photosApi();
  await api.deleteAllPhotos();
  track('photos_delete', { count: -1 });
  await reloadLibrary();
}

export async function createAlbum(name: string): Promise<string> {
  const api = await photosApi();
  const { albumId } = await api.createAlbum(name);
  await refreshCounts().catch(() => {});
  return albumId;
}

/** Copies every id to an album, in batches; the album's count and the tabs follow. */
export async function addToAlbum(albumId: string, ids: readonly string[]): Promise<void> {
  const api = await photosApi();
  try {
    for (const batch of chunk(ids, ALBUM_PHOTO_CHUNK_SIZE)) await api.addToAlbum(albumId, batch);
  } finally {
    await refreshCounts([albumId]).catch(() => {});
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

/**
 * Order prints (spec §2): a temporary selection, then the prints editor after at least 3 s. A selection
 * of everything is sent as its scope (any number of photos in one request).
 */
export async function orderPrints(
  ids: readonly string[],
  editor: { url: string; channel: string },
  everything?: { albumId?: string },
): Promise<string> {
  const started = Date.now();
  const api = await photosApi();
  const { tempSelectionId } = everything ? await api.createScopeSelection(everything.albumId) : await api.createTempSelection(ids);
  track('photos_print_selection', { count: ids.length });
  const wait = ORDER_PRINTS_MIN_DELAY_MS - (Date.now() - started);
  if (wait > 0) await new Promise((r) => window.setTimeout(r, wait));
  const target = new URL(editor.url);
  target.searchParams.set('channel', editor.channel);
  target.searchParams.set('selectionId', tempSelectionId);
  return target.toString();
}

export function currentAlbumId(): string | undefined {
  return $library.get().ctx?.albumId;
}
