import { idsQuery, neighboursQuery, photoIdsBody, photoParams } from '@/domain/schemas/photos';
import * as answer from '@/domain/schemas/photos';
import { route } from '../../http/route';
import { toPhotoDto } from './photos';
import { favouritesListing, favouritesPage } from './listings';
import { setFavourite } from './favourites';
import { favouritesQuery, idsOf, neighboursOf, pageOf, photoOf, sorting, timelineSort } from './route-parts';

/**
 * The caller's Favourites: a collection read as an album's photos are (a page, the ids, one photo, a photo
 * with its neighbours), in the library's sorts, and the writes that add photos to it or take them out.
 */
export const favouriteRoutes = [
  route({
    method: 'GET',
    path: '/favourites/photos',
    access: 'user',
    summary: "A page of the caller's favourite photos",
    response: answer.photosPage,
    query: favouritesQuery,
    handler: async ({ db, viewer, query }) => pageOf(await favouritesPage(db, viewer.accountId, query)),
  }),
  route({
    method: 'GET',
    path: '/favourites/photos/ids',
    access: 'user',
    summary: 'Every favourite photo id in a sort (or the range between from and to)',
    response: answer.photoIdList,
    refusals: { 404: 'A photo of the range is not a favourite' },
    query: idsQuery(timelineSort),
    handler: ({ db, viewer, query }) => idsOf(db, favouritesListing(viewer.accountId, sorting(query)), query),
  }),
  route({
    method: 'GET',
    path: '/favourites/photos/:id',
    access: 'user',
    summary: 'One favourite photo',
    response: answer.photo,
    refusals: { 404: 'The photo is not one of the favourites' },
    params: photoParams,
    handler: ({ db, viewer, params }) => photoOf(db, favouritesListing(viewer.accountId, timelineSort), params.id, toPhotoDto),
  }),
  route({
    method: 'GET',
    path: '/favourites/photos/:id/neighbours',
    access: 'user',
    summary: 'A favourite photo with the favourites before and after it in a sort',
    response: answer.photoNeighbours,
    refusals: { 404: 'The photo is not one of the favourites' },
    params: photoParams,
    query: neighboursQuery(timelineSort),
    handler: ({ db, viewer, params, query }) =>
      neighboursOf(db, favouritesListing(viewer.accountId, sorting(query)), params.id, query, toPhotoDto),
  }),
  route({
    method: 'POST',
    path: '/favourites/photos',
    access: 'user',
    summary:
      'Adds photos of the library to the favourites; answers the ids that are not (another account’s, deleted, unknown) and the new count',
    response: answer.favouritesChanged,
    body: photoIdsBody,
    handler: ({ db, viewer, body }) => setFavourite(db, viewer.accountId, body.photoIds, true),
  }),
  route({
    method: 'DELETE',
    path: '/favourites/photos',
    access: 'user',
    summary: 'Takes photos out of the favourites; answers the ids that are not photos of the library and the new count',
    response: answer.favouritesChanged,
    body: photoIdsBody,
    handler: ({ db, viewer, body }) => setFavourite(db, viewer.accountId, body.photoIds, false),
  }),
];
