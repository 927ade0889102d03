import { apiFor } from '@/client/in-process.server';
import type { AstroGlobal } from 'astro';
import { ALBUMS_PAGE_SIZE } from '@/domain/constants';
import { DEFAULT_SORTING } from '@/domain/photos-ui/sort';
import type { Album, Photo, SharedAlbum, TimelinePage } from '@/domain/schemas/photos';
import { guard, isNotFound, previewAround } from './load.server';
import type { OpenedPreview } from '@/domain/photos-ui/preview-strip';
import { keepQuery } from '@/domain/query-string';

export interface AlbumPageData {
  id: string;
  shared: boolean;
  album: Album | SharedAlbum | null;
  page: TimelinePage | null;
  failed: boolean;
  photosCount: number | null;
  albumsCount: number | null;
  /** The photo of a preview URL (null: not in this album) and its neighbours, when the URL names one. */
  preview?: OpenedPreview<Photo>;
}

/**
 * Loads a single album page, or answers the redirect it needs: flag off → root, unknown album →
 * albums list, a shared album opened by the album route → the shared-album route (spec §2).
 */
export async function loadAlbumPage(Astro: AstroGlobal, shared: boolean): Promise<Response | AlbumPageData> {
  const blocked = guard(Astro, shared ? 'PhotoManagementSharedAlbumsViewEnabled' : 'PhotoManagementAlbumViewEnabled');
  if (blocked) return blocked;
  const id = Astro.params.id!;
  const api = apiFor(Astro.locals.ctx).photos;
  const sorting = DEFAULT_SORTING[shared ? 'sharedAlbumPhotos' : 'albumPhotos'];
  const data: AlbumPageData = { id, shared, album: null, page: null, failed: false, photosCount: null, albumsCount: null };
  try {
    data.album = shared ? await api.sharedAlbum(id) : await api.album(id);
  } catch (error) {
    if (isNotFound(error)) return Astro.redirect(keepQuery('/my-photos/albums', Astro.url.search), 302);
    data.failed = true;
    return data;
  }
  if (!shared && data.album.isShared) {
    const target = `/my-photos/shared-albums/${id}${Astro.params.photoId ? `/preview/${Astro.params.photoId}` : ''}`;
    return Astro.redirect(keepQuery(target, Astro.url.search), 302);
  }
  try {
    const [page, tabs] = await Promise.all([
      shared
        ? api.sharedAlbumPhotos(id, { ...sorting, limit: ALBUMS_PAGE_SIZE })
        : api.albumPhotos(id, { ...sorting, limit: ALBUMS_PAGE_SIZE }),
      api.counts(Astro.locals.ctx.flags.PhotoManagementSharedAlbumsViewEnabled),
    ]);
    data.page = page;
    data.photosCount = tabs.photosCount;
    data.albumsCount = tabs.albumsCount;
    const photoId = Astro.params.photoId;
    if (photoId) data.preview = await previewAround(api, `${shared ? 'shared-albums' : 'albums'}/${id}`, photoId, sorting);
  } catch {
    data.failed = true;
  }
  return data;
}
