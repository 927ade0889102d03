import { download, downloadList, downloadUrl } from '@/domain/schemas/photos';
import { serviceClient, type HttpOptions } from './http';

/** Typed client of the downloads service (spec §7: Downloads API) used by the photo library. */
export function downloadsClient(options: HttpOptions = {}) {
  const api = serviceClient('downloads', options);
  return {
    list: () => api.request('/downloads', downloadList),
    create: (photoIds: readonly string[]) => api.request('/downloads', download, { method: 'POST', body: { photoIds: [...photoIds] } }),
    createShared: (albumId: string, photos: readonly { photoId: string; ownerId: string }[]) =>
      api.request('/shared-album-downloads', download, { method: 'POST', body: { albumId, photos: [...photos] } }),
    url: (id: string) => api.request(`/downloads/${encodeURIComponent(id)}/url`, downloadUrl),
  };
}

export type DownloadsClient = ReturnType<typeof downloadsClient>;
