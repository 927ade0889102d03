import { ALBUMS_PAGE_SIZE, PHOTOS_PAGE_SIZE, SHARED_ALBUMS_PAGE_SIZE, TIMELINE_PAGE_SIZE, TRASH_PAGE_SIZE } from '@/domain/constants';
import { albumListQuery, photoPageQuery, trashPageQuery, type SortOptions } from '@/domain/schemas/photos';
import { DEFAULT_SORTING } from '@/domain/photos-ui/sort';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { toPhotoDto } from './photos';
import { listingIds, listingPhoto, neighbours, PHOTO_NOT_FOUND, type Listing } from './listings';

/** What the photo management routes share: their page queries, default sorts and the shapes of their answers. */
const MAX_PAGE = 500;
export const timelineQuery = photoPageQuery({ limit: TIMELINE_PAGE_SIZE, maxLimit: MAX_PAGE, sortKey: 'dateTaken', sortOrder: 'desc' });
export const photosQuery = photoPageQuery({ limit: PHOTOS_PAGE_SIZE, maxLimit: MAX_PAGE, sortKey: 'created', sortOrder: 'desc' });
/** The favourites page in the library's default sort (as their ids and neighbours). */
export const favouritesQuery = photoPageQuery({ limit: ALBUMS_PAGE_SIZE, maxLimit: MAX_PAGE, sortKey: 'dateTaken', sortOrder: 'desc' });
export const albumPhotosQuery = photoPageQuery({ limit: TIMELINE_PAGE_SIZE, maxLimit: MAX_PAGE, sortKey: 'created', sortOrder: 'desc' });
export const trashQuery = trashPageQuery({ limit: TRASH_PAGE_SIZE, maxLimit: MAX_PAGE });
export const albumsQuery = albumListQuery({ limit: ALBUMS_PAGE_SIZE, maxLimit: MAX_PAGE });
export const sharedAlbumsQuery = albumListQuery({ limit: SHARED_ALBUMS_PAGE_SIZE, maxLimit: MAX_PAGE }).omit({ displaySharedData: true });
const flag = z.enum(['1', 'true', '0', 'false']).optional();
export const isSet = (value: z.infer<typeof flag>) => value === '1' || value === 'true';
export const fileQuery = z.object({ download: flag, display: flag });

export const timelineSort = DEFAULT_SORTING.photos;
export const albumSort = DEFAULT_SORTING.albumPhotos;

export const pageOf = (page: { rows: Parameters<typeof toPhotoDto>[0][]; cursor: string | null }) => ({
  cursor: page.cursor,
  images: page.rows.map(toPhotoDto),
});

export type Row = Parameters<typeof toPhotoDto>[0];
/**
 * A photo seen through a shared album, with its owner. Favourites are each account's own: another
 * account's photo is never one of the viewer's (and the viewer cannot make it one).
 */
export const withOwner = (row: Row, viewerId: string) => ({
  ...toPhotoDto(row),
  favourite: row.accountId === viewerId && row.favourite,
  ownerId: row.accountId,
});

/** The ids of a listing (or a range of it). */
export const idsOf = async (db: Parameters<typeof listingIds>[0], listing: Listing, q: { from?: string; to?: string }) => ({
  ids: await listingIds(db, listing, q.from && q.to ? { from: q.from, to: q.to } : undefined),
});

/** A photo's neighbours in a listing, as photos (shared albums add the owner). */
export const neighboursOf = async (
  db: Parameters<typeof neighbours>[0],
  listing: Listing,
  photoId: string,
  q: { before: number; after: number },
  dto: (row: Row) => unknown,
) => {
  const found = await neighbours(db, listing, photoId, q);
  return { photo: dto(found.photo), previous: found.previous.map((r) => dto(r)), next: found.next.map((r) => dto(r)) };
};

/** One photo of an album, 404 when it is not (or no longer) in it. */
export const photoOf = async (db: Parameters<typeof listingPhoto>[0], listing: Listing, photoId: string, dto: (row: Row) => unknown) => {
  const row = await listingPhoto(db, listing, photoId);
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  return dto(row);
};

export const sorting = (q: SortOptions): SortOptions => ({ sortKey: q.sortKey, sortOrder: q.sortOrder });
