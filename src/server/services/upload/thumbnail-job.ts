import { PermanentJobError, type JobContext, type JobDefinition } from '../../jobs';
import { deletePrefix, putBlob, readBlobBuffer } from '../../storage';
import { makeThumbnails } from '../../images/thumbnails';
import { imageTypeOfMime } from '@/domain/photos/image-type';
import { photoBlobKey, photoRowsByIds, recordThumbnail, thumbnailWebpKey } from '../photo-management/photos';

export const THUMBNAIL_JOB = 'photo.thumbnails';

/** Makes a photo's thumbnails (as makeThumbnails does), stores them and records them on the photo. Safe to run again. */
async function makePhotoThumbnails(payload: Record<string, unknown>, { db }: JobContext) {
  const photoId = typeof payload.photoId === 'string' ? payload.photoId : '';
  if (!/^[0-9a-f-]{36}$/i.test(photoId)) throw new PermanentJobError('payload.photoId must be a photo id');
  const row = (await photoRowsByIds(db, [photoId])).get(photoId);
  if (!row) return { skipped: 'photo gone' };
  const type = imageTypeOfMime(row.mime);
  if (!type) return { skipped: `unsupported ${row.mime}` };
  const thumbnails = await makeThumbnails(await readBlobBuffer(row.blobKey), type);
  for (const thumb of thumbnails) {
    const key = photoBlobKey(row.accountId, row.id, thumb.id);
    await putBlob(key, thumb.data);
    if (thumb.webp) await putBlob(thumbnailWebpKey(key), thumb.webp);
    if (!(await recordThumbnail(db, row.id, { id: thumb.id, width: thumb.width, height: thumb.height, key }))) {
      // The photo was deleted while its thumbnails were made: remove what this job stored.
      await deletePrefix(key.slice(0, key.lastIndexOf('/')));
      return { skipped: 'photo deleted meanwhile' };
    }
  }
  return { sizes: thumbnails.map((t) => t.id) };
}

export const jobHandlers: JobDefinition[] = [{ type: THUMBNAIL_JOB, handle: makePhotoThumbnails }];
