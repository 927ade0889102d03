import fsp from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { photoHashes } from '../../db/schema';
import { adoptFile, deleteBlob, putBlob } from '../../storage';
import { cancelQueuedJobs, enqueueJob } from '../../jobs';
import { scheduleBlobCleanup } from '../../jobs/blob-cleanup';
import { inspectImage, sha256File, type InspectedImage } from '../../images/inspect';
import { insertPhoto, photoBlobKey } from '../photo-management/photos';
import { THUMBNAIL_JOB } from './thumbnail-job';

export interface IngestInput {
  accountId: string;
  /** A local file: moved into blob storage (`move`) or copied. */
  file: string;
  move: boolean;
  localFileName: string;
  uploadId: string;
  /** pending: waits for the user's confirmation (uploads); active: straight into the library (imports). */
  status: 'pending' | 'active';
}

export interface IngestResult {
  photoId: string;
  duplicate: boolean;
  image: InspectedImage;
}

class Duplicate extends Error {
  constructor(public readonly photoId: string) {
    super('duplicate');
  }
}

async function existingPhoto(db: Db, accountId: string, sha256: string): Promise<string | undefined> {
  const [row] = await db
    .select({ photoId: photoHashes.photoId })
    .from(photoHashes)
    .where(and(eq(photoHashes.accountId, accountId), eq(photoHashes.sha256, sha256)));
  return row?.photoId;
}

/**
 * Adds an image file to an account's library: judged by its bytes (throws ImageRejected), stored once
 * per content hash (a second copy answers the first photo as a duplicate), thumbnails by a job.
 */
export async function ingestImage(db: Db, input: IngestInput): Promise<IngestResult> {
  const image = await inspectImage(input.file);
  const sha256 = await sha256File(input.file);
  const known = await existingPhoto(db, input.accountId, sha256);
  if (known) return { photoId: known, duplicate: true, image };

  const photoId = randomUUID();
  const key = photoBlobKey(input.accountId, photoId);
  // Should the process die between storing the original and committing its row, this removes the original.
  const orphanCleanup = await scheduleBlobCleanup(db, { keys: [key] });
  if (input.move) await adoptFile(key, input.file);
  else await putBlob(key, await fsp.readFile(input.file));
  try {
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await insertPhoto(txDb, {
        id: photoId,
        accountId: input.accountId,
        uploadId: input.uploadId,
        localFileName: input.localFileName,
        contentHash: sha256,
        mime: image.mime,
        byteSize: image.byteSize,
        width: image.width,
        height: image.height,
        visibleWidth: image.visibleWidth,
        visibleHeight: image.visibleHeight,
        dateTaken: image.dateTaken ?? null,
        exif: image.exif,
        uploadEnd: new Date(),
        status: input.status,
        blobKey: key,
      });
      // The primary key (account, hash) settles a race between two uploads of the same file.
      const claimed = await txDb
        .insert(photoHashes)
        .values({ accountId: input.accountId, sha256, photoId })
        .onConflictDoNothing()
        .returning({ photoId: photoHashes.photoId });
      if (claimed.length === 0) throw new Duplicate((await existingPhoto(txDb, input.accountId, sha256)) ?? '');
      await enqueueJob(txDb, THUMBNAIL_JOB, { photoId });
      await cancelQueuedJobs(txDb, [orphanCleanup]);
    });
  } catch (error) {
    await deleteBlob(key);
    await cancelQueuedJobs(db, [orphanCleanup]).catch(() => {}); // left queued, it only deletes what is gone
    if (error instanceof Duplicate && error.photoId) return { photoId: error.photoId, duplicate: true, image };
    throw error;
  }
  return { photoId, duplicate: false, image };
}
