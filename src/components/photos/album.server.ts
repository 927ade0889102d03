import { apiFor } from '@/client/in-process.server';
import type { AstroGlobal } from 'astro';
import { ALBUMS_PAGE_SIZE } from '@/domain/constants';
import { DEFAULT_SORTING } from '@/domain/photos-ui/sort';
import type { Album, Photo, SharedAlbum, TimelinePage } from '@/domain/schemas/photos';
import { guard, orderPrintsOffered, previewAround } from './load.server';
import { loadPage, unlessNotFound } from '@/components/page-load.server';
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
  favouritesCount: number | null;
  /** Whether 'Order prints' is offered (spec §6). */
  orderPrints: boolean;
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
  const { ctx } = Astro.locals;
  const data: AlbumPageData = {
    id,
    shared,
    album: null,
    page: null,
    failed: true,
    photosCount: null,
    albumsCount: null,
    favouritesCount: null,
    orderPrints: false,
  };
  const opened = await loadPage(ctx, 'album', () => unlessNotFound(shared ? api.sharedAlbum(id) : api.album(id)));
  if (!opened.ok) return data;
  if (!opened.data) return Astro.redirect(keepQuery('/my-photos/albums', Astro.url.search), 302);
  const album = opened.data;
  if (!shared && album.isShared) {
    const target = `/my-photos/shared-albums/${id}${Astro.params.photoId ? `/preview/${Astro.params.photoId}` : ''}`;
    return Astro.redirect(keepQuery(target, Astro.url.search), 302);
  }
  const loaded = await loadPage(ctx, 'album', async () => {
    const [page, tabs, orderPrints] = await Promise.all([
      shared
        ? api.sharedAlbumPhotos(id, { ...sorting, limit: ALBUMS_PAGE_SIZE })
        : api.albumPhotos(id, { ...sorting, limit: ALBUMS_PAGE_SIZE }),
      api.counts(ctx.flags.PhotoManagementSharedAlbumsViewEnabled),
      orderPrintsOffered(Astro),
    ]);
    const photoId = Astro.params.photoId;
    const preview = photoId ? await previewAround(api, `${shared ? 'shared-albums' : 'albums'}/${id}`, photoId, sorting) : undefined;
    const { photosCount, albumsCount, favouritesCount } = tabs;
    return { page, photosCount, albumsCount, favouritesCount, orderPrints, ...(preview ? { preview } : {}) };
  });
  return loaded.ok ? { ...data, album, failed: false, ...loaded.data } : { ...data, album };
}
