import {
  ALBUM_PHOTO_CHUNK_SIZE, DELETE_FAILED_ERROR, DELETE_MAX_RETRIES, DELETE_RETRY_CHUNK_SIZE, ORDER_PRINTS_MIN_DELAY_MS, PHOTO_ID_CHUNK_SIZE, RETRIES_EXCEEDED_ERROR,
} from '@/domain/constants';
import { chunk } from '@/domain/photos/chunk';
import { withoutIds } from '@/domain/photos/selection';
import { $library, findPhoto, reloadLibrary, removeFromLibrary, refreshTimeline } from './library';
import { $selection } from './photos-ui';
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
  constructor(readonly failed: string[], cause: unknown) {
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

/** Optimistic delete (spec §8): photos leave the grid at once; failed ids come back. */
export async function deletePhotos(ids: readonly string[]): Promise<void> {
  const api = await photosApi();
  removeFromLibrary(new Set(ids));
  $selection.set(withoutIds($selection.get(), ids));
  track('photos_delete', { count: ids.length });
  try {
    await inBatchesWithRetries(ids, async (batch) => {
      const { failed } = await api.deletePhotos(batch);
      if (failed.length > 0) throw new DeleteFailedError(failed);
    });
  } catch (error) {
    await reloadLibrary(); // rolls the failed ones back into view
    throw error;
  }
  await refreshTimeline().catch(() => {});
}

export async function deleteAllPhotos(): Promise<void> {
  const api = await photosApi();
  await api.deleteAllPhotos();
  track('photos_delete', { count: -1 });
  await reloadLibrary();
}

export async function createAlbum(name: string): Promise<string> {
  const api = await photosApi();
  return (await api.createAlbum(name)).albumId;
}

export async function addToAlbum(albumId: string, ids: readonly string[]): Promise<void> {
  const api = await photosApi();
  for (const batch of chunk(ids, ALBUM_PHOTO_CHUNK_SIZE)) await api.addToAlbum(albumId, batch);
}

export async function removeFromAlbum(albumId: string, ids: readonly string[]): Promise<void> {
  const api = await photosApi();
  for (const batch of chunk(ids, ALBUM_PHOTO_CHUNK_SIZE)) await api.removeFromAlbum(albumId, batch);
  removeFromLibrary(new Set(ids));
  $selection.set(withoutIds($selection.get(), ids));
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
  const photo = findPhoto(photoId);
  if (!photo) throw new Error('Photo is not loaded');
  const url = new URL(photo.untouchedUrl || photo.url, window.location.href);
  url.searchParams.set('download', '1');
  const res = await fetch(url, { method: 'HEAD', cache: 'no-cache', credentials: 'include' });
  if (!res.ok) throw new Error(`Download failed with status ${res.status}`);
  saveUrl(url.toString(), photo.localFileName);
  track('photos_download', { count: 1 });
}

/** Order prints (spec §2): a temporary selection, then the prints editor after at least 3 s. */
export async function orderPrints(ids: readonly string[], editor: { url: string; channel: string }): Promise<string> {
  const started = Date.now();
  const api = await photosApi();
  const { tempSelectionId } = await api.createTempSelection(ids);
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
