import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { albumPhotos, albumShares, albums, photos } from '../../db/schema';
import type { PhotoDetails } from '@/domain/schemas/photo-details';
import { notFound } from '../../http/errors';
import { readablePhoto } from './photos';
import { PHOTO_NOT_FOUND } from './listings';

/**
 * One photo's details for the preview's info panel, with the albums it is in that the caller can open
 * (own albums, and shared albums the caller takes part in). Where a photo was taken is the owner's to
 * know: someone reading it through a shared album is not told its GPS position.
 */
export async function photoDetails(db: Db, viewerId: string, photoId: string): Promise<PhotoDetails> {
  const row = await readablePhoto(db, viewerId, photoId);
  if (!row || row.status !== 'active') throw notFound(PHOTO_NOT_FOUND);
  const [[stored], inAlbums] = await Promise.all([
    db.select({ exif: photos.exif }).from(photos).where(eq(photos.id, photoId)),
    db
      .select({ albumId: albums.id, name: albums.name, shared: albums.isShared })
      .from(albumPhotos)
      .innerJoin(albums, eq(albums.id, albumPhotos.albumId))
      .where(
        and(
          eq(albumPhotos.photoId, photoId),
          or(
            eq(albums.ownerId, viewerId),
            sql`EXISTS (SELECT 1 FROM ${albumShares} s WHERE s.album_id = ${albums.id} AND s.account_id = ${viewerId})`,
          ),
        ),
      )
      .orderBy(asc(albums.name), asc(albums.id)),
  ]);
  const { latitude, longitude, ...camera } = stored?.exif ?? {};
  const owner = row.accountId === viewerId;
  return {
    imageId: row.id,
    localFileName: row.localFileName,
    byteSize: row.byteSize,
    width: row.visibleWidth ?? row.width,
    height: row.visibleHeight ?? row.height,
    ...(row.dateTaken ? { dateTaken: row.dateTaken } : {}),
    exif: owner && latitude !== undefined && longitude !== undefined ? { ...camera, latitude, longitude } : camera,
    albums: inAlbums,
  };
}
