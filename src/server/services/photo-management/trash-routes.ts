import { photoIdsBody, restoreAllQuery } from '@/domain/schemas/photos';
import * as answer from '@/domain/schemas/photos';
import { route } from '../../http/route';
import { deleteTrashedPhotos, emptyTrash, restoreAllPhotos, restorePhotos, trashIds, trashPage } from './trash';
import { trashQuery } from './route-parts';

/** Recently deleted: its page and ids, restoring, deleting for good. */
export const trashRoutes = [
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
];
