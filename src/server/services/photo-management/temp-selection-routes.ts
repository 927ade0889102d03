import { tempSelectionBody, tempSelectionParams } from '@/domain/schemas/photos';
import * as answer from '@/domain/schemas/photos';
import { forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { albumListing, favouritesListing, libraryListing, listingIds } from './listings';
import { readableAlbum, SHARED_ALBUM_READ_ONLY } from './albums';
import { createTempSelection, getTempSelection, storeTempSelection } from './temp-selections';
import { albumSort, timelineSort } from './route-parts';

/** Temporary selections: the photos a customer orders prints of. */
export const tempSelectionRoutes = [
  route({
    method: 'POST',
    path: '/temp-selections',
    access: 'user',
    summary: 'Keeps a selection of photos (ids, or every photo of the library, the favourites or an own album) for ordering prints',
    response: answer.tempSelectionCreated,
    refusals: { 403: SHARED_ALBUM_READ_ONLY, 404: 'The album is not found' },
    body: tempSelectionBody,
    handler: async ({ db, viewer, body }) => {
      if ('photoIds' in body) return createTempSelection(db, viewer.accountId, body.photoIds);
      // A scope is resolved from the caller's own listings: every id in it is theirs and active.
      if (body.scope !== 'album') {
        const listing = body.scope === 'library' ? libraryListing : favouritesListing;
        return storeTempSelection(db, viewer.accountId, await listingIds(db, listing(viewer.accountId, timelineSort)));
      }
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
