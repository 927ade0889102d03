import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { photoDownloads, photos } from '../../db/schema';
import { PermanentJobError, type JobContext, type JobDefinition } from '../../jobs';
import { writeZip } from './zip';
import { publish, downloadNotification } from '../../push';
import { uniqueEntryNames } from './names';
import { env } from '../../env';

export const ARCHIVE_JOB = 'downloads.archive';

/** Zips are kept this long after they are made, then removed. */
export const DOWNLOAD_TTL_MS = env.DOWNLOAD_TTL_MS;

export const zipBlobKey = (accountId: string, downloadId: string) => `downloads/${accountId}/${downloadId}.zip`;

async function notify(accountId: string, downloadId: string, key: 'started' | 'finished' | 'error'): Promise<void> {
  await publish(accountId, downloadNotification(accountId, downloadId, key)).catch(() => {});
}

async function archiveDownload(payload: Record<string, unknown>, { db, job, signal }: JobContext) {
  const downloadId = typeof payload.downloadId === 'string' ? payload.downloadId : '';
  const [download] = await db.select().from(photoDownloads).where(eq(photoDownloads.id, downloadId));
  if (!download) return { skipped: 'download gone' };
  if (download.state === 'ready') return { skipped: 'already made' };
  await notify(download.accountId, download.id, 'started');
  try {
    return await makeArchive(db, download, signal);
  } catch (error) {
    const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    if (final && !signal.aborted) {
      await db
        .update(photoDownloads)
        .set({ state: 'failed', error: String((error as Error).message ?? error) })
        .where(eq(photoDownloads.id, download.id));
      await notify(download.accountId, download.id, 'error');
    }
    throw error;
  }
}

export const jobHandlers: JobDefinition[] = [{ type: ARCHIVE_JOB, handle: archiveDownload }];

async function makeArchive(db: Db, download: typeof photoDownloads.$inferSelect, signal: AbortSignal) {
  const ids = download.photos.map((p) => p.photoId);
  const rows = ids.length
    ? await db
        .select({
          id: photos.id,
          accountId: photos.accountId,
          status: photos.status,
          localFileName: photos.localFileName,
          blobKey: photos.blobKey,
        })
        .from(photos)
        .where(inArray(photos.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Photos deleted since the request (or not the named owner's) are left out.
  const chosen = download.photos
    .map((p) => byId.get(p.photoId))
    .filter((r): r is NonNullable<typeof r> =>
      Boolean(r && r.status === 'active' && download.photos.some((p) => p.photoId === r.id && p.ownerId === r.accountId)),
    );
  if (chosen.length === 0) throw new PermanentJobError('none of the photos exist any more');
  const names = uniqueEntryNames(chosen.map((r) => r.localFileName));
  const key = zipBlobKey(download.accountId, download.id);
  const size = await writeZip(
    key,
    chosen.map((r, i) => ({ name: names[i], blobKey: r.blobKey })),
    signal,
  );
  const now = new Date();
  await db
    .update(photoDownloads)
    .set({ state: 'ready', blobKey: key, size, readyAt: now, expiresAt: new Date(now.getTime() + DOWNLOAD_TTL_MS), error: null })
    .where(eq(photoDownloads.id, download.id));
  await notify(download.accountId, download.id, 'finished');
  return { entries: chosen.length, size };
}
