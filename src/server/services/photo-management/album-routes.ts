import { albumCoverBody, albumNameBody, albumParams, photoIdsBody } from '@/domain/schemas/photos';
import * as answer from '@/domain/schemas/photos';
import { okAnswer } from '@/domain/schemas/answers';
import { route } from '../../http/route';
import {
  addPhotosToAlbum,
  createAlbum,
  deleteAlbum,
  getAlbum,
  listAlbums,
  removePhotosFromAlbum,
  renameAlbum,
  setAlbumCover,
} from './albums';
import { albumPhotoReads, ownAlbums, ownAlbumWrite } from './album-photo-reads';
import { albumsQuery } from './route-parts';

/** The caller's own albums: list, create, read, rename, choose a cover, delete, and their photos. */
export const albumRoutes = [
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
    method: 'PUT',
    path: '/albums/:id/cover',
    summary: "Makes one of the album's photos its cover",
    response: answer.album,
    body: albumCoverBody,
    handler: ({ db, viewer, params, body }) => setAlbumCover(db, viewer.accountId, params.id, body.photoId),
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
];
