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
 * Uploads, downloads and activation live in the upload, downloads and photo-import services.
 */
import {
  ALBUMS_PAGE_SIZE, PHOTOS_PAGE_SIZE, SHARED_ALBUMS_PAGE_SIZE, TIMELINE_PAGE_SIZE,
} from '@/domain/constants';
import {
  albumListQuery, albumNameBody, albumParams, photoIdsBody, photoPageQuery, photoParams, tempSelectionBody,
  tempSelectionParams, thumbnailParams, timelineMonthParams,
} from '@/domain/schemas/photos';
import { z } from 'zod';
import { forbidden, notFound } from '../../http/errors';
import { photoUser, timelineCounts } from './counts';
import { deleteAllPhotos, deletePhotos, readablePhoto, toPhotoDto } from './photos';
import { albumPhotosPage, photosPage, timelineMonthPage } from './listings';
import {
  addPhotosToAlbum, createAlbum, deleteAlbum, getAlbum, listAlbums, readableAlbum, removePhotosFromAlbum, renameAlbum,
  SHARED_ALBUM_READ_ONLY,
} from './albums';
import { getSharedAlbum, listSharedAlbums, readableSharedAlbum, sharedAlbumParticipants, sharedAlbumsSummary } from './shared';
import { createTempSelection, getTempSelection } from './temp-selections';
import { servePhoto } from './files';
import * as answer from '@/domain/schemas/photos';
import { okAnswer } from '@/domain/schemas/answers';
import { empty, file, route } from '../../http/route';

const MAX_PAGE = 500;
const timelineQuery = photoPageQuery({ limit: TIMELINE_PAGE_SIZE, maxLimit: MAX_PAGE, sortKey: 'dateTaken', sortOrder: 'desc' });
const photosQuery = photoPageQuery({ limit: PHOTOS_PAGE_SIZE, maxLimit: MAX_PAGE, sortKey: 'created', sortOrder: 'desc' });
const albumPhotosQuery = photoPageQuery({ limit: TIMELINE_PAGE_SIZE, maxLimit: MAX_PAGE, sortKey: 'created', sortOrder: 'desc' });
const albumsQuery = albumListQuery({ limit: ALBUMS_PAGE_SIZE, maxLimit: MAX_PAGE });
const sharedAlbumsQuery = albumListQuery({ limit: SHARED_ALBUMS_PAGE_SIZE, maxLimit: MAX_PAGE }).omit({ displaySharedData: true });
const downloadQuery = z.object({ download: z.enum(['1', 'true', '0', 'false']).optional() });

const pageOf = (page: { rows: Parameters<typeof toPhotoDto>[0][]; cursor: string | null }) =>
  ({ cursor: page.cursor, images: page.rows.map(toPhotoDto) });

/** Writes on a shared album: 403 for whoever may read it, 404 for anyone else. */
const sharedWrite = async ({ db, viewer, params }: { db: Parameters<typeof readableSharedAlbum>[0]; viewer: { accountId: string }; params: { id: string } }) => {
  await readableSharedAlbum(db, viewer.accountId, params.id);
  throw forbidden(SHARED_ALBUM_READ_ONLY);
};

