import { z } from 'zod';
import { idsQuery, neighboursQuery, photoIdsBody, photoParams, thumbnailParams } from '@/domain/schemas/photos';
import * as answer from '@/domain/schemas/photos';
import { photoDetails } from '@/domain/schemas/photo-details';
import { empty, file } from '@/domain/contracts/contract';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { readablePhoto, toPhotoDto } from './photos';
import { libraryListing, photosPage } from './listings';
import { trashAllPhotos, trashPhotos } from './trash';
import { servePhoto } from './files';
import { photoDetails as detailsOf } from './details';
import { fileQuery, idsOf, isSet, neighboursOf, pageOf, photosQuery, sorting, timelineSort, withOwner } from './route-parts';

/** The library's photos: its pages and ids, moving photos to Recently deleted. */
export const photoRoutes = [
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
];

/** One photo: its answer, its details, its file and its thumbnails. */
export const onePhotoRoutes = [
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
      return row.accountId === viewer.accountId ? toPhotoDto(row) : withOwner(row, viewer.accountId);
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
    response: { 200: file('image/*'), 302: empty('Location'), 304: empty('ETag') },
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
    response: { 200: file('image/*'), 302: empty('Location'), 304: empty('ETag') },
    params: thumbnailParams,
    handler: ({ db, viewer, params, request }) => servePhoto(db, request, viewer.accountId, params.id, params.size),
  }),
];
