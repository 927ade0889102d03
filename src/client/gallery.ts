import type { z } from 'zod';
import type { HttpOptions } from './http';
import { contractClient } from './contract';
import { galleryApi } from '@/domain/contracts/gallery';
import type { galleryEntryUpdate } from '@/domain/schemas/widgets';

/** What a customer writes of a gallery entry. */
export type GalleryEntryText = z.input<typeof galleryEntryUpdate>;

/** Typed client of the gallery service's entries of an online product (spec §7), each call made by its route's contract. */
export function galleryClient(options: HttpOptions) {
  const call = contractClient('gallery', options);
  return {
    create: (widgetId: string, channel: string, text: GalleryEntryText) =>
      call(galleryApi.create, { body: { ...text, widgetId, channel } }),
    update: (id: string, channel: string, text: GalleryEntryText) =>
      call(galleryApi.update, { params: { id }, query: { channel }, body: text }),
    remove: (id: string, channel: string) => call(galleryApi.remove, { params: { id }, query: { channel } }),
  };
}
