import { test, expect } from '@playwright/test';
import {
  favouritesChanged,
  libraryCounts,
  photo as photoSchema,
  photoIdList,
  photoNeighbours,
  sharedAlbumList,
  sharedAlbumPhotosPage,
  tempSelection,
  tempSelectionCreated,
  timelinePage,
} from '../../../src/domain/schemas/photos';
import { DEMO } from '../support/accounts';
import { allPages, call, demoToken, freshAccount, get, uploadPhotos } from './api-photos-helpers';

/** The favourites through the photo management API: marking, the collection's reads, counts, the trash and prints. */
test.describe('photo management API: favourites', () => {
  test('marked photos are the favourites collection, in the library’s sorts, with their own count', async () => {
    const { token } = await freshAccount();
    const photos = await uploadPhotos(token, 6, (i) => ({ exifDate: `2024:03:0${i + 1} 09:00:00` }));
    const undated = (await uploadPhotos(token, 1, () => ({})))[0];
    const counts = async () => libraryCounts.parse((await get(token, '/users/counts')).body);
    expect((await counts()).favouritesCount).toBe(0);
    expect(timelinePage.parse((await get(token, '/favourites/photos')).body)).toEqual({ cursor: null, images: [] });

    const missing = '00000000-0000-4000-8000-000000000000';
    const marked = favouritesChanged.parse(
      (await call(token, 'POST', '/favourites/photos', { photoIds: [photos[1], photos[4], undated, missing] })).body,
    );
    expect(marked).toEqual({ failed: [missing], favouritesCount: 3 });
    // Marking twice changes nothing.
    expect(favouritesChanged.parse((await call(token, 'POST', '/favourites/photos', { photoIds: [photos[1]] })).body).favouritesCount).toBe(
      3,
    );
    expect(await counts()).toMatchObject({ photosCount: 7, favouritesCount: 3 });

    // Newest taken first, the undated last; pages of 2 follow their cursors.
    const newestFirst = [photos[4], photos[1], undated];
    expect((await allPages(token, '/favourites/photos', { limit: 2 })).ids).toEqual(newestFirst);
    expect(photoIdList.parse((await get(token, '/favourites/photos/ids')).body).ids).toEqual(newestFirst);
    expect(photoIdList.parse((await get(token, '/favourites/photos/ids?sortOrder=asc')).body).ids).toEqual([photos[1], photos[4], undated]);
    expect(photoIdList.parse((await get(token, `/favourites/photos/ids?from=${undated}&to=${photos[1]}`)).body).ids).toEqual([
      photos[1],
      undated,
    ]);
    const around = photoNeighbours.parse((await get(token, `/favourites/photos/${photos[1]}/neighbours?before=2&after=2`)).body);
    expect([around.previous.map((p) => p.imageId), around.photo.imageId, around.next.map((p) => p.imageId)]).toEqual([
      [photos[4]],
      photos[1],
      [undated],
    ]);
    expect(photoSchema.parse((await get(token, `/favourites/photos/${photos[4]}`)).body).favourite).toBe(true);
    expect((await get(token, `/favourites/photos/${photos[0]}`)).status).toBe(404);

    // Every photo answered says whether it is a favourite: the library's pages and one photo.
    const month = timelinePage.parse((await get(token, '/photos/timeline/2024/3?sortOrder=asc')).body);
    expect(month.images.map((p) => p.favourite)).toEqual([false, true, false, false, true, false]);
    expect(photoSchema.parse((await get(token, `/photos/${undated}`)).body).favourite).toBe(true);

    const unmarked = favouritesChanged.parse((await call(token, 'DELETE', '/favourites/photos', { photoIds: [photos[4]] })).body);
    expect(unmarked).toEqual({ failed: [], favouritesCount: 2 });
    expect(photoIdList.parse((await get(token, '/favourites/photos/ids')).body).ids).toEqual([photos[1], undated]);
  });

  test('a deleted favourite leaves the favourites and a restore brings it back; prints of all favourites', async () => {
    const { token } = await freshAccount();
    const photos = await uploadPhotos(token, 4, (i) => ({ exifDate: `2023:07:1${i} 12:00:00` }));
    await call(token, 'POST', '/favourites/photos', { photoIds: photos.slice(0, 3) });

    expect((await call(token, 'DELETE', '/photos', { photoIds: [photos[0]] })).status).toBe(200);
    expect(photoIdList.parse((await get(token, '/favourites/photos/ids')).body).ids).toEqual([photos[2], photos[1]]);
    expect(libraryCounts.parse((await get(token, '/users/counts')).body).favouritesCount).toBe(2);
    // A photo in Recently deleted cannot be marked or unmarked.
    const refused = favouritesChanged.parse((await call(token, 'DELETE', '/favourites/photos', { photoIds: [photos[0]] })).body);
    expect(refused).toEqual({ failed: [photos[0]], favouritesCount: 2 });

    const scoped = tempSelectionCreated.parse((await call(token, 'POST', '/temp-selections', { scope: 'favourites' })).body);
    const kept = tempSelection.parse((await get(token, `/temp-selections/${scoped.tempSelectionId}`)).body);
    expect(kept.photoIds).toEqual([photos[2], photos[1]]);

    expect((await call(token, 'POST', '/trash/restore', { photoIds: [photos[0]] })).status).toBe(200);
    expect(photoIdList.parse((await get(token, '/favourites/photos/ids')).body).ids).toEqual([photos[2], photos[1], photos[0]]);
    expect(libraryCounts.parse((await get(token, '/users/counts')).body).favouritesCount).toBe(3);

    // No favourites: no selection to order prints of.
    await call(token, 'DELETE', '/favourites/photos', { photoIds: photos });
    const none = await call(token, 'POST', '/temp-selections', { scope: 'favourites' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('There are no photos to order prints of');
  });

  test('favourites are each account’s own: another’s photo in a shared album is never one, nor can be made one', async () => {
    const consumer = await demoToken(DEMO.consumer);
    const friend = await demoToken(DEMO.friend);
    const road = sharedAlbumList.parse((await get(consumer, '/shared-albums')).body).albums.find((a) => a.albumName === "Sam's road trip")!;
    const [shown] = sharedAlbumPhotosPage.parse((await get(consumer, `/shared-albums/${road.albumId}/photos?limit=1`)).body).images;

    const refused = favouritesChanged.parse((await call(consumer, 'POST', '/favourites/photos', { photoIds: [shown.imageId] })).body);
    expect(refused.failed).toEqual([shown.imageId]);

    // The owner's favourite stays the owner's: the participant sees the photo as not one of theirs.
    await call(friend, 'POST', '/favourites/photos', { photoIds: [shown.imageId] });
    try {
      expect(photoSchema.parse((await get(friend, `/photos/${shown.imageId}`)).body).favourite).toBe(true);
      const asParticipant = await get(consumer, `/shared-albums/${road.albumId}/photos/${shown.imageId}`);
      expect(asParticipant.body).toMatchObject({ imageId: shown.imageId, favourite: false, ownerId: road.ownerId });
      expect((await get(consumer, `/photos/${shown.imageId}`)).body.favourite).toBe(false);
      expect(photoIdList.parse((await get(consumer, '/favourites/photos/ids')).body).ids).not.toContain(shown.imageId);
    } finally {
      await call(friend, 'DELETE', '/favourites/photos', { photoIds: [shown.imageId] });
    }
  });

  test('bad input: a clear 400, nothing changed', async () => {
    const { token } = await freshAccount();
    const [one] = await uploadPhotos(token, 1, () => ({}));
    const notIds = await call(token, 'POST', '/favourites/photos', { photoIds: ['not-a-photo'] });
    expect(notIds.status).toBe(400);
    expect(JSON.stringify(notIds.body)).toContain('Photo ids must be UUIDs');
    expect((await call(token, 'DELETE', '/favourites/photos', { photoIds: [] })).status).toBe(400);
    expect((await get(token, '/favourites/photos?cursor=nonsense')).status).toBe(400);
    expect((await get(token, `/favourites/photos/${one}/neighbours`)).status).toBe(404);
    expect((await get(null, '/favourites/photos')).status).toBe(401);
    expect(libraryCounts.parse((await get(token, '/users/counts')).body).favouritesCount).toBe(0);
  });
});
