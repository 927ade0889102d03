import { downloadItems, signedDownloadUrl } from '@/domain/schemas/uploads';
import { serviceClient, type HttpOptions } from './http';

/** Typed client of the photo zips of the downloads service, as the downloads page lists them (with state, size and expiry). */
export function photoZipsClient(options: HttpOptions) {
  const api = serviceClient('downloads', options);
  return {
    list: async () => (await api.request('/downloads', downloadItems)).items,
    url: async (id: string) => (await api.request(`/downloads/${encodeURIComponent(id)}/url`, signedDownloadUrl)).url,
  };
}
