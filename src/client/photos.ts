import {
  albumCreated,
  albumList,
  albumParticipants,
  album,
  bulkFailure,
  photoUser,
  sharedAlbum,
  sharedAlbumList,
  sharedAlbumsSummary,
  tempSelectionCreated,
  favouritesChanged,
  type TempSelectionScope,
  timelineCounts,
  libraryCounts,
  ownOrSharedPhoto,
  photoIdList,
  photoNeighbours,
  sharedPhotoNeighbours,
  trashedAll,
  trashPage,
  type SortOptions,
} from '@/domain/schemas/photos';
import { photoDetails } from '@/domain/schemas/photo-details';
import { z } from 'zod';
import { serviceClient, type HttpOptions } from './http';
import { photoPages } from './photo-pages';

const ok = z.unknown();

/** Typed client of the photo management service (spec §7: Photo management API, Shared API, temp selections). */
export function photosClient(options: HttpOptions = {}) {
  const api = serviceClient('photo-management', options);
  const ids = (photoIds: readonly string[]) => ({ photoIds: [...photoIds] });
  return {
    ...photoPages(api),
    user: () => api.request('/users', photoUser),
    timeline: () => api.request('/users/timeline', timelineCounts),
    deletePhotos: (photoIds: readonly string[]) => api.request('/photos', bulkFailure, { method: 'DELETE', body: ids(photoIds) }),
    /** Moves every photo to Recently deleted; `since` undoes just this move (restoreAll). */
    deleteAllPhotos: () => api.request('/photos/all', trashedAll, { method: 'DELETE' }),
    trash: (q: { cursor?: string | null; limit?: number } = {}) => api.request('/trash', trashPage, { query: q }),
    trashIds: () => api.request('/trash/ids', photoIdList),
    restore: (photoIds: readonly string[]) => api.request('/trash/restore', bulkFailure, { method: 'POST', body: ids(photoIds) }),
    restoreAll: (since?: string) =>
      api.request('/trash/restore-all', bulkFailure, { method: 'POST', ...(since ? { query: { since } } : {}) }),
    deleteForever: (photoIds: readonly string[]) => api.request('/trash', bulkFailure, { method: 'DELETE', body: ids(photoIds) }),
    emptyTrash: () => api.request('/trash/all', bulkFailure, { method: 'DELETE' }),
    albums: (q: { cursor?: string | null; limit?: number; displaySharedData?: boolean } = {}) =>
      api.request('/albums', albumList, { query: q }),
    album: (id: string) => api.request(`/albums/${encodeURIComponent(id)}`, album),
    createAlbum: (name: string) => api.request('/albums', albumCreated, { method: 'POST', body: { name } }),
    renameAlbum: (id: string, name: string) => api.request(`/albums/${encodeURIComponent(id)}`, ok, { method: 'PATCH', body: { name } }),
    setAlbumCover: (id: string, photoId: string) =>
      api.request(`/albums/${encodeURIComponent(id)}/cover`, album, { method: 'PUT', body: { photoId } }),
    deleteAlbum: (id: string) => api.request(`/albums/${encodeURIComponent(id)}`, ok, { method: 'DELETE' }),
    addToAlbum: (id: string, photoIds: readonly string[]) =>
      api.request(`/albums/${encodeURIComponent(id)}/photos`, ok, { method: 'POST', body: ids(photoIds) }),
    removeFromAlbum: (id: string, photoIds: readonly string[]) =>
      api.request(`/albums/${encodeURIComponent(id)}/photos`, ok, { method: 'DELETE', body: ids(photoIds) }),
    sharedAlbums: (q: { cursor?: string | null; limit?: number } = {}) => api.request('/shared-albums', sharedAlbumList, { query: q }),
    sharedAlbumsSummary: () => api.request('/shared-albums/summary', sharedAlbumsSummary),
    sharedAlbum: (id: string) => api.request(`/shared-albums/${encodeURIComponent(id)}`, sharedAlbum),
    participants: (id: string) => api.request(`/shared-albums/${encodeURIComponent(id)}/participants`, albumParticipants),
    counts: (sharedView: boolean) => api.request('/users/counts', libraryCounts, { query: { sharedView } }),
    photo: (id: string) => api.request(`/photos/${encodeURIComponent(id)}`, ownOrSharedPhoto),
    /** What the preview's info panel shows of one photo, with the albums it is in. */
    details: (id: string) => api.request(`/photos/${encodeURIComponent(id)}/details`, photoDetails),
    monthIds: (year: number, month: number, q: SortOptions) =>
      api.request(`/photos/timeline/${year}/${month}/ids`, photoIdList, { query: q }),
    /** Ids of a day's photos: `/photos/taken/{day}/ids` or `/photos/uploaded/{day}/ids` (dayIdsRequest()). */
    dayIds: (path: string, undated: boolean) => api.request(path, photoIdList, undated ? { query: { undated } } : {}),
    /** Marks photos as favourites (or unmarks them); answers the ids that are not the caller's and the new count. */
    setFavourite: (photoIds: readonly string[], favourite: boolean) =>
      api.request('/favourites/photos', favouritesChanged, { method: favourite ? 'POST' : 'DELETE', body: ids(photoIds) }),
    /** Ids of a collection: '' the library, 'favourites', 'albums/:id' or 'shared-albums/:id'; with from/to only that range. */
    ids: (collection: string, q: SortOptions & { from?: string; to?: string }) =>
      api.request(collection ? `/${collection}/photos/ids` : '/photos/ids', photoIdList, { query: q }),
    /** One photo of a collection ('' = the library: GET /photos/{id} answers photos shared with the caller too, so it is checked). */
    collectionPhotoOrNull: (collection: string, photoId: string) =>
      collection
        ? api.request(`/${collection}/photos/${encodeURIComponent(photoId)}`, ownOrSharedPhoto)
        : api.request(`/photos/${encodeURIComponent(photoId)}`, ownOrSharedPhoto).then((p) => (p.ownerId ? null : p)),
    neighbours: (collection: string, photoId: string, q: SortOptions & { before: number; after: number }) =>
      api.request(
        collection
          ? `/${collection}/photos/${encodeURIComponent(photoId)}/neighbours`
          : `/photos/${encodeURIComponent(photoId)}/neighbours`,
        collection.startsWith('shared-') ? sharedPhotoNeighbours : photoNeighbours,
        { query: q },
      ),
    createTempSelection: (photoIds: readonly string[]) =>
      api.request('/temp-selections', tempSelectionCreated, { method: 'POST', body: ids(photoIds) }),
    /** A temporary selection of every photo of the library, the favourites or one of the caller's albums, resolved by the server. */
    createScopeSelection: (scope: TempSelectionScope) =>
      api.request('/temp-selections', tempSelectionCreated, {
        method: 'POST',
        body: typeof scope === 'string' ? { scope } : { scope: 'album', albumId: scope.albumId },
      }),
  };
}

export type PhotosClient = ReturnType<typeof photosClient>;
