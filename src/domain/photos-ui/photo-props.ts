import type { Photo, SortOptions } from '../schemas/photos';
import type { OpenedPreview } from './preview-strip';

/**
 * Photos handed to the photo islands, smaller: every URL of a photo but `url` repeats `url`'s prefix up
 * to the photo's id (`https://…/photos/<id>/`), so it travels as `~/thumbnails/300` and is expanded in the
 * browser. URLs elsewhere (another host, another shape) travel as they are.
 */
const RELATIVE = '~/';

function photoBase(photo: Photo): string | null {
  const at = photo.url.indexOf(`/${photo.imageId}/`);
  return at < 0 ? null : photo.url.slice(0, at + photo.imageId.length + 2);
}

function mapUrls<P extends Photo>(photo: P, change: (url: string) => string): P {
  return {
    ...photo,
    untouchedUrl: change(photo.untouchedUrl),
    thumbnails: photo.thumbnails.map((thumb) => ({ ...thumb, url: change(thumb.url) })),
  };
}

export function compactPhoto<P extends Photo>(photo: P): P {
  const base = photoBase(photo);
  if (!base) return photo;
  return mapUrls(photo, (url) => (url.startsWith(base) ? RELATIVE + url.slice(base.length) : url));
}

export function expandPhoto<P extends Photo>(photo: P): P {
  const base = photoBase(photo);
  if (!base) return photo;
  return mapUrls(photo, (url) => (url.startsWith(RELATIVE) ? base + url.slice(RELATIVE.length) : url));
}

/** What the photo islands of a page start from: the pages the server loaded and the preview the URL opened. */
export interface IslandPhotos<P extends Photo = Photo> {
  pages?: Record<string, { cursor: string | null; images: P[] }>;
  preview?: OpenedPreview<P>;
}

/**
 * The same, with each photo once (compact, as above) and the pages and the preview naming photos by id: a
 * page writes it once as JSON (one script both islands read), instead of each island's props repeating them.
 */
export interface PackedPhotos<P extends Photo = Photo> {
  photos: P[];
  pages?: Record<string, { cursor: string | null; ids: string[] }>;
  preview?: { photoId: string; photo: string | null; around?: { sorting: SortOptions; previous: string[]; next: string[] } };
}

export function packPhotos<P extends Photo>({ pages, preview }: IslandPhotos<P>): PackedPhotos<P> {
  const photos = new Map<string, P>();
  const idsOf = (list: readonly P[]) =>
    list.map((photo) => {
      if (!photos.has(photo.imageId)) photos.set(photo.imageId, compactPhoto(photo));
      return photo.imageId;
    });
  const packed: Omit<PackedPhotos<P>, 'photos'> = {};
  if (pages) {
    packed.pages = Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, { cursor: page.cursor, ids: idsOf(page.images) }]));
  }
  if (preview) {
    const { around } = preview;
    packed.preview = {
      photoId: preview.photoId,
      photo: preview.photo ? idsOf([preview.photo])[0] : null,
      ...(around && { around: { sorting: around.sorting, previous: idsOf(around.previous), next: idsOf(around.next) } }),
    };
  }
  return { photos: [...photos.values()], ...packed };
}

export function unpackPhotos<P extends Photo>(packed: PackedPhotos<P>): IslandPhotos<P> {
  const byId = new Map(packed.photos.map((photo) => [photo.imageId, expandPhoto(photo)]));
  const photosOf = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const { pages, preview } = packed;
  return {
    pages:
      pages && Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, { cursor: page.cursor, images: photosOf(page.ids) }])),
    preview: preview && {
      photoId: preview.photoId,
      photo: preview.photo ? (byId.get(preview.photo) ?? null) : null,
      ...(preview.around && {
        around: { sorting: preview.around.sorting, previous: photosOf(preview.around.previous), next: photosOf(preview.around.next) },
      }),
    },
  };
}
