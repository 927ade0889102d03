/**
 * Photo management API and Shared API of spec §7 (plus temporary selections and the photo file routes),
 * mounted at /api/photo-management. Every call is scoped to the caller: another account's photo or album
 * answers 404 as if it did not exist; a shared album the caller can read answers 403 to every write.
 *
 * Paging: `cursor` is opaque; pass the `cursor` of the previous answer until it is null. A cursor belongs
 * to its list, sortKey and sortOrder (another one answers 400). Timeline months are `year/month`
 * (month 1–12); the 'Unknown Date' group is `0/0` in GET /users/timeline and /photos/timeline/0/0.
 * Sorting: sortKey `created` = upload time (on album pages: when the photo was added to the album),
 * `dateTaken` = the camera's time; photos with an unknown date come last in either order.
 *
 * The library model: GET …/ids answers every photo id of a month, the library or an album in a sort (or
 * the range between two of them, for shift-click), GET …/:photoId/neighbours the photos before and after
 * one photo in that sort (across months and the unknown group), GET /users/counts the tab counts.
 *
 * Recently deleted: DELETE /photos and /photos/all move photos to the trash (out of every listing, count
 * and album, for TRASH_RETENTION_DAYS); /trash lists, restores (into their albums too) and deletes for good.
 *
 * Uploads, downloads and activation live in the upload, downloads and photo-import services.
 */
import { ALBUMS_PAGE_SIZE, PHOTOS_PAGE_SIZE, SHARED_ALBUMS_PAGE_SIZE, TIMELINE_PAGE_SIZE, TRASH_PAGE_SIZE } from '@/domain/constants';
import {
  albumListQuery,
  albumNameBody,
  albumParams,
  albumPhotoParams,
  idsQuery,
  libraryCountsQuery,
  neighboursQuery,
  photoIdsBody,
  photoPageQuery,
  photoParams,
  tempSelectionBody,
  tempSelectionParams,
  thumbnailParams,
  timelineMonthParams,
  trashPageQuery,
  restoreAllQuery,
  type SortOptions,
} from '@/domain/schemas/photos';
import { DEFAULT_SORTING } from '@/domain/photos-ui/sort';
import { z } from 'zod';
import type { Db } from '../../db';
import { forbidden, notFound } from '../../http/errors';
import { libraryCounts, photoUser, sharedAlbumsSummary, timelineCounts } from './counts';
import { readablePhoto, toPhotoDto } from './photos';
import {
  deleteTrashedPhotos,
  emptyTrash,
  restoreAllPhotos,
  restorePhotos,
  trashAllPhotos,
  trashIds,
  trashPage,
  trashPhotos,
} from './trash';
import {
  albumListing,
  albumPhotosPage,
  libraryListing,
  listingIds,
  listingPhoto,
  monthListing,
  neighbours,
  PHOTO_NOT_FOUND,
  photosPage,
  timelineMonthPage,
  type Listing,
} from './listings';
import {
  addPhotosToAlbum,
  createAlbum,
  deleteAlbum,
  getAlbum,
  listAlbums,
  readableAlbum,
  removePhotosFromAlbum,
  renameAlbum,
  SHARED_ALBUM_READ_ONLY,
} from './albums';
import { getSharedAlbum, listSharedAlbums, readableSharedAlbum, sharedAlbumParticipants } from './shared';
import { createTempSelection, getTempSelection, storeTempSelection } from './temp-selections';
import { servePhoto } from './files';
import { photoDetails as detailsOf } from './details';
import { photoDetails } from '@/domain/schemas/photo-details';
import * as answer from '@/domain/schemas/photos';
import { okAnswer } from '@/domain/schemas/answers';
import { route, type RouteDef } from '../../http/route';
import { empty, file, type Schema } from '@/domain/contracts/contract';

