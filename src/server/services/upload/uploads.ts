import { and, eq, inArray, lt, lte, max, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { preparedPerDb } from '../../db/prepared';
import { photoUploads, type UploadState } from '../../db/schema';
import { jobSettings, type JobDefinition } from '../../jobs';
import { ImageRejected } from '../../images/inspect';
import { activatePhotos, deletePhotos, ownedPhotoRows } from '../photo-management/photos';
import { ingestImage } from './ingest';
import { UploadRefused } from './limits';
import { uploadStaging } from './staging';
import { env } from '../../env';
import { IMAGE_REFUSAL_STATUS } from '@/domain/photos/image-refusals';
import type { ConfirmResult, PendingUploads, UploadOutcome, UploadStatus } from '@/domain/schemas/uploads';

/**
 * Unconfirmed uploads are deleted this long after they finished (spec §4: unconfirmed photos are deleted);
 * until then they are offered (`pendingUploads`), with the date they go.
 */
export const UPLOAD_CONFIRM_TTL_MS = env.UPLOAD_CONFIRM_TTL_MS;
/** Uploads never finished are dropped after this long. */
export const INCOMPLETE_UPLOAD_TTL_MS = env.INCOMPLETE_UPLOAD_TTL_MS;

/** Keeps a client-chosen file name printable and of sane length. */
export function cleanFileName(name: string): string {
  const cleaned = name
    .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
    .trim()
    .slice(0, 200);
  return cleaned || 'photo';
}

export async function createUploadRecord(db: Db, accountId: string, id: string, fileName: string, size: number | null): Promise<void> {
  await db.insert(photoUploads).values({ id, accountId, fileName: cleanFileName(fileName), declaredSize: size });
}

export async function ownsUpload(db: Db, accountId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: photoUploads.id })
    .from(photoUploads)
    .where(and(eq(photoUploads.id, id), eq(photoUploads.accountId, accountId)));
  return Boolean(row);
}

async function setState(db: Db, id: string, state: UploadState, fields: Partial<typeof photoUploads.$inferInsert> = {}) {
  await db
    .update(photoUploads)
    .set({ state, finishedAt: new Date(), ...fields })
    .where(eq(photoUploads.id, id));
}

/** Runs when the last byte of an upload arrived: judge the file, store it once, create a pending photo. */
export async function processFinishedUpload(db: Db, accountId: string, uploadId: string): Promise<UploadOutcome> {
  const [record] = await db
    .select()
    .from(photoUploads)
    .where(and(eq(photoUploads.id, uploadId), eq(photoUploads.accountId, accountId)));
  if (!record) throw new UploadRefused(404, 'Upload not found');
  try {
    const result = await uploadStaging().withFile(uploadId, (file) =>
      ingestImage(db, { accountId, file, move: true, localFileName: record.fileName, uploadId, status: 'pending' }),
    );
    await setState(db, uploadId, 'pending', { photoId: result.photoId, duplicate: result.duplicate, contentType: result.image.mime });
    return {
      uploadId,
      photoId: result.photoId,
      duplicate: result.duplicate,
      type: result.image.mime as UploadOutcome['type'],
      localFileName: record.fileName,
    };
  } catch (error) {
    if (error instanceof ImageRejected) {
      await setState(db, uploadId, 'rejected', { error: error.message });
      throw new UploadRefused(IMAGE_REFUSAL_STATUS[error.code], error.message, error.code);
    }
    throw error;
  } finally {
    await removeStaged(uploadId);
  }
}

const removeStaged = (uploadId: string): Promise<void> => uploadStaging().remove(uploadId);

const toStatus = (row: typeof photoUploads.$inferSelect): UploadStatus => ({
  uploadId: row.id,
  state: row.state,
  fileName: row.fileName,
  photoId: row.photoId,
  duplicate: row.duplicate,
  error: row.state === 'rejected' ? row.error : null,
});

export async function uploadStatuses(db: Db, accountId: string, ids: readonly string[]): Promise<UploadStatus[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(photoUploads)
    .where(and(eq(photoUploads.accountId, accountId), inArray(photoUploads.id, [...ids])));
  return rows.map(toStatus);
}

/** Confirms finished uploads (spec §4): their photos join the library, answered in the order of the uploads asked for. */
export async function confirmUploads(db: Db, accountId: string, ids: readonly string[]): Promise<ConfirmResult> {
  const rows = await db
    .select()
    .from(photoUploads)
    .where(and(eq(photoUploads.accountId, accountId), inArray(photoUploads.id, [...ids])));
  const position = new Map(ids.map((id, i) => [id, i]));
  const usable = rows
    .filter((r) => (r.state === 'pending' || r.state === 'confirmed') && r.photoId)
    .sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  const photoIds = [...new Set(usable.map((r) => r.photoId!))];
  await activatePhotos(db, accountId, photoIds);
  const open = usable.filter((r) => r.state === 'pending').map((r) => r.id);
  if (open.length) {
    await db
      .update(photoUploads)
      .set({ state: 'confirmed' })
      .where(and(eq(photoUploads.accountId, accountId), inArray(photoUploads.id, open)));
  }
  const usableIds = new Set(usable.map((r) => r.id));
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const row of usable) {
    if (row.duplicate || seen.has(row.photoId!)) duplicates.push(row.id);
    seen.add(row.photoId!);
  }
  return { photoIds, duplicates, failed: [...new Set(ids)].filter((id) => !usableIds.has(id)) };
}

