import { albumPhotosPage, photosPage, sharedAlbumPhotosPage, timelinePage } from '@/domain/schemas/photo';
import type { SortOptions } from '@/domain/schemas/photos';
import { serviceClient, type HttpOptions, type ServiceClient } from './http';

type PageQuery = SortOptions & { cursor?: string | null; limit?: number };

/**
 * The pages of photos the grids read (spec §7: Photo management API), apart from the rest of the photos
 * client: scrolling the timeline loads and evaluates only their schemas (`src/stores/photos-api.ts`).
 */
export function photoPages(api: ServiceClient) {
  return {
    timelineMonth: (year: number, month: number, q: PageQuery) =>
      api.request(`/photos/timeline/${year}/${month}`, timelinePage, { query: q }),
    photos: (q: PageQuery) => api.request('/photos', photosPage, { query: q }),
    favourites: (q: PageQuery) => api.request('/favourites/photos', photosPage, { query: q }),
    albumPhotos: (id: string, q: PageQuery) => api.request(`/albums/${encodeURIComponent(id)}/photos`, albumPhotosPage, { query: q }),
    sharedAlbumPhotos: (id: string, q: PageQuery) =>
      api.request(`/shared-albums/${encodeURIComponent(id)}/photos`, sharedAlbumPhotosPage, { query: q }),
  };
}

export const photoPagesClient = (options: HttpOptions = {}) => photoPages(serviceClient('photo-management', options));
export type PhotoPagesClient = ReturnType<typeof photoPagesClient>;
