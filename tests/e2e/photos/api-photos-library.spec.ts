import { test, expect } from '@playwright/test';
import { photoUser, timelineCounts, timelinePage, bulkFailure, trashPage } from '../../../src/domain/schemas/photos';
import { photoDetails } from '../../../src/domain/schemas/photo-details';
import { allPages, call, demoToken, freshAccount, get, uploadPhoto, uploadPhotos } from './api-photos-helpers';
import { DEMO } from '../support/accounts';

/** A fresh account's own library: uploads through the upload service, then timeline, paging and deletes. */
test.describe('photo management API: an own library', () => {
  test('counts follow uploads and deletes; 1970-01-01 and missing dates are the unknown group', async () => {
    const { token } = await freshAccount();
    expect(photoUser.parse((await get(token, '/users')).body)).toEqual({ photosCount: 0, totals: { albumsCount: 0, photosCount: 0 } });
    expect((await get(token, '/users/timeline')).body).toEqual({ timeline: {} });

    const may = await uploadPhotos(token, 3, (i) => ({ exifDate: `2023:05:0${i + 1} 10:00:00` }));
    const epoch = await uploadPhoto(token, { exifDate: '1970:01:01 00:00:00' });
    const undated = await uploadPhoto(token, {});
    const png = await uploadPhoto(token, { format: 'png' });
    const january1970 = await uploadPhoto(token, { exifDate: '1970:01:02 12:00:00' });

    expect(timelineCounts.parse((await get(token, '/users/timeline')).body)).toEqual({
      timeline: { 0: { 0: 3 }, 1970: { 1: 1 }, 2023: { 5: 3 } },
    });
    expect(photoUser.parse((await get(token, '/users')).body).photosCount).toBe(7);

    const unknown = timelinePage.parse((await get(token, '/photos/timeline/0/0')).body);
    expect(new Set(unknown.images.map((p) => p.imageId))).toEqual(new Set([epoch, undated, png]));
    expect(unknown.images.every((p) => p.dateTaken === undefined)).toBe(true);
    const jan = timelinePage.parse((await get(token, '/photos/timeline/1970/1')).body);
    expect(jan.images.map((p) => [p.imageId, p.dateTaken])).toEqual([[january1970, '1970-01-02T12:00:00.000']]);
    // the camera's wall-clock time is kept as written, no zone applied
    const mayPage = timelinePage.parse((await get(token, '/photos/timeline/2023/5?sortOrder=asc')).body);
    expect(mayPage.images.map((p) => p.dateTaken)).toEqual([
      '2023-05-01T10:00:00.000',
      '2023-05-02T10:00:00.000',
      '2023-05-03T10:00:00.000',
    ]);
    expect(mayPage.images.map((p) => p.imageId)).toEqual(may);
    expect(mayPage.cursor).toBeNull();

    const stranger = await freshAccount();
    const refused = bulkFailure.parse((await call(stranger.token, 'DELETE', '/photos', { photoIds: [may[0]] })).body);
    expect(refused.failed).toEqual([may[0]]);

    const missing = '00000000-0000-4000-8000-000000000000';
    const deleted = await call(token, 'DELETE', '/photos', { photoIds: [may[0], epoch, missing] });
    expect(deleted.status).toBe(200);
    expect(bulkFailure.parse(deleted.body).failed).toEqual([missing]);
    expect(timelineCounts.parse((await get(token, '/users/timeline')).body).timeline).toEqual({
      0: { 0: 2 },
      1970: { 1: 1 },
      2023: { 5: 2 },
    });
    // Deleted photos wait in Recently deleted: out of the library, their files still there until deleted for good.
    expect((await get(token, `/photos/${may[0]}`)).status).toBe(404);
    const trashed = trashPage.parse((await get(token, '/trash')).body);
    expect(trashed.count).toBe(2);
    expect(new Set(trashed.images.map((p) => p.imageId))).toEqual(new Set([may[0], epoch]));
    expect((await get(token, `/photos/${may[0]}/file`)).status).toBe(200);
    expect(bulkFailure.parse((await call(token, 'DELETE', '/trash', { photoIds: [may[0], may[1]] })).body).failed).toEqual([may[1]]);
    expect((await get(token, `/photos/${may[0]}/file`)).status).toBe(404);

    expect((await call(token, 'DELETE', '/photos', { photoIds: [] })).status).toBe(400);
    expect((await call(token, 'DELETE', '/photos', { photoIds: ['not-an-id'] })).status).toBe(400);

    const all = await call(token, 'DELETE', '/photos/all');
    expect(all.status).toBe(200);
    expect(bulkFailure.parse(all.body).failed).toEqual([]);
    expect(photoUser.parse((await get(token, '/users')).body).photosCount).toBe(0);
    expect((await get(token, '/users/timeline')).body).toEqual({ timeline: {} });
    expect(trashPage.parse((await get(token, '/trash')).body).count).toBe(6);
    // Restore all puts them back; emptying the trash deletes them for good.
    expect(bulkFailure.parse((await call(token, 'POST', '/trash/restore-all')).body).failed).toEqual([]);
    expect(photoUser.parse((await get(token, '/users')).body).photosCount).toBe(6);
    await call(token, 'DELETE', '/photos/all');
    expect(bulkFailure.parse((await call(token, 'DELETE', '/trash/all')).body).failed).toEqual([]);
    expect((await get(token, '/trash/ids')).body).toEqual({ ids: [] });
    expect(photoUser.parse((await get(token, '/users')).body).photosCount).toBe(0);
  });

  test('paging a month with cursors while photos are added and removed: no duplicates, no gaps', async () => {
    const { token } = await freshAccount();
    const initial = await uploadPhotos(token, 14, (i) => ({ exifDate: `2022:03:${String(10 + i).padStart(2, '0')} 09:30:00` }));

    const seen: string[] = [];
    let cursor: string | null = null;
    let page = 0;
    const added: string[] = [];
    const removed = initial[4]; // taken 14 March: read after the first page, deleted before it is reached
    do {
      const query = new URLSearchParams({ limit: '4', sortKey: 'dateTaken', sortOrder: 'desc', ...(cursor ? { cursor } : {}) });
      const reply = timelinePage.parse((await get(token, `/photos/timeline/2022/3?${query}`)).body);
      seen.push(...reply.images.map((p) => p.imageId));
      cursor = reply.cursor;
      if (page === 0) {
        // newer than everything read so far (not to be seen), and older than the rest (to be seen)
        added.push(await uploadPhoto(token, { exifDate: '2022:03:30 09:30:00' }));
        added.push(await uploadPhoto(token, { exifDate: '2022:03:01 09:30:00' }));
        expect(bulkFailure.parse((await call(token, 'DELETE', '/photos', { photoIds: [removed] })).body).failed).toEqual([]);
      }
      page++;
    } while (cursor);

    expect(new Set(seen).size).toBe(seen.length);
    const expected = [...initial]
      .reverse()
      .filter((id) => id !== removed)
      .concat(added[1]);
    expect(seen).toEqual(expected);

    // upload-time order pages the same set
    const byCreated = await allPages(token, '/photos/timeline/2022/3', { limit: 5, sortKey: 'created', sortOrder: 'asc' });
    expect(byCreated.ids).toEqual([...initial.filter((id) => id !== removed), ...added]);
    const flat = await allPages(token, '/photos', { limit: 3, sortKey: 'created', sortOrder: 'desc' });
    expect(flat.ids).toEqual([...byCreated.ids].reverse());
  });

  test('concurrent deletes and album changes keep every count right', async () => {
    const { token } = await freshAccount();
    const ids = await uploadPhotos(token, 6, (i) => ({ exifDate: `2019:07:0${i + 1} 08:00:00` }));
    const { albumId } = (await call(token, 'POST', '/albums', { name: 'Race' })).body as { albumId: string };
    await call(token, 'POST', `/albums/${albumId}/photos`, { photoIds: ids.slice(0, 4) });

    const replies = await Promise.all([
      call(token, 'DELETE', '/photos', { photoIds: ids.slice(0, 3) }),
      call(token, 'DELETE', '/photos', { photoIds: ids.slice(1, 4) }),
      call(token, 'DELETE', '/photos', { photoIds: ids.slice(2, 5) }),
      call(token, 'POST', `/albums/${albumId}/photos`, { photoIds: ids }),
      call(token, 'DELETE', `/albums/${albumId}/photos`, { photoIds: [ids[5]] }),
    ]);
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    // A photo another request moved first counts as moved (a retried delete succeeds); each moved exactly once.
    expect(replies.slice(0, 3).flatMap((r) => r.body.failed as string[])).toEqual([]);
    expect(((await get(token, '/trash/ids')).body as { ids: string[] }).ids.sort()).toEqual(ids.slice(0, 5).sort());

    expect(photoUser.parse((await get(token, '/users')).body).photosCount).toBe(1);
    expect(timelineCounts.parse((await get(token, '/users/timeline')).body).timeline).toEqual({ 2019: { 7: 1 } });
    const albumNow = (await get(token, `/albums/${albumId}`)).body as { photosCount: number };
    const inAlbum = await allPages(token, `/albums/${albumId}/photos`, {});
    expect(albumNow.photosCount).toBe(inAlbum.ids.length);
    expect(inAlbum.ids.every((id) => id === ids[5])).toBe(true);
  });

  test('temporary selections hold own photos only and are read by their creator only', async () => {
    const { token } = await freshAccount();
    const ids = await uploadPhotos(token, 2, () => ({}));
    const created = await call(token, 'POST', '/temp-selections', { photoIds: ids });
    expect(created.status).toBe(200);
    const { tempSelectionId } = created.body as { tempSelectionId: string };
    const read = await get(token, `/temp-selections/${tempSelectionId}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ tempSelectionId, photoIds: ids });

    const other = await freshAccount();
    expect((await get(other.token, `/temp-selections/${tempSelectionId}`)).status).toBe(404);
    const foreign = await call(other.token, 'POST', '/temp-selections', { photoIds: ids });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/not in your library/);
    expect((await call(token, 'POST', '/temp-selections', { photoIds: [] })).status).toBe(400);
    expect((await get(token, '/temp-selections/not-a-uuid')).status).toBe(400);

    // A scope the server resolves: the whole library, or one of the caller's albums.
    const library = await call(token, 'POST', '/temp-selections', { scope: 'library' });
    const all = await get(token, `/temp-selections/${(library.body as { tempSelectionId: string }).tempSelectionId}`);
    expect(new Set((all.body as { photoIds: string[] }).photoIds)).toEqual(new Set(ids));
    const { albumId } = (await call(token, 'POST', '/albums', { name: 'Prints' })).body as { albumId: string };
    expect((await call(token, 'POST', '/temp-selections', { scope: 'album', albumId })).status).toBe(400); // empty album
    await call(token, 'POST', `/albums/${albumId}/photos`, { photoIds: [ids[1]] });
    const album = await call(token, 'POST', '/temp-selections', { scope: 'album', albumId });
    expect((await get(token, `/temp-selections/${(album.body as { tempSelectionId: string }).tempSelectionId}`)).body).toMatchObject({
      photoIds: [ids[1]],
    });
    expect((await call(other.token, 'POST', '/temp-selections', { scope: 'album', albumId })).status).toBe(404);
    const bad = await call(token, 'POST', '/temp-selections', { scope: 'everything' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Send photoIds, or scope library or favourites, or scope album with an albumId');
  });

  test('ids, ranges and neighbours follow one order across months and the unknown-date group', async () => {
    const { token } = await freshAccount();
    const dated = await uploadPhotos(token, 3, (i) => ({ exifDate: `202${i}:06:01 10:00:00` }));
    const undated = await uploadPhoto(token, {});
    const newestFirst = [dated[2], dated[1], dated[0], undated];
    expect((await get(token, '/photos/ids')).body).toEqual({ ids: newestFirst });
    expect((await get(token, '/photos/ids?sortOrder=asc')).body).toEqual({ ids: [dated[0], dated[1], dated[2], undated] });
    expect((await get(token, `/photos/ids?from=${undated}&to=${dated[1]}`)).body).toEqual({ ids: newestFirst.slice(1) });
    expect((await get(token, '/photos/timeline/2021/6/ids')).body).toEqual({ ids: [dated[1]] });

    const middle = (await get(token, `/photos/${dated[0]}/neighbours?before=5&after=5`)).body as {
      photo: { imageId: string };
      previous: { imageId: string }[];
      next: { imageId: string }[];
    };
    expect(middle.photo.imageId).toBe(dated[0]);
    expect(middle.previous.map((p) => p.imageId)).toEqual([dated[1], dated[2]]);
    expect(middle.next.map((p) => p.imageId)).toEqual([undated]);

    const { albumId } = (await call(token, 'POST', '/albums', { name: 'Walk' })).body as { albumId: string };
    await call(token, 'POST', `/albums/${albumId}/photos`, { photoIds: [dated[0], undated] });
    expect((await get(token, `/albums/${albumId}/photos/${dated[2]}`)).status).toBe(404);
    expect((await get(token, `/albums/${albumId}/photos/${undated}`)).status).toBe(200);
    const inAlbum = (await get(token, `/albums/${albumId}/photos/${undated}/neighbours?sortKey=dateTaken`)).body as {
      previous: { imageId: string }[];
      next: unknown[];
    };
    expect(inAlbum.previous.map((p) => p.imageId)).toEqual([dated[0]]);
    expect(inAlbum.next).toEqual([]);

    expect((await get(token, `/photos/ids?from=${undated}`)).status).toBe(400);
    expect((await get(token, `/photos/${undated}/neighbours?after=21`)).status).toBe(400);
    expect((await get(token, '/users/counts?sharedView=maybe')).status).toBe(400);
    expect((await get(token, '/users/counts')).body).toEqual({ photosCount: 4, albumsCount: 1, favouritesCount: 0 });
  });

  test("a day's ids: the photos taken on it, or uploaded on it (all, or the undated only), whatever a grid has loaded", async () => {
    const { token } = await freshAccount();
    const day = await uploadPhotos(token, 3, (i) => ({ exifDate: `2024:09:14 0${i + 7}:00:00` }));
    const [midnightBefore, midnightAfter] = await uploadPhotos(token, 2, (i) => ({
      exifDate: `2024:09:1${3 + 2 * i} ${i ? '00:00:00' : '23:59:59'}`,
    }));
    const undated = await uploadPhoto(token, {});
    const sorted = (ids: string[]) => [...ids].sort();
    const idsOf = async (path: string) => sorted(((await get(token, path)).body as { ids: string[] }).ids);
    expect(await idsOf('/photos/taken/2024-09-14/ids')).toEqual(sorted(day));
    expect(await idsOf('/photos/taken/2024-09-13/ids')).toEqual([midnightBefore]);
    expect(await idsOf('/photos/taken/2024-09-15/ids')).toEqual([midnightAfter]);
    // The photos uploaded on the undated photo's day (UTC, as each photo's uploadEnd says; today, but for an
    // upload across midnight); the Unknown Date group's day holds the undated one only.
    const uploadDay = async (id: string) => ((await get(token, `/photos/${id}`)).body as { uploadEnd: string }).uploadEnd.slice(0, 10);
    const today = await uploadDay(undated);
    const uploadedToday = [];
    for (const id of [...day, midnightBefore, midnightAfter, undated]) if ((await uploadDay(id)) === today) uploadedToday.push(id);
    expect(uploadedToday.length).toBeGreaterThanOrEqual(1);
    expect(await idsOf(`/photos/uploaded/${today}/ids`)).toEqual(sorted(uploadedToday));
    expect(await idsOf(`/photos/uploaded/${today}/ids?undated=true`)).toEqual([undated]);
    expect(await idsOf('/photos/uploaded/2001-01-01/ids')).toEqual([]);
    // Another account's day is its own.
    const stranger = await freshAccount();
    expect((await get(stranger.token, '/photos/taken/2024-09-14/ids')).body).toEqual({ ids: [] });
    for (const bad of ['2024-02-30', '14-09-2024', 'today']) {
      const refused = await get(token, `/photos/taken/${bad}/ids`);
      expect(refused.status, bad).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('date must be a day as YYYY-MM-DD');
    }
    expect((await get(token, `/photos/uploaded/${today}/ids?undated=maybe`)).status).toBe(400);
  });
});

test('the demo consumer walks an own album and an album shared with them by ids and by photo', async () => {
  const token = await demoToken(DEMO.consumer);
  const albums = (await get(token, '/albums?limit=50')).body as { albums: { albumId: string; photosCount: number }[] };
  const own = albums.albums.find((a) => a.photosCount > 0)!;
  const ownIds = (await get(token, `/albums/${own.albumId}/photos/ids`)).body as { ids: string[] };
  expect(ownIds.ids).toHaveLength(own.photosCount);

  const shared = (await get(token, '/shared-albums?limit=50')).body as { albums: { albumId: string; photosCount: number }[] };
  const album = shared.albums.find((a) => a.photosCount > 0)!;
  const ids = (await get(token, `/shared-albums/${album.albumId}/photos/ids`)).body as { ids: string[] };
  expect(ids.ids).toHaveLength(album.photosCount);
  const photo = await get(token, `/shared-albums/${album.albumId}/photos/${ids.ids[0]}`);
  expect(photo.status).toBe(200);
  expect(photo.body).toMatchObject({ imageId: ids.ids[0], ownerId: expect.any(String) });
  const around = (await get(token, `/shared-albums/${album.albumId}/photos/${ids.ids[1]}/neighbours?before=1&after=1`)).body as {
    previous: { imageId: string }[];
    next: { imageId: string }[];
  };
  expect(around.previous.map((p) => p.imageId)).toEqual([ids.ids[0]]);
  expect(around.next.map((p) => p.imageId)).toEqual([ids.ids[2]]);
});

test("a photo's details name its file, size and the albums the caller can open", async () => {
  const { token } = await freshAccount();
  const photoId = await uploadPhoto(token, { exifDate: '2021:05:04 09:08:07' });
  const { albumId } = (await call(token, 'POST', '/albums', { name: 'Spring' })).body as { albumId: string };
  await call(token, 'POST', `/albums/${albumId}/photos`, { photoIds: [photoId] });
  const details = await get(token, `/photos/${photoId}/details`);
  expect(details.status).toBe(200);
  expect(photoDetails.parse(details.body)).toMatchObject({
    imageId: photoId,
    localFileName: 'picture.jpg',
    dateTaken: '2021-05-04T09:08:07.000',
    albums: [{ albumId, name: 'Spring', shared: false }],
  });
  expect(details.body.byteSize).toBeGreaterThan(0);
});
