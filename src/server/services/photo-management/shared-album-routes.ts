import { albumParams } from '@/domain/schemas/photos';
import * as answer from '@/domain/schemas/photos';
import { route } from '../../http/route';
import { sharedAlbumsSummary } from './counts';
import { getSharedAlbum, listSharedAlbums, sharedAlbumParticipants } from './shared';
import { albumPhotoReads, sharedAlbums, sharedAlbumWrites } from './album-photo-reads';
import { sharedAlbumsQuery } from './route-parts';

/** Albums shared with the caller: read only (every write answers 403). */
export const sharedAlbumRoutes = [
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
];