const MAX_PAGE = 500;
const timelineQuery = photoPageQuery({ limit: TIMELINE_PAGE_SIZE, maxLimit: MAX_PAGE, sortKey: 'dateTaken', sortOrder: 'desc' });
const photosQuery = photoPageQuery({ limit: PHOTOS_PAGE_SIZE, maxLimit: MAX_PAGE, sortKey: 'created', sortOrder: 'desc' });
const albumPhotosQuery = photoPageQuery({ limit: TIMELINE_PAGE_SIZE, maxLimit: MAX_PAGE, sortKey: 'created', sortOrder: 'desc' });
const trashQuery = trashPageQuery({ limit: TRASH_PAGE_SIZE, maxLimit: MAX_PAGE });
const albumsQuery = albumListQuery({ limit: ALBUMS_PAGE_SIZE, maxLimit: MAX_PAGE });
const sharedAlbumsQuery = albumListQuery({ limit: SHARED_ALBUMS_PAGE_SIZE, maxLimit: MAX_PAGE }).omit({ displaySharedData: true });
const flag = z.enum(['1', 'true', '0', 'false']).optional();
const isSet = (value: z.infer<typeof flag>) => value === '1' || value === 'true';
const fileQuery = z.object({ download: flag, display: flag });

const timelineSort = DEFAULT_SORTING.photos;
const albumSort = DEFAULT_SORTING.albumPhotos;

const pageOf = (page: { rows: Parameters<typeof toPhotoDto>[0][]; cursor: string | null }) => ({
  cursor: page.cursor,
  images: page.rows.map(toPhotoDto),
});

type Row = Parameters<typeof toPhotoDto>[0];
const withOwner = (row: Row) => ({ ...toPhotoDto(row), ownerId: row.accountId });

/** The ids of a listing (or a range of it). */
const idsOf = async (db: Parameters<typeof listingIds>[0], listing: Listing, q: { from?: string; to?: string }) => ({
  ids: await listingIds(db, listing, q.from && q.to ? { from: q.from, to: q.to } : undefined),
});

/** A photo's neighbours in a listing, as photos (shared albums add the owner). */
const neighboursOf = async (
  db: Parameters<typeof neighbours>[0],
  listing: Listing,
  photoId: string,
  q: { before: number; after: number },
  dto: (row: Row) => unknown,
) => {
  const found = await neighbours(db, listing, photoId, q);
  return { photo: dto(found.photo), previous: found.previous.map(dto), next: found.next.map(dto) };
};

/** One photo of an album, 404 when it is not (or no longer) in it. */
const photoOf = async (db: Parameters<typeof listingPhoto>[0], listing: Listing, photoId: string, dto: (row: Row) => unknown) => {
  const row = await listingPhoto(db, listing, photoId);
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  return dto(row);
};

const sorting = (q: SortOptions): SortOptions => ({ sortKey: q.sortKey, sortOrder: q.sortOrder });

/** Writes on a shared album: 403 for whoever may read it, 404 for anyone else. */
const sharedWrite = async ({
  db,
  viewer,
  params,
}: {
  db: Parameters<typeof readableSharedAlbum>[0];
  viewer: { accountId: string };
  params: { id: string };
}) => {
  await readableSharedAlbum(db, viewer.accountId, params.id);
  throw forbidden(SHARED_ALBUM_READ_ONLY);
};

/** A write on one of the caller's own albums; on a shared album the same write is refused (sharedAlbumWrites). */
const ownAlbumWrite = <B = undefined>(
  write: Pick<
    RouteDef<z.infer<typeof albumParams>, Record<string, string>, B, 'user'>,
    'method' | 'path' | 'summary' | 'response' | 'body' | 'handler'
  >,
) => route({ ...write, access: 'user', refusals: { 403: SHARED_ALBUM_READ_ONLY }, params: albumParams });

