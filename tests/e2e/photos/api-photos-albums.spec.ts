import { test, expect } from '@playwright/test';
import { album, albumCreated, albumList, bulkFailure, photoUser, timelinePage } from '../../../src/domain/schemas/photos';
import { allPages, call, freshAccount, get, uploadPhoto, uploadPhotos } from './api-photos-helpers';

test.describe('photo management API: albums', () => {
  test('create, rename, list, delete; names follow the rules of §5 with their messages', async () => {
    const { token, accountId } = await freshAccount();
    const created = await call(token, 'POST', '/albums', { name: 'Holiday 2024' });
    expect(created.status).toBe(200);
    const { albumId } = albumCreated.parse(created.body);

    const fetched = album.parse((await get(token, `/albums/${albumId}`)).body);
    expect(fetched).toMatchObject({
      albumId,
      albumName: 'Holiday 2024',
      photosCount: 0,
      coverPhoto: null,
      isShared: false,
      ownerId: accountId,
      userId: accountId,
    });

    const cases: [unknown, string][] = [
      [{ name: '' }, 'Please give your album a name'],
      [{}, 'Please give your album a name'],
      [{ name: ' leading space' }, 'Name not valid'],
      [{ name: '<script>' }, 'Name not valid'],
      [{ name: 'fish; chips' }, 'Name not valid'],
      [{ name: 'a > b' }, 'Name not valid'],
    ];
    for (const [body, message] of cases) {
      for (const reply of [await call(token, 'POST', '/albums', body), await call(token, 'PATCH', `/albums/${albumId}`, body)]) {
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect(reply.body.issues.map((i: { message: string }) => i.message)).toEqual([message]);
      }
    }

    const renamed = await call(token, 'PATCH', `/albums/${albumId}`, { name: 'Summer & sun ☀️' });
    expect(renamed.status).toBe(200);
    expect(album.parse(renamed.body).albumName).toBe('Summer & sun ☀️');
    expect(album.parse(renamed.body).updated >= fetched.updated).toBe(true);

    const second = albumCreated.parse((await call(token, 'POST', '/albums', { name: 'Second' })).body).albumId;
    const list = albumList.parse((await get(token, '/albums')).body);
    expect(list.albums.map((a) => a.albumId)).toEqual([second, albumId]);
    expect(list.cursor).toBeNull();
    expect(photoUser.parse((await get(token, '/users')).body).totals.albumsCount).toBe(2);

    expect((await call(token, 'DELETE', `/albums/${second}`)).status).toBe(200);
    expect((await get(token, `/albums/${second}`)).status).toBe(404);
    expect((await call(token, 'DELETE', `/albums/${second}`)).status).toBe(404);
    expect(albumList.parse((await get(token, '/albums')).body).albums.map((a) => a.albumId)).toEqual([albumId]);
  });

  test('add and remove photos: counts, cover (and choosing it), failed ids, sort by date added or date taken', async () => {
    const { token } = await freshAccount();
    const photos = await uploadPhotos(token, 5, (i) => ({ exifDate: `2021:0${i + 1}:15 12:00:00` }));
    const undated = await uploadPhoto(token, {});
    const { albumId } = albumCreated.parse((await call(token, 'POST', '/albums', { name: 'Mixed' })).body);

    const missing = '00000000-0000-4000-8000-000000000000';
    const added = await call(token, 'POST', `/albums/${albumId}/photos`, { photoIds: [photos[2], photos[0], missing] });
    expect(bulkFailure.parse(added.body).failed).toEqual([missing]);
    // adding again is harmless and counts once
    expect(bulkFailure.parse((await call(token, 'POST', `/albums/${albumId}/photos`, { photoIds: [photos[0]] })).body).failed).toEqual([]);
    await call(token, 'POST', `/albums/${albumId}/photos`, { photoIds: [undated, photos[4], photos[1]] });

    let current = album.parse((await get(token, `/albums/${albumId}`)).body);
    expect(current.photosCount).toBe(5);
    expect(current.coverPhoto?.imageId).toBe(photos[2]);

    const byTaken = timelinePage.parse((await get(token, `/albums/${albumId}/photos?sortKey=dateTaken&sortOrder=asc`)).body);
    expect(byTaken.images.map((p) => p.imageId)).toEqual([photos[0], photos[1], photos[2], photos[4], undated]);
    const byTakenDesc = timelinePage.parse((await get(token, `/albums/${albumId}/photos?sortKey=dateTaken&sortOrder=desc`)).body);
    expect(byTakenDesc.images.map((p) => p.imageId)).toEqual([photos[4], photos[2], photos[1], photos[0], undated]);
    const paged = await allPages(token, `/albums/${albumId}/photos`, { limit: 2, sortKey: 'created', sortOrder: 'desc' });
    expect(paged.ids).toHaveLength(5);
    expect(paged.ids.slice(3).sort()).toEqual([photos[0], photos[2]].sort());

    const removed = await call(token, 'DELETE', `/albums/${albumId}/photos`, { photoIds: [photos[2], photos[3]] });
    expect(bulkFailure.parse(removed.body).failed).toEqual([photos[3]]);
    current = album.parse((await get(token, `/albums/${albumId}`)).body);
    expect(current.photosCount).toBe(4);
    expect(current.coverPhoto?.imageId).not.toBe(photos[2]);
    expect(current.coverPhoto).not.toBeNull();
    // removing from an album keeps the photo in the library
    expect(photoUser.parse((await get(token, '/users')).body).photosCount).toBe(6);

    // deleting a photo from the library takes it out of its albums
    await call(token, 'DELETE', '/photos', { photoIds: [photos[0]] });
    current = album.parse((await get(token, `/albums/${albumId}`)).body);
    expect(current.photosCount).toBe(3);
    expect((await allPages(token, `/albums/${albumId}/photos`, {})).ids).not.toContain(photos[0]);
    // restoring it from Recently deleted puts it back in its album
    await call(token, 'POST', '/trash/restore', { photoIds: [photos[0]] });
    expect(album.parse((await get(token, `/albums/${albumId}`)).body).photosCount).toBe(4);
    expect((await allPages(token, `/albums/${albumId}/photos`, {})).ids).toContain(photos[0]);

    // the cover is chosen among the album's photos; a photo outside it is refused
    const chosen = album.parse((await call(token, 'PUT', `/albums/${albumId}/cover`, { photoId: photos[4] })).body);
    expect(chosen.coverPhoto?.imageId).toBe(photos[4]);
    expect((await call(token, 'PUT', `/albums/${albumId}/cover`, { photoId: photos[3] })).status).toBe(404);
    expect(album.parse((await get(token, `/albums/${albumId}`)).body).coverPhoto?.imageId).toBe(photos[4]);

    // deleting the album keeps its photos
    await call(token, 'DELETE', `/albums/${albumId}`);
    expect(photoUser.parse((await get(token, '/users')).body).photosCount).toBe(6);
  });

  test('albums list pages with cursors without repeats', async () => {
    const { token } = await freshAccount();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(albumCreated.parse((await call(token, 'POST', '/albums', { name: `Album ${i}` })).body).albumId);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const reply = albumList.parse((await get(token, `/albums?limit=3${cursor ? `&cursor=${cursor}` : ''}`)).body);
      seen.push(...reply.albums.map((a) => a.albumId));
      cursor = reply.cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });
});
