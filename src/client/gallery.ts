import { serviceClient, type HttpOptions } from './http';
import { galleryEntry } from '@/domain/schemas/widgets';
import { okAnswer } from '@/domain/schemas/answers';

/** What a customer writes of a gallery entry; the route checks the categories against its list. */
export interface GalleryEntryText {
  title: string;
  description: string;
  categories: string[];
}

/** Typed client of the gallery service's entries of an online product (spec §7). */
export function galleryClient(options: HttpOptions) {
  const api = serviceClient('gallery', options);
  const entry = (id: string) => `/v1/galleryentries/${encodeURIComponent(id)}`;
  return {
    create: (widgetId: string, channel: string, text: GalleryEntryText) =>
      api.request('/v1/galleryentries', galleryEntry, { method: 'POST', body: { ...text, widgetId, channel } }),
    update: (id: string, channel: string, text: GalleryEntryText) =>
      api.request(entry(id), galleryEntry, { method: 'PUT', query: { channel }, body: text }),
    remove: (id: string, channel: string) => api.request(entry(id), okAnswer, { method: 'DELETE', query: { channel } }),
  };
}
