import { atom } from 'nanostores';
import { photosApi } from '../photos-api';

/**
 * The one home of every count the photo pages show: the Photos, Albums and Favourites tabs and the photo count of
 * each album on screen. Seeded from the server's render, then set from the server's answers after every
 * action (never recomputed from the pages that happen to be loaded).
 */
export interface Counts {
  photos: number | null;
  albums: number | null;
  favourites: number | null;
  /** Photo count per album id. */
  albumPhotos: Readonly<Record<string, number>>;
  /** Whether the shared-albums view is on (the Albums tab counts albums shared with the viewer then). */
  sharedView: boolean;
}

export const $counts = atom<Counts>({ photos: null, albums: null, favourites: null, albumPhotos: {}, sharedView: true });

/** Takes the counts a page rendered with; every island of the page passes what it knows. */
export function seedCounts(seed: {
  photos?: number | null;
  albums?: number | null;
  favourites?: number | null;
  sharedView?: boolean;
  album?: { id: string; photosCount: number };
}): void {
  const now = $counts.get();
  $counts.set({
    photos: seed.photos ?? now.photos,
    albums: seed.albums ?? now.albums,
    favourites: seed.favourites ?? now.favourites,
    sharedView: seed.sharedView ?? now.sharedView,
    albumPhotos:
      seed.album && !(seed.album.id in now.albumPhotos) ? { ...now.albumPhotos, [seed.album.id]: seed.album.photosCount } : now.albumPhotos,
  });
}

/** Optimistic change of a count before the server answers (a delete takes photos away at once). */
export function adjustCounts(change: { photos?: number; albums?: number; album?: { id: string; delta: number } }): void {
  const now = $counts.get();
  const plus = (value: number | null, delta = 0) => (value === null ? null : Math.max(0, value + delta));
  const albumPhotos = { ...now.albumPhotos };
  if (change.album && change.album.id in albumPhotos)
    albumPhotos[change.album.id] = Math.max(0, albumPhotos[change.album.id] + change.album.delta);
  $counts.set({ ...now, photos: plus(now.photos, change.photos), albums: plus(now.albums, change.albums), albumPhotos });
}

/**
 * Reads the counts again from the server: the tabs, and the photo count of every album on screen plus
 * `touched` (an album an action changed). GET /albums/{id} answers shared albums too.
 */
export async function refreshCounts(touched: readonly string[] = []): Promise<void> {
  const api = await photosApi();
  const albums = [...new Set([...Object.keys($counts.get().albumPhotos), ...touched])];
  const [tabs, ...counts] = await Promise.all([
    api.counts($counts.get().sharedView),
    ...albums.map((id) =>
      api.album(id).then(
        (a) => a.photosCount,
        () => null,
      ),
    ),
  ]);
  const albumPhotos = { ...$counts.get().albumPhotos };
  albums.forEach((id, i) => {
    const n = counts[i];
    if (typeof n === 'number') albumPhotos[id] = n;
  });
  $counts.set({ ...$counts.get(), photos: tabs.photosCount, albums: tabs.albumsCount, favourites: tabs.favouritesCount, albumPhotos });
}
