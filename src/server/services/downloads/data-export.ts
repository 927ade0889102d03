import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db';
import { accounts, dataExports } from '../../db/schema';
import { enqueueJob, jobSettings, PermanentJobError, type JobContext, type JobDefinition } from '../../jobs';
import { enqueueBlobCleanup } from '../../jobs/blob-cleanup';
import { deleteBlob } from '../../storage';
import { conflict, notFound } from '../../http/errors';
import { DATA_EXPORT_AVAILABLE_MS } from '@/domain/data-export';
import type { DataExportItem } from '@/domain/schemas/data-export';
import { dataExportEntries } from './data-export-contents';
import { queueDataExportReadyMail } from './data-export-mail';
import { signedLink } from './signing';
import { writeZip } from './zip';

export const DATA_EXPORT_JOB = 'data-export.build';

/** Until its zip is made, an export row expires this long after the request (a job that never ran). */
const PENDING_TTL_MS = 86_400_000;

export const EXPORT_RUNNING = 'A data export is already being prepared';
const EXPORT_NOT_FOUND = 'Data export not found';

/** Zips of an account live under its downloads prefix, so deleting the account removes them with the rest. */
export const dataExportBlobKey = (accountId: string, exportId: string) => `downloads/${accountId}/exports/${exportId}.zip`;

const toItem = (row: typeof dataExports.$inferSelect): DataExportItem => ({
  id: row.id,
  state: row.state,
  size: row.size,
  created: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** POST /data-exports: starts an export; refused (409) while another of the account is being prepared. */
export async function requestDataExport(db: Db, accountId: string, channelId: string): Promise<DataExportItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataExports)
      .values({ accountId, channelId, expiresAt: new Date(Date.now() + PENDING_TTL_MS) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(EXPORT_RUNNING);
    await enqueueJob(tx, DATA_EXPORT_JOB, { exportId: row.id }, { maxAttempts: 3 });
    return toItem(row);
  });
}

/** GET /data-exports: the account's exports that are still offered, newest first. */
export async function listDataExports(db: Db, accountId: string): Promise<{ items: DataExportItem[] }> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.accountId, accountId), gt(dataExports.expiresAt, new Date())))
    .orderBy(desc(dataExports.createdAt))
    .limit(20);
  return { items: rows.map(toItem) };
}

async function offeredExport(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.accountId, accountId), gt(dataExports.expiresAt, new Date())));
  if (!row) throw notFound(EXPORT_NOT_FOUND);
  return row;
}

/** GET /data-exports/{id}: the state of one export. */
export async function dataExportStatus(db: Db, accountId: string, id: string): Promise<DataExportItem> {
  return toItem(await offeredExport(db, accountId, id));
}

/** GET /data-exports/{id}/url: an expiring signed URL of a finished export. */
export async function dataExportUrl(db: Db, accountId: string, id: string): Promise<{ url: string; expiresAt: string }> {
  const row = await offeredExport(db, accountId, id);
  if (row.state === 'pending') throw conflict(EXPORT_RUNNING);
  if (row.state === 'failed') throw conflict('The data export could not be made');
  return signedLink(row.id, row.expiresAt, 'data-exports');
}

/** The stored zip of a finished, unexpired export (for a signed link). */
export async function readyDataExport(db: Db, id: string): Promise<{ blobKey: string | null } | undefined> {
  const [row] = await db
    .select({ blobKey: dataExports.blobKey })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'ready'), gt(dataExports.expiresAt, new Date())));
  return row;
}

/** Builds the zip, marks the export ready for DATA_EXPORT_AVAILABLE_MS and mails the customer. */
export async function buildDataExport(db: Db, exportId: string, signal?: AbortSignal): Promise<{ size: number } | { skipped: string }> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row) return { skipped: 'export gone' };
  if (row.state !== 'pending') return { skipped: `export ${row.state}` };
  const key = dataExportBlobKey(row.accountId, row.id);
  const size = await writeZip(key, await dataExportEntries(db, row.accountId), signal);
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_AVAILABLE_MS);
  const made = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(dataExports)
      .set({ state: 'ready', blobKey: key, size, readyAt, expiresAt, error: null })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.state, 'pending')))
      .returning({ id: dataExports.id });
    if (!updated) return false;
    const [account] = await tx
      .select({ email: accounts.email })
      .from(accounts)
      .where(and(eq(accounts.id, row.accountId), eq(accounts.accountDeleted, false)));
    if (account) await queueDataExportReadyMail(tx, { channelId: row.channelId, email: account.email, availableUntil: expiresAt });
    return true;
  });
  // The account was deleted (or the export removed) while the zip was being written: keep nothing.
  if (!made) {
    await deleteBlob(key);
    return { skipped: 'export gone' };
  }
  return { size };
}

async function runDataExportJob(payload: Record<string, unknown>, { db, job, signal }: JobContext) {
  const exportId = typeof payload.exportId === 'string' ? payload.exportId : '';
  if (!/^[0-9a-f-]{36}$/i.test(exportId)) throw new PermanentJobError('payload.exportId must be an export id');
  try {
    return await buildDataExport(db, exportId, signal);
  } catch (error) {
    const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    if (final && !signal.aborted) {
      await db
        .update(dataExports)
        .set({ state: 'failed', error: String((error as Error).message ?? error) })
        .where(eq(dataExports.id, exportId));
    }
    throw error;
  }
}

/** Removes exports that are no longer offered: rows first, then their zips. */
export async function cleanUpDataExports(db: Db, now = new Date()): Promise<{ removed: number }> {
  const gone = await db.delete(dataExports).where(lt(dataExports.expiresAt, now)).returning({ blobKey: dataExports.blobKey });
  const keys = gone.map((g) => g.blobKey).filter((k): k is string => Boolean(k));
  await enqueueBlobCleanup(db, { keys });
  return { removed: gone.length };
}

export const jobHandlers: JobDefinition[] = [
  { type: DATA_EXPORT_JOB, handle: runDataExportJob },
  { type: 'data-exports.cleanup', everyMs: jobSettings.cleanupEveryMs, handle: (_payload, { db }) => cleanUpDataExports(db) },
];
