import type { PhotosClient } from '@/client/photos';
import type { DownloadsClient } from '@/client/photos-downloads';
import type { PhotoImportClient } from '@/client/photo-import';

/**
 * The typed clients (and with them zod) are loaded on first use, not with the page:
 * the photos page paints from server-rendered data and needs no schema code until
 * the user scrolls or acts.
 */
let photos: Promise<PhotosClient> | null = null;
let downloads: Promise<DownloadsClient> | null = null;
let photoImport: Promise<PhotoImportClient> | null = null;

export function photosApi(): Promise<PhotosClient> {
  photos ??= import('@/client/photos').then((m) => m.photosClient());
  return photos;
}

export function downloadsApi(): Promise<DownloadsClient> {
  downloads ??= import('@/client/photos-downloads').then((m) => m.downloadsClient());
  return downloads;
}

export function photoImportApi(): Promise<PhotoImportClient> {
  photoImport ??= import('@/client/photo-import').then((m) => m.photoImportClient());
  return photoImport;
}
