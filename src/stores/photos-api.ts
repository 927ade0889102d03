import type { PhotosClient } from '@/client/photos';
import type { PhotoPagesClient } from '@/client/photo-pages';
import type { DownloadsClient } from '@/client/photos-downloads';
import type { PhotoImportClient } from '@/client/photo-import';

/**
 * The typed clients (and with them zod) are loaded on first use, not with the page:
 * the photos page paints from server-rendered data and needs no schema code until
 * the user scrolls or acts.
 */
let photos: Promise<PhotosClient> | null = null;
let pages: Promise<PhotoPagesClient> | null = null;
let downloads: Promise<DownloadsClient> | null = null;
let photoImport: Promise<PhotoImportClient> | null = null;

export function photosApi(): Promise<PhotosClient> {
  photos ??= import('@/client/photos').then((m) => m.photosClient());
  return photos;
}

/** The grids' pages alone: scrolling evaluates their few schemas, not the whole photos client's. */
export function photoPagesApi(): Promise<PhotoPagesClient> {
  pages ??= import('@/client/photo-pages').then((m) => m.photoPagesClient());
  return pages;
}

/**
 * Makes the grids' pages client ready before it is needed (its code, and /config.json's service URLs): a
 * fast scroll stops on months nobody has asked for yet, and asking then should cost only the request.
 */
export function warmPhotoPagesApi(): void {
  void photoPagesApi()
    .then(() => import('@/client/http'))
    .then((m) => m.serviceBaseUrl('photo-management'))
    .catch(() => undefined);
}

export function downloadsApi(): Promise<DownloadsClient> {
  downloads ??= import('@/client/photos-downloads').then((m) => m.downloadsClient());
  return downloads;
}

export function photoImportApi(): Promise<PhotoImportClient> {
  photoImport ??= import('@/client/photo-import').then((m) => m.photoImportClient());
  return photoImport;
}
