import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { preparedPerDb } from '../../db/prepared';
import { editorUploads, photoActivation, type ActivationStatus } from '../../db/schema';
import { enqueueJob, type JobContext, type JobDefinition } from '../../jobs';
import { publish, activationMessage } from '../../push';
import { withLocalBlob } from '../../storage';
import { ImageRejected } from '../../images/inspect';
import { ingestImage } from '../upload/ingest';
import { checkStorageRoom, UploadRefused } from '../upload/limits';

export const IMPORT_JOB = 'photos.import';

/** An account's activation status and whether editor uploads wait: the photos page asks it on every request. */
const activationStatement = preparedPerDb((db) => {
  const accountId = sql.placeholder('accountId');
  return db
    .select({
      status: sql<ActivationStatus | null>`(SELECT ${photoActivation.status} FROM ${photoActivation} WHERE ${photoActivation.accountId} = ${accountId})`,
      waiting: sql<boolean>`EXISTS (SELECT 1 FROM ${editorUploads} WHERE ${editorUploads.accountId} = ${accountId} AND ${editorUploads.importedPhotoId} IS NULL)`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('activation_status');
});

/**
 * GET /users/activate (spec §4). An account never activated is NOT_ACTIVE while it has editor uploads
 * waiting to be imported, else ACTIVE.
 */
export async function activationStatus(db: Db, accountId: string): Promise<ActivationStatus> {
  const [row] = await activationStatement(db).execute({ accountId });
  return row?.status ?? (row?.waiting ? 'NOT_ACTIVE' : 'ACTIVE');
}

async function setStatus(db: Db, accountId: string, status: ActivationStatus, jobId: number | null = null): Promise<void> {
  await db
    .insert(photoActivation)
    .values({ accountId, status, jobId, updatedAt: new Date() })
    .onConflictDoUpdate({ target: photoActivation.accountId, set: { status, jobId, updatedAt: new Date() } });
}

/** POST /users/activate: starts importing the editor uploads unless an import or deletion is running. */
export async function startActivation(db: Db, accountId: string): Promise<{ started: boolean }> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    // Lock the account's status row so two requests cannot both start an import.
    await txDb.insert(photoActivation).values({ accountId, status: 'NOT_ACTIVE' }).onConflictDoNothing();
    const [row] = await txDb.select().from(photoActivation).where(eq(photoActivation.accountId, accountId)).for('update');
    if (row && (row.status === 'IMPORTING' || row.status === 'DELETING')) return { started: false };
    const jobId = await enqueueJob(txDb, IMPORT_JOB, { accountId }, { maxAttempts: 3 });
    await setStatus(txDb, accountId, 'IMPORTING', jobId);
    return { started: true };
  });
}

/** Whether one more editor upload fits in the quota: the uploads waiting to be imported count as they become photos. */
async function fitsInStorage(db: Db, accountId: string, bytes: number): Promise<boolean> {
  try {
    await checkStorageRoom(db, accountId, bytes, { editorUploadsToo: false });
    return true;
  } catch (error) {
    if (error instanceof UploadRefused) return false;
    throw error;
  }
}

async function importEditorUploads(payload: Record<string, unknown>, { db, job }: JobContext) {
  const accountId = typeof payload.accountId === 'string' ? payload.accountId : '';
  if (job.attempts === 1) await publish(accountId, activationMessage('started', { accountId })).catch(() => {});
  try {
    const pending = await db
      .select()
      .from(editorUploads)
      .where(and(eq(editorUploads.accountId, accountId), isNull(editorUploads.importedPhotoId)))
      .orderBy(editorUploads.createdAt);
    let imported = 0,
      duplicates = 0,
      skipped = 0,
      overQuota = 0;
    for (const upload of pending) {
      if (!(await fitsInStorage(db, accountId, upload.size))) {
        overQuota++; // left waiting: imported by a later activation once photos were deleted
        continue;
      }
      try {
        const result = await withLocalBlob(upload.blobKey, (file) =>
          ingestImage(db, { accountId, file, move: false, localFileName: upload.fileName, uploadId: upload.id, status: 'active' }),
        );
        await db.update(editorUploads).set({ importedPhotoId: result.photoId }).where(eq(editorUploads.id, upload.id));
        if (result.duplicate) duplicates++;
        else imported++;
      } catch (error) {
        if (!(error instanceof ImageRejected) && (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        skipped++; // a damaged or missing editor file is left out, the rest is imported
      }
    }
    await setStatus(db, accountId, 'ACTIVE');
    const summary = { imported, duplicates, skipped, overQuota };
    await publish(accountId, activationMessage('finished', summary)).catch(() => {});
    return summary;
  } catch (error) {
    if (job.attempts >= job.maxAttempts) {
      await setStatus(db, accountId, 'NOT_ACTIVE');
      await publish(accountId, activationMessage('error', { message: 'The import of your photos failed' })).catch(() => {});
    }
    throw error;
  }
}

export const jobHandlers: JobDefinition[] = [{ type: IMPORT_JOB, handle: importEditorUploads }];