export const routes = [
  // ---- user and timeline
  route({ method: 'GET', path: '/users', access: 'user', summary: 'Photo counts of the caller', response: answer.photoUser, handler: ({ db, viewer }) => photoUser(db, viewer.accountId) }),
  route({ method: 'GET', path: '/users/timeline', access: 'user', summary: 'Photos per month (year 0, month 0: unknown date)', response: answer.timelineCounts, handler: ({ db, viewer }) => timelineCounts(db, viewer.accountId) }),
  route({
    method: 'GET', path: '/photos/timeline/:year/:month', access: 'user', summary: 'A page of the photos of one month', response: answer.timelinePage, params: timelineMonthParams, query: timelineQuery,
    handler: async ({ db, viewer, params, query }) => pageOf(await timelineMonthPage(db, viewer.accountId, params, query)),
  }),

  // ---- photos
  route({
    method: 'GET', path: '/photos', access: 'user', summary: 'A page of all the caller\'s photos', response: answer.photosPage, query: photosQuery,
    handler: async ({ db, viewer, query }) => pageOf(await photosPage(db, viewer.accountId, query)),
  }),
  route({ method: 'DELETE', path: '/photos/all', access: 'user', summary: 'Deletes every photo of the caller', response: answer.bulkFailure, handler: ({ db, viewer }) => deleteAllPhotos(db, viewer.accountId) }),
  route({
    method: 'DELETE', path: '/photos', access: 'user', summary: 'Deletes photos; answers the ids that could not be deleted', response: answer.bulkFailure, body: photoIdsBody,
    handler: ({ db, viewer, body }) => deletePhotos(db, viewer.accountId, body.photoIds),
  }),
  route({
    method: 'GET', path: '/photos/:id', access: 'user', response: z.union([answer.sharedAlbumPhoto, answer.photo]), params: photoParams, summary: 'one photo (preview deep links)',
    handler: async ({ db, viewer, params }) => {
      const row = await readablePhoto(db, viewer.accountId, params.id);
      if (!row || row.status !== 'active') throw notFound('Photo not found');
      return row.accountId === viewer.accountId ? toPhotoDto(row) : { ...toPhotoDto(row), ownerId: row.accountId };
    },
  }),
  route({
    method: 'GET', path: '/photos/:id/file', access: 'user', summary: 'A photo\'s original file (download=1: as an attachment)', response: { 200: file('image/*'), 304: empty('ETag') }, params: photoParams, query: downloadQuery,
    handler: ({ db, viewer, params, query, request }) =>
      servePhoto(db, request, viewer.accountId, params.id, null, query.download === '1' || query.download === 'true'),
  }),
  route({
    method: 'GET', path: '/photos/:id/thumbnails/:size', access: 'user', summary: 'A thumbnail (the original until it is made)', response: { 200: file('image/*'), 304: empty('ETag') }, params: thumbnailParams,
    handler: ({ db, viewer, params, request }) => servePhoto(db, request, viewer.accountId, params.id, params.size),
  }),

  // ---- albums
  route({
    method: 'POST', path: '/albums', access: 'user', summary: 'Creates an album', response: answer.albumCreated, body: albumNameBody,
    handler: ({ db, viewer, body }) => createAlbum(db, viewer.accountId, body.name),
  }),
  route({
    method: 'GET', path: '/albums', access: 'user', summary: 'A page of the caller\'s albums (displaySharedData: with albums shared with the caller)', response: answer.albumList, query: albumsQuery,
    handler: ({ db, viewer, query }) => listAlbums(db, viewer.accountId, query),
  }),
  route({
    method: 'GET', path: '/albums/:id', access: 'user', summary: 'One album', response: answer.album, params: albumParams,
    handler: ({ db, viewer, params }) => getAlbum(db, viewer.accountId, params.id),
  }),
  route({
    method: 'PATCH', path: '/albums/:id', access: 'user', summary: 'Renames an album', response: answer.album, refusals: { 403: SHARED_ALBUM_READ_ONLY }, params: albumParams, body: albumNameBody,
    handler: ({ db, viewer, params, body }) => renameAlbum(db, viewer.accountId, params.id, body.name),
  }),
  route({
    method: 'DELETE', path: '/albums/:id', access: 'user', summary: 'Deletes an album (its photos stay)', response: okAnswer, refusals: { 403: SHARED_ALBUM_READ_ONLY }, params: albumParams,
    handler: async ({ db, viewer, params }) => { await deleteAlbum(db, viewer.accountId, params.id); return { ok: true }; },
  }),
  route({
    method: 'GET', path: '/albums/:id/photos', access: 'user', summary: 'A page of an album\'s photos', response: answer.albumPhotosPage, params: albumParams, query: albumPhotosQuery,
    handler: async ({ db, viewer, params, query }) => {
      await readableAlbum(db, viewer.accountId, params.id);
      return pageOf(await albumPhotosPage(db, params.id, query));
    },
  }),
  route({
    method: 'POST', path: '/albums/:id/photos', access: 'user', summary: 'Adds photos to an album; answers the ids that could not be added', response: answer.bulkFailure, refusals: { 403: SHARED_ALBUM_READ_ONLY }, params: albumParams, body: photoIdsBody,
    handler: ({ db, viewer, params, body }) => addPhotosToAlbum(db, viewer.accountId, params.id, body.photoIds),
  }),
  route({
    method: 'DELETE', path: '/albums/:id/photos', access: 'user', summary: 'Removes photos from an album; answers the ids that could not be removed', response: answer.bulkFailure, refusals: { 403: SHARED_ALBUM_READ_ONLY }, params: albumParams, body: photoIdsBody,
    handler: ({ db, viewer, params, body }) => removePhotosFromAlbum(db, viewer.accountId, params.id, body.photoIds),
  }),

  // ---- shared albums (read only)
  route({ method: 'GET', path: '/shared-albums/summary', access: 'user', summary: 'Counts of albums shared with and by the caller', response: answer.sharedAlbumsSummary, handler: ({ db, viewer }) => sharedAlbumsSummary(db, viewer.accountId) }),
  route({
    method: 'GET', path: '/shared-albums', access: 'user', summary: 'A page of the albums shared with the caller', response: answer.sharedAlbumList, query: sharedAlbumsQuery,
    handler: ({ db, viewer, query }) => listSharedAlbums(db, viewer.accountId, query),
  }),
  route({
    method: 'GET', path: '/shared-albums/:id', access: 'user', summary: 'One album shared with the caller', response: answer.sharedAlbum, params: albumParams,
    handler: ({ db, viewer, params }) => getSharedAlbum(db, viewer.accountId, params.id),
  }),
  route({
    method: 'GET', path: '/shared-albums/:id/participants', access: 'user', summary: 'Owner and participants of a shared album', response: answer.albumParticipants, params: albumParams,
    handler: ({ db, viewer, params }) => sharedAlbumParticipants(db, viewer.accountId, params.id),
  }),
  route({
    method: 'GET', path: '/shared-albums/:id/photos', access: 'user', summary: 'A page of a shared album\'s photos, each with its owner', response: answer.sharedAlbumPhotosPage, params: albumParams, query: albumPhotosQuery,
    handler: async ({ db, viewer, params, query }) => {
      await readableSharedAlbum(db, viewer.accountId, params.id);
      const page = await albumPhotosPage(db, params.id, query);
      return { cursor: page.cursor, images: page.rows.map((row) => ({ ...toPhotoDto(row), ownerId: row.accountId })) };
    },
  }),
  route({ method: 'PATCH', path: '/shared-albums/:id', access: 'user', summary: 'Refused: shared albums are read only', response: {}, refusals: { 403: SHARED_ALBUM_READ_ONLY }, params: albumParams, handler: sharedWrite }),
  route({ method: 'DELETE', path: '/shared-albums/:id', access: 'user', summary: 'Refused: shared albums are read only', response: {}, refusals: { 403: SHARED_ALBUM_READ_ONLY }, params: albumParams, handler: sharedWrite }),
  route({ method: 'POST', path: '/shared-albums/:id/photos', access: 'user', summary: 'Refused: shared albums are read only', response: {}, refusals: { 403: SHARED_ALBUM_READ_ONLY }, params: albumParams, handler: sharedWrite }),
  route({ method: 'DELETE', path: '/shared-albums/:id/photos', access: 'user', summary: 'Refused: shared albums are read only', response: {}, refusals: { 403: SHARED_ALBUM_READ_ONLY }, params: albumParams, handler: sharedWrite }),

  // ---- temporary selections (order prints)
  route({
    method: 'POST', path: '/temp-selections', access: 'user', summary: 'Keeps a selection of photos for ordering prints', response: answer.tempSelectionCreated, body: tempSelectionBody,
    handler: ({ db, viewer, body }) => createTempSelection(db, viewer.accountId, body.photoIds),
  }),
  route({
    method: 'GET', path: '/temp-selections/:id', access: 'user', summary: 'A kept selection of photos', response: answer.tempSelection, params: tempSelectionParams,
    handler: ({ db, viewer, params }) => getTempSelection(db, viewer.accountId, params.id),
  }),
];