/**
 * Cancels uploads: unfinished ones are dropped, unconfirmed photos deleted. Confirmed photos and
 * photos that were already in the library (duplicates) stay.
 */
export async function cancelUploads(db: Db, accountId: string, ids: readonly string[]): Promise<{ cancelled: string[] }> {
  if (ids.length === 0) return { cancelled: [] };
  const rows = await db
    .select()
    .from(photoUploads)
    .where(
      and(
        eq(photoUploads.accountId, accountId),
        inArray(photoUploads.id, [...ids]),
        inArray(photoUploads.state, ['receiving', 'pending', 'rejected']),
      ),
    );
  const ownPhotos = rows.filter((r) => r.state === 'pending' && !r.duplicate && r.photoId).map((r) => r.photoId!);
  const stillPending = (await ownedPhotoRows(db, accountId, ownPhotos)).filter((p) => p.status === 'pending').map((p) => p.id);
  if (stillPending.length) await deletePhotos(db, accountId, stillPending);
  for (const row of rows) if (row.state === 'receiving') await removeStaged(row.id);
  if (rows.length) {
    await db
      .update(photoUploads)
      .set({ state: 'cancelled', finishedAt: new Date() })
      .where(
        and(
          eq(photoUploads.accountId, accountId),
          inArray(
            photoUploads.id,
            rows.map((r) => r.id),
          ),
        ),
      );
  }
  return { cancelled: rows.map((r) => r.id) };
}

/** Every photo page asks it (the pending uploads' banner): prepared once. */
const pendingUploadsStatement = preparedPerDb((db) =>
  db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: min(photoUploads.finishedAt),
      newest: max(photoUploads.finishedAt),
    })
    .from(photoUploads)
    .where(and(eq(photoUploads.accountId, sql.placeholder('accountId')), eq(photoUploads.state, 'pending')))
    .prepare('pending_uploads'),
);

/**
 * The account's finished uploads that were neither added nor discarded, from any window or device: how
 * many, the newest one's end (what adding or discarding them covers) and when the oldest is deleted.
 */
export async function pendingUploads(db: Db, accountId: string): Promise<PendingUploads> {
  const [row] = await pendingUploadsStatement(db).execute({ accountId });
  if (!row?.count || !row.oldest || !row.newest) return { count: 0, until: null, keptUntil: null };
  return {
    count: row.count,
    until: row.newest.toISOString(),
    keptUntil: new Date(row.oldest.getTime() + UPLOAD_CONFIRM_TTL_MS).toISOString(),
  };
}

/** The pending uploads an offer covered: those finished by `until` (uploads finishing later are offered next time). */
async function pendingUntil(db: Db, accountId: string, until: Date): Promise<string[]> {
  const rows = await db
    .select({ id: photoUploads.id })
    .from(photoUploads)
    .where(and(eq(photoUploads.accountId, accountId), eq(photoUploads.state, 'pending'), lte(photoUploads.finishedAt, until)))
    .orderBy(photoUploads.finishedAt);
  return rows.map((r) => r.id);
}

export async function confirmPendingUploads(db: Db, accountId: string, until: Date): Promise<ConfirmResult> {
  return confirmUploads(db, accountId, await pendingUntil(db, accountId, until));
}

export async function cancelPendingUploads(db: Db, accountId: string, until: Date): Promise<{ cancelled: string[] }> {
  return cancelUploads(db, accountId, await pendingUntil(db, accountId, until));
}

/** Periodic clean-up: unconfirmed uploads past the time limit and uploads never finished. */
export async function cleanUpUploads(db: Db, now = Date.now()): Promise<{ unconfirmed: number; incomplete: number }> {
  const stale = await db
    .select({ id: photoUploads.id, accountId: photoUploads.accountId, state: photoUploads.state })
    .from(photoUploads)
    .where(
      or(
        and(eq(photoUploads.state, 'pending'), lt(photoUploads.finishedAt, new Date(now - UPLOAD_CONFIRM_TTL_MS))),
        and(eq(photoUploads.state, 'receiving'), lt(photoUploads.createdAt, new Date(now - INCOMPLETE_UPLOAD_TTL_MS))),
      ),
    )
    .limit(1000);
  const byAccount = new Map<string, string[]>();
  for (const row of stale) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row.id]);
  for (const [accountId, ids] of byAccount) await cancelUploads(db, accountId, ids);
  // Finished rows are kept a while for status look-ups, then removed.
  await db
    .delete(photoUploads)
    .where(
      and(inArray(photoUploads.state, ['confirmed', 'cancelled', 'rejected']), lt(photoUploads.createdAt, new Date(now - 7 * 86_400_000))),
    );
  return {
    unconfirmed: stale.filter((r) => r.state !== 'receiving').length,
    incomplete: stale.filter((r) => r.state === 'receiving').length,
  };
}

export const jobHandlers: JobDefinition[] = [
  { type: 'uploads.cleanup', everyMs: jobSettings.cleanupEveryMs, handle: (_payload, { db }) => cleanUpUploads(db) },
];