/** The writes of an own album, refused on a shared one. */
const sharedAlbumWrites = (
  [
    { method: 'PATCH', path: '/shared-albums/:id' },
    { method: 'DELETE', path: '/shared-albums/:id' },
    { method: 'POST', path: '/shared-albums/:id/photos' },
    { method: 'DELETE', path: '/shared-albums/:id/photos' },
  ] as const
).map((write) =>
  route({
    ...write,
    access: 'user',
    summary: 'Refused: shared albums are read only',
    response: {},
    refusals: { 403: SHARED_ALBUM_READ_ONLY },
    params: albumParams,
    handler: sharedWrite,
  }),
);

/** Own and shared albums: their photos are read alike, but for who may read them and what a photo answers. */
interface AlbumCollection {
  base: string;
  /** How summaries name one album of the collection. */
  name: string;
  readable: (db: Db, viewerId: string, id: string) => Promise<unknown>;
  dto: (row: Row) => unknown;
  /** What a photo answers (pages and neighbours are made of it). */
  photo: Schema;
}

const ownAlbums: AlbumCollection = {
  base: '/albums',
  name: 'an album',
  readable: readableAlbum,
  dto: toPhotoDto,
  photo: answer.photo,
};

const sharedAlbums: AlbumCollection = {
  base: '/shared-albums',
  name: 'a shared album (each photo with its owner)',
  readable: readableSharedAlbum,
  dto: withOwner,
  photo: answer.sharedAlbumPhoto,
};

/** The reads of an album's photos: a page, the ids in a sort, one photo, a photo with its neighbours. */
const albumPhotoReads = (albums: AlbumCollection) => [
  route({
    method: 'GET',
    path: `${albums.base}/:id/photos`,
    access: 'user',
    summary: `A page of the photos of ${albums.name}`,
    response: answer.photoPageOf(albums.photo),
    params: albumParams,
    query: albumPhotosQuery,
    handler: async ({ db, viewer, params, query }) => {
      await albums.readable(db, viewer.accountId, params.id);
      const page = await albumPhotosPage(db, params.id, query);
      return { cursor: page.cursor, images: page.rows.map(albums.dto) };
    },
  }),
  route({
    method: 'GET',
    path: `${albums.base}/:id/photos/ids`,
    access: 'user',
    summary: `Every photo id of ${albums.name} in a sort (or the range between from and to)`,
    response: answer.photoIdList,
    params: albumParams,
    query: idsQuery(albumSort),
    handler: async ({ db, viewer, params, query }) => {
      await albums.readable(db, viewer.accountId, params.id);
      return idsOf(db, albumListing(params.id, sorting(query)), query);
    },
  }),
  route({
    method: 'GET',
    path: `${albums.base}/:id/photos/:photoId`,
    access: 'user',
    summary: `One photo of ${albums.name}`,
    response: albums.photo,
    params: albumPhotoParams,
    handler: async ({ db, viewer, params }) => {
      await albums.readable(db, viewer.accountId, params.id);
      return photoOf(db, albumListing(params.id, albumSort), params.photoId, albums.dto);
    },
  }),
  route({
    method: 'GET',
    path: `${albums.base}/:id/photos/:photoId/neighbours`,
    access: 'user',
    summary: `A photo of ${albums.name} with the photos before and after it in a sort`,
    response: answer.photoNeighboursOf(albums.photo),
    params: albumPhotoParams,
    query: neighboursQuery(albumSort),
    handler: async ({ db, viewer, params, query }) => {
      await albums.readable(db, viewer.accountId, params.id);
      return neighboursOf(db, albumListing(params.id, sorting(query)), params.photoId, query, albums.dto);
    },
  }),
];

