import { test, expect } from '@playwright/test';
import { z } from 'zod';
import {
  photoUser,
  timelineCounts,
  timelinePage,
  albumList,
  album,
  sharedAlbumList,
  sharedAlbum,
  sharedAlbumsSummary,
  albumParticipants,
  sharedAlbumPhotosPage,
  sharedAlbumPhoto,
  photo as photoSchema,
} from '../../../src/domain/schemas/photos';
import { DEMO } from '../support/accounts';
import { allPages, demoToken, get, call, PM } from './api-photos-helpers';
import { onS3 } from '../support/s3-run';

/** Reads over the demo library (never changed by these tests). */
test.describe('photo management API: reading the demo library', () => {
  let consumer: string;
  let friend: string;
  let business: string;
  test.beforeAll(async () => {
    consumer = await demoToken(DEMO.consumer);
    friend = await demoToken(DEMO.friend);
    business = await demoToken(DEMO.business);
  });

  test('GET /users and GET /users/timeline agree, with the unknown-date group at 0/0', async () => {
    const user = await get(consumer, '/users');
    expect(user.status).toBe(200);
    const parsedUser = photoUser.parse(user.body);
    expect(parsedUser.photosCount).toBeGreaterThanOrEqual(150);
    // totals add the album shared with the consumer by friend
    expect(parsedUser.totals.albumsCount).toBeGreaterThanOrEqual(6);
    expect(parsedUser.totals.photosCount).toBeGreaterThan(parsedUser.photosCount);

    const timeline = timelineCounts.parse((await get(consumer, '/users/timeline')).body).timeline;
    const sum = Object.values(timeline)
      .flatMap((months) => Object.values(months))
      .reduce((a, b) => a + b, 0);
    expect(sum).toBe(parsedUser.photosCount);
    expect(timeline['0']?.['0']).toBeGreaterThan(0);
    expect(Object.keys(timeline).filter((y) => y !== '0').length).toBeGreaterThanOrEqual(5);
    expect(timeline['1970']).toBeUndefined();
  });

  test('every month pages through exactly its count, 24 per request by default, newest first', async () => {
    const timeline = timelineCounts.parse((await get(consumer, '/users/timeline')).body).timeline;
    const busiest = Object.entries(timeline)
      .flatMap(([y, months]) => Object.entries(months).map(([m, n]) => ({ y, m, n })))
      .sort((a, b) => b.n - a.n)[0];
    expect(busiest.n).toBeGreaterThan(24);
    const first = timelinePage.parse((await get(consumer, `/photos/timeline/${busiest.y}/${busiest.m}`)).body);
    expect(first.images).toHaveLength(24);
    expect(first.cursor).not.toBeNull();
    const { ids, pages } = await allPages(consumer, `/photos/timeline/${busiest.y}/${busiest.m}`, {});
    expect(ids).toHaveLength(busiest.n);
    expect(new Set(ids).size).toBe(busiest.n);
    expect(pages).toBe(Math.ceil(busiest.n / 24));

    const dates = first.images.map((p) => p.dateTaken!);
    expect(dates.every((d) => d.startsWith(`${busiest.y}-${busiest.m.padStart(2, '0')}-`))).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);

    const asc = timelinePage.parse((await get(consumer, `/photos/timeline/${busiest.y}/${busiest.m}?sortOrder=asc&limit=5`)).body);
    const ascDates = asc.images.map((p) => p.dateTaken!);
    expect([...ascDates].sort()).toEqual(ascDates);

    const unknown = await allPages(consumer, '/photos/timeline/0/0', { limit: 7 });
    expect(unknown.ids).toHaveLength(timeline['0']['0']);
    const unknownPage = timelinePage.parse((await get(consumer, '/photos/timeline/0/0')).body);
    expect(unknownPage.images.every((p) => p.dateTaken === undefined)).toBe(true);
  });

  test('a photo carries the spec fields: thumbnails 300/800/1300, urls, sizes, upload end', async () => {
    const page = timelinePage.parse((await get(consumer, '/photos?limit=3')).body);
    const [photo] = page.images;
    expect(photo.thumbnails.map((t) => t.id)).toEqual([300, 800, 1300]);
    for (const t of photo.thumbnails) expect(Math.max(t.width, t.height)).toBeLessThanOrEqual(t.id);
    // Absolute from the photo management service's own base URL (it may be another origin than the pages').
    expect(photo.url).toBe(`${PM}/photos/${photo.imageId}/file`);
    expect(photo.uploadEnd).toMatch(/Z$/);
    expect(photo.visibleWidth).toBeGreaterThan(0);
  });

  test('GET /photos sorts by upload time or date taken, both orders, 500 per page by default', async () => {
    const user = photoUser.parse((await get(consumer, '/users')).body);
    const created = await get(consumer, '/photos');
    expect(created.status).toBe(200);
    expect(created.body.images).toHaveLength(Math.min(500, user.photosCount));
    const uploads: string[] = created.body.images.map((p: { uploadEnd: string }) => p.uploadEnd);
    expect([...uploads].sort().reverse()).toEqual(uploads);

    const byTaken = await allPages(consumer, '/photos', { sortKey: 'dateTaken', sortOrder: 'desc', limit: 40 });
    expect(byTaken.ids).toHaveLength(user.photosCount);
    expect(new Set(byTaken.ids).size).toBe(user.photosCount);
    const byTakenAsc = await allPages(consumer, '/photos', { sortKey: 'dateTaken', sortOrder: 'asc', limit: 40 });
    expect(new Set(byTakenAsc.ids)).toEqual(new Set(byTaken.ids));

    const descPage = timelinePage.parse((await get(consumer, '/photos?sortKey=dateTaken&sortOrder=desc&limit=500')).body).images;
    const known = descPage.filter((p) => p.dateTaken).map((p) => p.dateTaken!);
    expect([...known].sort().reverse()).toEqual(known);
    // photos with an unknown date come after every dated one
    const firstUnknown = descPage.findIndex((p) => !p.dateTaken);
    expect(firstUnknown).toBe(known.length);
  });

  test('bad paging input answers 400 with a message', async () => {
    for (const path of [
      '/photos?sortKey=size',
      '/photos?sortOrder=up',
      '/photos?limit=0',
      '/photos?limit=501',
      '/photos?cursor=nonsense',
      '/photos/timeline/2024/13',
      '/photos/timeline/abc/1',
      '/albums?limit=x',
    ]) {
      const reply = await get(consumer, path);
      expect(reply.status, path).toBe(400);
      expect(reply.body.message, path).toEqual(expect.any(String));
    }
    const page = await get(consumer, '/photos?limit=2&sortKey=created');
    const otherSort = await get(consumer, `/photos?limit=2&sortKey=dateTaken&cursor=${page.body.cursor}`);
    expect(otherSort.status).toBe(400);
    expect(otherSort.body.message).toMatch(/cursor/);
  });

  test('photo files and thumbnails: owner only, cacheable, ETag answers 304', async () => {
    const photo = timelinePage.parse((await get(consumer, '/photos?limit=1')).body).images[0];
    const file = await get(consumer, photo.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
    expect(file.headers.get('cache-control')).toContain('private');
    expect((file.body as ArrayBuffer).byteLength).toBeGreaterThan(1000);
    const thumbPath = `/photos/${photo.imageId}/thumbnails/300`;
    const thumb = await get(consumer, thumbPath);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    expect((thumb.body as ArrayBuffer).byteLength).toBeLessThan((file.body as ArrayBuffer).byteLength);
    const etag = thumb.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get(consumer, thumbPath, { 'if-none-match': etag })).status).toBe(304);
    expect((await get(consumer, `/photos/${photo.imageId}/thumbnails/500`)).status).toBe(400);

    expect((await get(business, thumbPath)).status).toBe(404);
    expect(z.strictObject(photoSchema.shape).parse((await get(consumer, `/photos/${photo.imageId}`)).body)).toEqual(photo);
    expect((await get(business, `/photos/${photo.imageId}`)).status).toBe(404);
    expect((await get(null, thumbPath)).status).toBe(401);
  });

  test('a thumbnail comes as WebP to a browser that accepts it, as JPEG otherwise, under the same id and URL', async () => {
    const photo = timelinePage.parse((await get(consumer, '/photos?limit=1')).body).images[0];
    /** The app's answers for JPEG and WebP when it redirects to the bucket: different objects, one URL of its own. */
    async function redirects(path: string): Promise<Response[]> {
      const answers = await Promise.all(
        ['image/jpeg,*/*', 'image/webp'].map((accept) =>
          fetch(`${PM}${path}`, { headers: { authorization: `Bearer ${consumer}`, accept }, redirect: 'manual' }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([302, 302]);
      expect(answers[0].headers.get('location')).not.toBe(answers[1].headers.get('location'));
      return answers;
    }
    for (const size of [300, 800]) {
      const path = `/photos/${photo.imageId}/thumbnails/${size}`;
      const jpeg = await get(consumer, path, { accept: 'image/jpeg,*/*' });
      const webp = await get(consumer, path, { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' });
      expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
      expect(webp.headers.get('content-type')).toBe('image/webp');
      // With blobs in S3 the bytes come from the bucket, behind a redirect that varies by Accept.
      for (const reply of onS3 ? await redirects(path) : [jpeg, webp]) expect(reply.headers.get('vary')).toMatch(/accept/i);
      const webpBytes = Buffer.from(webp.body as ArrayBuffer);
      expect(webpBytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(webpBytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(Buffer.from(jpeg.body as ArrayBuffer).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(webpBytes.byteLength).toBeLessThan((jpeg.body as ArrayBuffer).byteLength);
      const etag = webp.headers.get('etag')!;
      expect(etag).not.toBe(jpeg.headers.get('etag'));
      expect((await get(consumer, path, { accept: 'image/webp', 'if-none-match': etag })).status).toBe(304);
      expect((await get(consumer, path, { accept: 'image/jpeg', 'if-none-match': etag })).status).toBe(200);
    }
    expect((await get(business, `/photos/${photo.imageId}/thumbnails/300`, { accept: 'image/webp' })).status).toBe(404);
  });

  test('GET /albums lists own albums newest first with covers and counts; displaySharedData adds own shared ones', async () => {
    const plain = albumList.parse((await get(consumer, '/albums')).body);
    const names = plain.albums.map((a) => a.albumName);
    expect(names).toEqual(expect.arrayContaining(['Summer holidays', 'Family', 'Birthdays', 'Ideas for a photo book']));
    expect(plain.albums.every((a) => !a.isShared)).toBe(true);
    const summer = plain.albums.find((a) => a.albumName === 'Summer holidays')!;
    expect(summer.photosCount).toBe(36);
    expect(summer.coverPhoto).not.toBeNull();
    expect(plain.albums.find((a) => a.albumName === 'Ideas for a photo book')!.coverPhoto).toBeNull();

    const withShared = albumList.parse((await get(consumer, '/albums?displaySharedData=true')).body);
    const weekend = withShared.albums.find((a) => a.albumName === 'Weekend with Sam')!;
    expect(weekend.isShared).toBe(true);
    expect(album.parse((await get(consumer, `/albums/${weekend.albumId}`)).body).isShared).toBe(true);

    const firstPage = albumList.parse((await get(consumer, '/albums?limit=2')).body);
    expect(firstPage.albums).toHaveLength(2);
    expect(firstPage.cursor).not.toBeNull();
    const secondPage = albumList.parse((await get(consumer, `/albums?limit=2&cursor=${firstPage.cursor}`)).body);
    expect(secondPage.albums.map((a) => a.albumId)).not.toContain(firstPage.albums[0].albumId);
  });

  test('shared albums: participant sees the owner, owner sees participants, photos carry ownerId', async () => {
    const list = sharedAlbumList.parse((await get(consumer, '/shared-albums')).body);
    const road = list.albums.find((a) => a.albumName === "Sam's road trip")!;
    expect(road.owner.email).toBe(DEMO.friend);
    expect(road.isShared).toBe(true);
    expect(road.participants).toEqual([{ email: DEMO.consumer }]);

    const asParticipant = albumParticipants.parse((await get(consumer, `/shared-albums/${road.albumId}/participants`)).body);
    expect(asParticipant.owner.email).toBe(DEMO.friend);
    expect(asParticipant.owner.id).toBe(road.ownerId);

    const photos = sharedAlbumPhotosPage.parse((await get(consumer, `/shared-albums/${road.albumId}/photos?limit=5`)).body);
    expect(photos.images).toHaveLength(5);
    expect(photos.images.every((p) => p.ownerId === road.ownerId)).toBe(true);
    // a participant may load the shared photos and their thumbnails
    expect((await get(consumer, `/photos/${photos.images[0].imageId}/thumbnails/800`)).status).toBe(200);
    const single = await get(consumer, `/photos/${photos.images[0].imageId}`);
    expect(sharedAlbumPhoto.parse(single.body)).toEqual(photos.images[0]);
    const all = await allPages(consumer, `/shared-albums/${road.albumId}/photos`, { limit: 6, sortKey: 'dateTaken' });
    expect(all.ids).toHaveLength(road.photosCount);

    const own = albumList
      .parse((await get(consumer, '/albums?displaySharedData=true')).body)
      .albums.find((a) => a.albumName === 'Weekend with Sam')!;
    const asOwner = albumParticipants.parse((await get(consumer, `/shared-albums/${own.albumId}/participants`)).body);
    expect(asOwner.owner.email).toBe(DEMO.consumer);
    expect(asOwner.participants.map((p) => p.email)).toEqual([DEMO.friend]);
    expect(sharedAlbum.parse((await get(friend, `/shared-albums/${own.albumId}`)).body).owner.email).toBe(DEMO.consumer);

    const summary = sharedAlbumsSummary.parse((await get(consumer, '/shared-albums/summary')).body);
    expect(summary.readAlbumsCount).toBe(1);
    expect(summary.grantedAlbumsCount).toBe(1);
    expect(summary.created).not.toBeNull();
  });

  test('every write on a shared album answers 403 with a clear message, for owner and participant', async () => {
    const road = sharedAlbumList.parse((await get(consumer, '/shared-albums')).body).albums[0];
    const own = albumList.parse((await get(consumer, '/albums?displaySharedData=true')).body).albums.find((a) => a.isShared)!;
    const somePhoto = timelinePage.parse((await get(consumer, '/photos?limit=1')).body).images[0].imageId;
    for (const id of [road.albumId, own.albumId]) {
      const writes = [
        call(consumer, 'PATCH', `/albums/${id}`, { name: 'Renamed' }),
        call(consumer, 'DELETE', `/albums/${id}`),
        call(consumer, 'POST', `/albums/${id}/photos`, { photoIds: [somePhoto] }),
        call(consumer, 'DELETE', `/albums/${id}/photos`, { photoIds: [somePhoto] }),
        call(consumer, 'PUT', `/albums/${id}/cover`, { photoId: somePhoto }),
        call(consumer, 'PATCH', `/shared-albums/${id}`, { name: 'Renamed' }),
        call(consumer, 'PUT', `/shared-albums/${id}/cover`, { photoId: somePhoto }),
        call(consumer, 'DELETE', `/shared-albums/${id}`),
        call(consumer, 'POST', `/shared-albums/${id}/photos`, { photoIds: [somePhoto] }),
        call(consumer, 'DELETE', `/shared-albums/${id}/photos`, { photoIds: [somePhoto] }),
      ];
      for (const reply of await Promise.all(writes)) {
        expect(reply.status).toBe(403);
        expect(reply.body.message).toMatch(/shared albums are read only/i);
      }
    }
    // nothing changed
    const again = sharedAlbum.parse((await get(consumer, `/shared-albums/${road.albumId}`)).body);
    expect(again.albumName).toBe(road.albumName);
    expect(again.photosCount).toBe(road.photosCount);
  });
});
