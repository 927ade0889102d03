import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { readExif } from '@/server/images/exif';
import { inspectImage } from '@/server/images/inspect';
import { formatCoordinate, formatDimensions, formatExposure } from '@/i18n/photo-info-format';
import { accounts, albumPhotos, albumShares, albums } from '@/server/db/schema';
import { photoDetails } from '@/server/services/photo-management/details';
import { insertPhoto } from '@/server/services/photo-management/photos';
import { jpegWithCameraExif, jpegWithExif } from '../e2e/photos/api-upload-fixtures';
import { useTempDatabase } from './support/temp-database';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'photo-info-test-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const write = async (name: string, data: Buffer) => {
  const file = path.join(dir, name);
  await fs.writeFile(file, data);
  return file;
};

const FUJI = {
  make: 'FUJIFILM',
  model: 'X-T30',
  lens: 'XF35mmF2 R WR',
  exposureTime: 0.008,
  fNumber: 2.8,
  iso: 200,
  focalLength: 35,
};

describe('camera facts from EXIF at ingest', () => {
  it("reads make, model, lens, exposure and GPS position of a camera's JPEG", async () => {
    const file = await write('camera.jpg', await jpegWithCameraExif(400, 300));
    const image = await inspectImage(file);
    expect(image).toMatchObject({ width: 400, height: 300, dateTaken: '2021-07-04T13:22:11.000', exif: FUJI });
    expect(image.exif?.latitude).toBeCloseTo(52.3702, 4);
    expect(image.exif?.longitude).toBeCloseTo(4.8952, 4);
  });

  it('keeps the camera facts of a HEIC photo made from that JPEG', async () => {
    const jpeg = await write('for-heic-camera.jpg', await jpegWithCameraExif(320, 240, 3));
    const heic = path.join(dir, 'camera.heic');
    execFileSync('heif-enc', ['-q', '50', '-o', heic, jpeg]);
    expect((await inspectImage(heic)).exif).toMatchObject({ make: 'FUJIFILM', model: 'X-T30', iso: 200 });
  });

  it('has no camera facts for a photo without them, and none for a PNG', async () => {
    expect((await inspectImage(await write('dated.jpg', await jpegWithExif(64, 48, '2020:02:03 04:05:06')))).exif).toBeNull();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    expect((await inspectImage(await write('plain.png', png))).exif).toBeNull();
  });

  it('leaves out values no camera means (zero exposure, blank make, a latitude without longitude)', async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({
        IFD0: { Make: '   ', Model: 'Pixel 8' },
        IFD2: { ExposureTime: '0/1', ISOSpeedRatings: '100' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
      })
      .toBuffer();
    expect((await readExif(await write('odd.jpg', jpeg))).camera).toEqual({ model: 'Pixel 8', iso: 100 });
  });
});

describe('info panel formats', () => {
  it('writes exposure, dimensions and position as photographers do, in the locale', () => {
    expect(formatExposure('en-GB', FUJI)).toBe('1/125 s · f/2.8 · ISO 200 · 35 mm');
    expect(formatExposure('de-AT', FUJI)).toBe('1/125 s · f/2,8 · ISO 200 · 35 mm');
    expect(formatExposure('en-GB', { exposureTime: 2.5, iso: 3200 })).toBe('2.5 s · ISO 3,200');
    expect(formatExposure('en-GB', {})).toBe('');
    expect(formatDimensions('en-GB', 4000, 3000)).toBe('4000 × 3000');
    expect(formatCoordinate('en-GB', 52.3702)).toBe('52.3702°');
    expect(formatCoordinate('nl-NL', -4.89519)).toBe('4,8952°');
  });
});

describe('GET /photos/:id/details', () => {
  const temp = useTempDatabase('photo-details');

  it("answers the owner everything, a shared album's participant no GPS position, anyone else 404", async () => {
    const { db } = temp;
    const [owner, friend, stranger] = await db
      .insert(accounts)
      .values(['owner', 'friend', 'stranger'].map((name) => ({ email: `${name}@test.example`, passwordHash: 'x', channelId: 'uk' })))
      .returning({ id: accounts.id });
    const exif = { ...FUJI, latitude: 52.3702, longitude: 4.8952 };
    const photo = await insertPhoto(db, {
      accountId: owner.id,
      localFileName: 'camera.jpg',
      contentHash: 'h',
      mime: 'image/jpeg',
      byteSize: 1234,
      width: 4000,
      height: 3000,
      dateTaken: '2021:07:04 13:22:11',
      status: 'active',
      exif,
    });
    const [shared, own] = await db
      .insert(albums)
      .values([
        { ownerId: owner.id, name: 'Holiday', isShared: true },
        { ownerId: owner.id, name: 'Amsterdam' },
      ])
      .returning({ id: albums.id });
    await db.insert(albumPhotos).values([shared, own].map((album) => ({ albumId: album.id, photoId: photo.id })));
    await db.insert(albumShares).values({ albumId: shared.id, accountId: friend.id });

    expect(await photoDetails(db, owner.id, photo.id)).toEqual({
      imageId: photo.id,
      localFileName: 'camera.jpg',
      byteSize: 1234,
      width: 4000,
      height: 3000,
      dateTaken: '2021-07-04T13:22:11.000',
      exif,
      albums: [
        { albumId: own.id, name: 'Amsterdam', shared: false },
        { albumId: shared.id, name: 'Holiday', shared: true },
      ],
    });
    const seenByFriend = await photoDetails(db, friend.id, photo.id);
    expect(seenByFriend.exif).toEqual(FUJI);
    expect(seenByFriend.albums).toEqual([{ albumId: shared.id, name: 'Holiday', shared: true }]);
    await expect(photoDetails(db, stranger.id, photo.id)).rejects.toMatchObject({ status: 404 });
  });
});
