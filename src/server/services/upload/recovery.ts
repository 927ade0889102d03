import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { photoUploads } from '../../db/schema';
import { onRuntimeStart } from '../../runtime';
import { reportError, reporter } from '../../reporter';
import { uploadStaging } from './staging';
import { processFinishedUpload } from './uploads';
import { UploadRefused } from './limits';

/** Uploads looked at per start; more wait for the next one. */
const RECOVERY_BATCH = 1000;

/**
 * Uploads whose last byte arrived but whose process died before judging them: the bytes are all
 * staged, the row still says receiving. Each is finished as its final PATCH would have finished it
 * (a pending photo with a thumbnail job, refused if the file is no image), so the client's resumed
 * upload can be confirmed and the clean-up deletes nothing. Only files last written before this
 * process started are taken: none of them can be the upload of a request this process is serving.
 */
export async function recoverFinishedUploads(db: Db, startedAt: number): Promise<{ recovered: string[]; refused: string[] }> {
  const open = await db
    .select({ id: photoUploads.id, accountId: photoUploads.accountId })
    .from(photoUploads)
    .where(eq(photoUploads.state, 'receiving'))
    .limit(RECOVERY_BATCH);
  const recovered: string[] = [];
  const refused: string[] = [];
  for (const { id, accountId } of open) {
    const staging = uploadStaging();
    const upload = await staging.store.getUpload(id).catch(() => null);
    if (!upload || upload.size === undefined || upload.offset !== upload.size) continue;
    const written = await staging.writtenAt(id);
    if (written === null || written >= startedAt) continue;
    try {
      await processFinishedUpload(db, accountId, id);
      recovered.push(id);
    } catch (error) {
      if (error instanceof UploadRefused) refused.push(id);
      else reportError(error, { uploadId: id, action: 'recover finished upload' });
    }
  }
  return { recovered, refused };
}

onRuntimeStart('upload-recovery', ({ db }) => {
  const startedAt = Date.now();
  // In the background: a start with many staged files must not keep the server from answering.
  const running = recoverFinishedUploads(db, startedAt).then(
    (result) => {
      if (result.recovered.length || result.refused.length) reporter.info(result, 'finished uploads recovered');
    },
    (error: unknown) => reportError(error, { action: 'recover finished uploads' }),
  );
  return Promise.resolve(() => running);
});
