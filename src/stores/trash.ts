import { atom } from 'nanostores';
import { TRASH_PAGE_SIZE } from '@/domain/constants';
import type { TrashedPhoto, TrashPage } from '@/domain/schemas/photos';
import { photosApi } from './photos-api';
import { DeleteFailedError, inBatchesWithRetries } from './batches';

/** Recently deleted as the page shows it: the photos loaded so far (newest deleted first) and the total. */
export interface TrashState {
  photos: TrashedPhoto[];
  cursor: string | null;
  count: number;
}

export const $trash = atom<TrashState>({ photos: [], cursor: null, count: 0 });

/** Set by the island from the page's server-rendered first page. */
export function seedTrash(page: TrashPage): void {
  $trash.set({ photos: page.images, cursor: page.cursor, count: page.count });
}

export async function loadMoreTrash(): Promise<void> {
  const { cursor } = $trash.get();
  if (!cursor) return;
  const page = await (await photosApi()).trash({ cursor, limit: TRASH_PAGE_SIZE });
  const now = $trash.get();
  const known = new Set(now.photos.map((p) => p.imageId));
  $trash.set({ photos: [...now.photos, ...page.images.filter((p) => !known.has(p.imageId))], cursor: page.cursor, count: page.count });
}

function withoutPhotos(ids: readonly string[]): void {
  const gone = new Set(ids);
  const now = $trash.get();
  const photos = now.photos.filter((p) => !gone.has(p.imageId));
  $trash.set({ ...now, photos, count: Math.max(0, now.count - (now.photos.length - photos.length)) });
}

/** Sends ids in batches with the retries of a delete (spec §8); a non-empty failed list is a failure. */
const inBatches = (ids: readonly string[], send: (batch: string[]) => Promise<{ failed: string[] }>) =>
  inBatchesWithRetries(ids, async (batch) => {
    const { failed } = await send(batch);
    if (failed.length > 0) throw new DeleteFailedError(failed);
  });

/** Puts photos back in the library and their albums; they leave the page once the server has them back. */
export async function restoreTrashed(ids: readonly string[]): Promise<void> {
  const api = await photosApi();
  await inBatches(ids, (batch) => api.restore(batch));
  withoutPhotos(ids);
}

/** Deletes photos of the trash for good, with their files. */
export async function deleteForever(ids: readonly string[]): Promise<void> {
  const api = await photosApi();
  await inBatches(ids, (batch) => api.deleteForever(batch));
  withoutPhotos(ids);
}

export async function restoreAllTrashed(): Promise<void> {
  await (await photosApi()).restoreAll();
  $trash.set({ photos: [], cursor: null, count: 0 });
}

export async function emptyTrash(): Promise<void> {
  await (await photosApi()).emptyTrash();
  $trash.set({ photos: [], cursor: null, count: 0 });
}
