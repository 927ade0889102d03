import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { dataExports, editorUploads, photoDownloads, photos } from '../db/schema';
import { deletePrefix, deleteBlob, listBlobs, type StoredBlob } from '../storage';
import { reporter } from '../reporter';
import { jobSettings } from './settings';
import type { JobContext, JobDefinition } from './worker';

/** Consecutive blobs of one folder level (`photos/<account>/…`): listings give a folder's blobs one after another. */
async function* byFolder(blobs: AsyncIterable<StoredBlob>, depth: number): AsyncGenerator<{ folder: string; blobs: StoredBlob[] }> {
  let folder: string | undefined;
  let group: StoredBlob[] = [];
  for await (const blob of blobs) {
    const name = blob.key.split('/').slice(0, depth).join('/');
    if (name !== folder && group.length > 0) {
      yield { folder: folder!, blobs: group };
      group = [];
    }
    folder = name;
    group.push(blob);
  }
  if (group.length > 0) yield { folder: folder!, blobs: group };
}

export interface OrphanReport {
  /** Blobs removed because no row points at them (whole photo folders count once per blob). */
  removed: number;
  /** Rows whose blob is missing: reported, never changed. */
  missing: { photoId: string; blobKey: string }[];
}

/**
 * Compares the store with the rows: blobs no row points at (older than the grace, so a write whose row is
 * still on its way is left alone) are removed; photos whose original is missing are reported.
 * One pass over the listing, one account at a time, so memory follows the largest account.
 */
export async function findOrphans(db: Db, now = Date.now()): Promise<OrphanReport> {
  const oldEnough = (blob: StoredBlob) => blob.modifiedAt.getTime() < now - jobSettings.orphanGraceMs;
  const report: OrphanReport = { removed: 0, missing: [] };

  for await (const { folder, blobs } of byFolder(listBlobs('photos'), 2)) {
    const accountId = folder.split('/')[1];
    if (!/^[0-9a-f-]{36}$/i.test(accountId)) continue;
    const rows = await db
      .select({ id: photos.id, blobKey: photos.blobKey, uploadEnd: photos.uploadEnd })
      .from(photos)
      .where(eq(photos.accountId, accountId));
    const known = new Set(rows.map((r) => r.id));
    const listed = new Set(blobs.map((b) => b.key));
    const photoFolders = new Map<string, StoredBlob[]>();
    for (const blob of blobs) {
      const photoFolder = blob.key.split('/').slice(0, 3).join('/');
      photoFolders.set(photoFolder, [...(photoFolders.get(photoFolder) ?? []), blob]);
    }
    for (const [photoFolder, inFolder] of photoFolders) {
      if (known.has(photoFolder.split('/')[2]) || !inFolder.every(oldEnough)) continue;
      await deletePrefix(photoFolder);
      report.removed += inFolder.length;
    }
    for (const row of rows)
      if (!listed.has(row.blobKey) && (row.uploadEnd ? Date.parse(row.uploadEnd) : 0) < now - jobSettings.orphanGraceMs)
        report.missing.push({ photoId: row.id, blobKey: row.blobKey });
  }

  for await (const { folder, blobs } of byFolder(listBlobs('downloads'), 2)) {
    const accountId = folder.split('/')[1];
    if (!/^[0-9a-f-]{36}$/i.test(accountId)) continue;
    const [zips, exports] = await Promise.all([
      db.select({ blobKey: photoDownloads.blobKey }).from(photoDownloads).where(eq(photoDownloads.accountId, accountId)),
      db.select({ blobKey: dataExports.blobKey }).from(dataExports).where(eq(dataExports.accountId, accountId)),
    ]);
    const kept = new Set([...zips, ...exports].map((r) => r.blobKey));
    for (const blob of blobs.filter((b) => !kept.has(b.key) && oldEnough(b))) {
      await deleteBlob(blob.key);
      report.removed++;
    }
  }

  let batch: StoredBlob[] = [];
  const sweepEditorUploads = async () => {
    const rows = await db
      .select({ blobKey: editorUploads.blobKey })
      .from(editorUploads)
      .where(
        inArray(
          editorUploads.blobKey,
          batch.map((b) => b.key),
        ),
      );
    const kept = new Set(rows.map((r) => r.blobKey));
    for (const blob of batch.filter((b) => !kept.has(b.key) && oldEnough(b))) {
      await deleteBlob(blob.key);
      report.removed++;
    }
    batch = [];
  };
  for await (const blob of listBlobs('editor-uploads')) {
    batch.push(blob);
    if (batch.length === 500) await sweepEditorUploads();
  }
  if (batch.length > 0) await sweepEditorUploads();
  return report;
}

async function scanForOrphans(_payload: Record<string, unknown>, { db }: JobContext) {
  const report = await findOrphans(db);
  if (report.removed > 0 || report.missing.length > 0)
    reporter.warn({ removed: report.removed, missing: report.missing.slice(0, 100), missingCount: report.missing.length }, 'blob orphans');
  return { removed: report.removed, missing: report.missing.length };
}

export const jobHandlers: JobDefinition[] = [{ type: 'blobs.orphans', everyMs: jobSettings.orphanScanEveryMs, handle: scanForOrphans }];
