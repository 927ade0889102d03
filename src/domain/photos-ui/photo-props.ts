import type { Photo, TimelinePage } from '../schemas/photos';

/**
 * Photos handed to an island as props, smaller: every URL of a photo but `url` repeats `url`'s prefix up
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

type Pages = Record<string, TimelinePage> | undefined;
const mapPages = (pages: Pages, change: (photo: Photo) => Photo): Pages =>
  pages && Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, { ...page, images: page.images.map(change) }]));

/** Pages of photos as the server hands them to the grid. */
export const compactPages = (pages: Pages) => mapPages(pages, compactPhoto);
/** The same pages as the services answer them, in the browser. */
export const expandPages = (pages: Pages) => mapPages(pages, expandPhoto);