export const routes = [
  // ---- user and timeline
  route({
    method: 'GET',
    path: '/users',
    access: 'user',
    summary: 'Photo counts of the caller',
    response: answer.photoUser,
    handler: ({ db, viewer }) => photoUser(db, viewer.accountId),
  }),
  route({
    method: 'GET',
    path: '/users/timeline',
    access: 'user',
    summary: 'Photos per month (year 0, month 0: unknown date)',
    response: answer.timelineCounts,
    handler: ({ db, viewer }) => timelineCounts(db, viewer.accountId),
  }),
  route({
    method: 'GET',
    path: '/users/counts',
    access: 'user',
    summary: 'Photo and album tab counts (sharedView: whether shared albums count)',
    response: answer.libraryCounts,
    query: libraryCountsQuery,
    handler: ({ db, viewer, query }) => libraryCounts(db, viewer.accountId, query.sharedView),
  }),
  route({
    method: 'GET',
    path: '/photos/timeline/:year/:month/ids',
    access: 'user',
    summary: 'Every photo id of one month in a sort (or the range between from and to)',
    response: answer.photoIdList,
    params: timelineMonthParams,
    query: idsQuery(timelineSort),
    handler: ({ db, viewer, params, query }) => idsOf(db, monthListing(viewer.accountId, params, sorting(query)), query),
  }),
  route({
    method: 'GET',
    path: '/photos/timeline/:year/:month',
    access: 'user',
    summary: 'A page of the photos of one month',
    response: answer.timelinePage,
    params: timelineMonthParams,
    query: timelineQuery,
    handler: async ({ db, viewer, params, query, ctx }) => pageOf(await timelineMonthPage(db, viewer.accountId, params, query, ctx)),
  }),

  // ---- photos
  route({
    method: 'GET',
    path: '/photos',
    access: 'user',
    summary: "A page of all the caller's photos",
    response: answer.photosPage,
    query: photosQuery,
    handler: async ({ db, viewer, query }) => pageOf(await photosPage(db, viewer.accountId, query)),
  }),
  route({
    method: 'GET',
    path: '/photos/ids',
    access: 'user',
    summary: 'Every photo id of the library in a sort (or the range between from and to)',
    response: answer.photoIdList,
    refusals: { 404: 'A photo of the range is not in the library' },
    query: idsQuery(timelineSort),
    handler: ({ db, viewer, query }) => idsOf(db, libraryListing(viewer.accountId, sorting(query)), query),
  }),
  route({
    method: 'GET',
    path: '/photos/:id/neighbours',
    access: 'user',
    summary: 'A photo of the library with the photos before and after it in a sort',
    response: answer.photoNeighbours,
    params: photoParams,
    query: neighboursQuery(timelineSort),
    handler: ({ db, viewer, params, query }) =>
      neighboursOf(db, libraryListing(viewer.accountId, sorting(query)), params.id, query, toPhotoDto),
  }),
  route({
    method: 'DELETE',
    path: '/photos/all',
    access: 'user',
    summary: 'Moves every photo of the caller to Recently deleted (since: when the move began, to undo it)',
    response: answer.trashedAll,
    handler: ({ db, viewer }) => trashAllPhotos(db, viewer.accountId),
  }),
  route({
    method: 'DELETE',
    path: '/photos',
    access: 'user',
    summary: 'Moves photos to Recently deleted (out of the library and its albums); answers the ids that could not be moved',
    response: answer.bulkFailure,
    body: photoIdsBody,
    handler: ({ db, viewer, body }) => trashPhotos(db, viewer.accountId, body.photoIds),
  }),

  // ---- recently deleted
  route({
    method: 'GET',
    path: '/trash',
    access: 'user',
    summary: 'A page of Recently deleted, newest deleted first, each photo with when it is purged',
    response: answer.trashPage,
    query: trashQuery,
    handler: ({ db, viewer, query }) => trashPage(db, viewer.accountId, query),
  }),
  route({
    method: 'GET',
    path: '/trash/ids',
    access: 'user',
    summary: 'Every photo id in Recently deleted, newest deleted first',
    response: answer.photoIdList,
    handler: async ({ db, viewer }) => ({ ids: await trashIds(db, viewer.accountId) }),
  }),
  route({
    method: 'POST',
    path: '/trash/restore',
    access: 'user',
    summary: 'Puts photos back in the library and in their albums; answers the ids that could not be restored',
    response: answer.bulkFailure,
    body: photoIdsBody,
    handler: ({ db, viewer, body }) => restorePhotos(db, viewer.accountId, body.photoIds),
  }),
  route({
    method: 'POST',
    path: '/trash/restore-all',
    access: 'user',
    summary: 'Puts every photo of Recently deleted back (since: only those deleted from then on)',
    response: answer.bulkFailure,
    query: restoreAllQuery,
    handler: ({ db, viewer, query }) => restoreAllPhotos(db, viewer.accountId, query.since),
  }),
  route({
    method: 'DELETE',
    path: '/trash/all',
    access: 'user',
    summary: 'Deletes every photo of Recently deleted for good, with its files',
    response: answer.bulkFailure,
    handler: ({ db, viewer }) => emptyTrash(db, viewer.accountId),
  }),
  route({
    method: 'DELETE',
    path: '/trash',
    access: 'user',
    summary: 'Deletes photos of Recently deleted for good, with their files; answers the ids that could not be deleted',
    response: answer.bulkFailure,
    body: photoIdsBody,
    handler: ({ db, viewer, body }) => deleteTrashedPhotos(db, viewer.accountId, body.photoIds),
  }),
  route({
    method: 'GET',
    path: '/photos/:id',
    access: 'user',
    response: z.union([answer.sharedAlbumPhoto, answer.photo]),
    params: photoParams,
    summary: 'one photo (preview deep links)',
    handler: async ({ db, viewer, params }) => {
      const row = await readablePhoto(db, viewer.accountId, params.id);
      if (!row || row.status !== 'active') throw notFound('Photo not found');
      return row.accountId === viewer.accountId ? toPhotoDto(row) : withOwner(row);
    },
  }),
  route({
    method: 'GET',
    path: '/photos/:id/details',
    access: 'user',
    summary: "A photo's details for the preview's info panel: size, date taken, camera facts of EXIF and the albums it is in",
    response: photoDetails,
    refusals: { 404: 'The photo is not in the library or a shared album of the caller' },
    params: photoParams,
    handler: ({ db, viewer, params }) => detailsOf(db, viewer.accountId, params.id),
  }),
  route({
    method: 'GET',
    path: '/photos/:id/file',
    access: 'user',
    summary: "A photo's original file (download=1: as an attachment; display=1: a HEIC original as a full-resolution JPEG)",
    response: { 200: file('image/*'), 304: empty('ETag') },
    params: photoParams,
    query: fileQuery,
    handler: ({ db, viewer, params, query, request }) =>
      servePhoto(db, request, viewer.accountId, params.id, null, { download: isSet(query.download), display: isSet(query.display) }),
  }),
  route({
    method: 'GET',
    path: '/photos/:id/thumbnails/:size',
    access: 'user',
    summary: 'A thumbnail (the original until it is made)',
    response: { 200: file('image/*'), 304: empty('ETag') },
    params: thumbnailParams,
    handler: ({ db, viewer, params, request }) => servePhoto(db, request, viewer.accountId, params.id, params.size),
  }),

  // ---- albums
  route({
    method: 'POST',
    path: '/albums',
    access: 'user',
    summary: 'Creates an album',
    response: answer.albumCreated,
    body: albumNameBody,
    handler: ({ db, viewer, body }) => createAlbum(db, viewer.accountId, body.name),
  }),
  route({
    method: 'GET',
    path: '/albums',
    access: 'user',
    summary: "A page of the caller's albums (displaySharedData: with albums shared with the caller)",
    response: answer.albumList,
    query: albumsQuery,
    handler: ({ db, viewer, query }) => listAlbums(db, viewer.accountId, query),
  }),
  route({
    method: 'GET',
    path: '/albums/:id',
    access: 'user',
    summary: 'One album',
    response: answer.album,
    params: albumParams,
    handler: ({ db, viewer, params }) => getAlbum(db, viewer.accountId, params.id),
  }),
  ownAlbumWrite({
    method: 'PATCH',
    path: '/albums/:id',
    summary: 'Renames an album',
    response: answer.album,
    body: albumNameBody,
    handler: ({ db, viewer, params, body }) => renameAlbum(db, viewer.accountId, params.id, body.name),
  }),
  ownAlbumWrite({
    method: 'DELETE',
    path: '/albums/:id',
    summary: 'Deletes an album (its photos stay)',
    response: okAnswer,
    handler: async ({ db, viewer, params }) => {
      await deleteAlbum(db, viewer.accountId, params.id);
      return { ok: true };
    },
  }),
  ...albumPhotoReads(ownAlbums),
  ownAlbumWrite({
    method: 'POST',
    path: '/albums/:id/photos',
    summary: 'Adds photos to an album; answers the ids that could not be added',
    response: answer.bulkFailure,
    body: photoIdsBody,
    handler: ({ db, viewer, params, body }) => addPhotosToAlbum(db, viewer.accountId, params.id, body.photoIds),
  }),
  ownAlbumWrite({
    method: 'DELETE',
    path: '/albums/:id/photos',
    summary: 'Removes photos from an album; answers the ids that could not be removed',
    response: answer.bulkFailure,
    body: photoIdsBody,
    handler: ({ db, viewer, params, body }) => removePhotosFromAlbum(db, viewer.accountId, params.id, body.photoIds),
  }),

  // ---- shared albums (read only)
  route({
    method: 'GET',
    path: '/shared-albums/summary',
    access: 'user',
    summary: 'Counts of albums shared with and by the caller',
    response: answer.sharedAlbumsSummary,
    handler: ({ db, viewer }) => sharedAlbumsSummary(db, viewer.accountId),
  }),
  route({
    method: 'GET',
    path: '/shared-albums',
    access: 'user',
    summary: 'A page of the albums shared with the caller',
    response: answer.sharedAlbumList,
    query: sharedAlbumsQuery,
    handler: ({ db, viewer, query }) => listSharedAlbums(db, viewer.accountId, query),
  }),
  route({
    method: 'GET',
    path: '/shared-albums/:id',
    access: 'user',
    summary: 'One album shared with the caller',
    response: answer.sharedAlbum,
    params: albumParams,
    handler: ({ db, viewer, params }) => getSharedAlbum(db, viewer.accountId, params.id),
  }),
  route({
    method: 'GET',
    path: '/shared-albums/:id/participants',
    access: 'user',
    summary: 'Owner and participants of a shared album',
    response: answer.albumParticipants,
    params: albumParams,
    handler: ({ db, viewer, params }) => sharedAlbumParticipants(db, viewer.accountId, params.id),
  }),
  ...albumPhotoReads(sharedAlbums),
  ...sharedAlbumWrites,

  // ---- temporary selections (order prints)
  route({
    method: 'POST',
    path: '/temp-selections',
    access: 'user',
    summary: 'Keeps a selection of photos (ids, or every photo of the library or of an own album) for ordering prints',
    response: answer.tempSelectionCreated,
    refusals: { 403: SHARED_ALBUM_READ_ONLY, 404: 'The album is not found' },
    body: tempSelectionBody,
    handler: async ({ db, viewer, body }) => {
      if ('photoIds' in body) return createTempSelection(db, viewer.accountId, body.photoIds);
      // A scope is resolved from the caller's own listings: every id in it is theirs and active.
      if (body.scope === 'library')
        return storeTempSelection(db, viewer.accountId, await listingIds(db, libraryListing(viewer.accountId, timelineSort)));
      const album = await readableAlbum(db, viewer.accountId, body.albumId);
      if (album.ownerId !== viewer.accountId) throw forbidden(SHARED_ALBUM_READ_ONLY);
      return storeTempSelection(db, viewer.accountId, await listingIds(db, albumListing(body.albumId, albumSort)));
    },
  }),
  route({
    method: 'GET',
    path: '/temp-selections/:id',
    access: 'user',
    summary: 'A kept selection of photos',
    response: answer.tempSelection,
    params: tempSelectionParams,
    handler: ({ db, viewer, params }) => getTempSelection(db, viewer.accountId, params.id),
  }),
];
