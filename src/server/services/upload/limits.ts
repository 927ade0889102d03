import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { editorUploads, photos, photoUploads } from '../../db/schema';
import { serverConfig } from '../../config';
import { MAX_UPLOAD_BYTES } from '../../images/limits';
import {
  EDITOR_UPLOADS_WAITING_ANSWER,
  UPLOAD_LIMIT_ANSWER,
  type UploadLimitRefusal,
  type UploadRefusal,
} from '@/domain/photos/upload-limits';

/**
 * The one home of an account's storage limits, applied on every path that stores a photo's bytes: tus
 * uploads, editor uploads (photo import) and their import into the library on activation.
 */

/** A refusal of an upload: the HTTP status, the en-GB message and, for a refused image or a limit, its code. */
export class UploadRefused extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code?: UploadRefusal,
  ) {
    super(message);
  }
}

const limitReached = (code: UploadLimitRefusal) =>
  new UploadRefused(UPLOAD_LIMIT_ANSWER[code].status, UPLOAD_LIMIT_ANSWER[code].message, code);

/**
 * Bytes an account's storage holds: its photos' originals (Recently deleted too), its unfinished tus uploads
 * at their declared size (unknown: the largest allowed) and, unless left out, its editor uploads not yet
 * imported (those being imported are counted once they are photos).
 */
async function storageInUse(db: Db, accountId: string, { editorUploadsToo = true } = {}): Promise<number> {
  // One after the other: `db` is often a transaction, whose one connection takes one statement at a time.
  const [open] = await db
    .select({ bytes: sql<string>`coalesce(sum(coalesce(${photoUploads.declaredSize}, ${MAX_UPLOAD_BYTES})), 0)` })
    .from(photoUploads)
    .where(and(eq(photoUploads.accountId, accountId), eq(photoUploads.state, 'receiving')));
  const [stored] = await db
    .select({ bytes: sql<string>`coalesce(sum(${photos.byteSize}), 0)` })
    .from(photos)
    .where(eq(photos.accountId, accountId));
  const [editor] = editorUploadsToo
    ? await db
        .select({ bytes: sql<string>`coalesce(sum(${editorUploads.size}), 0)` })
        .from(editorUploads)
        .where(and(eq(editorUploads.accountId, accountId), isNull(editorUploads.importedPhotoId)))
    : [{ bytes: '0' }];
  return Number(open?.bytes ?? 0) + Number(stored?.bytes ?? 0) + Number(editor?.bytes ?? 0);
}

/** Refuses (507, storageFull) `bytes` more when they would take the account past its storage quota. */
export async function checkStorageRoom(db: Db, accountId: string, bytes: number, options?: { editorUploadsToo?: boolean }): Promise<void> {
  if ((await storageInUse(db, accountId, options)) + bytes > serverConfig.storageQuotaBytes) throw limitReached('storageFull');
}

/**
 * Serialises the storing checks of one account until the transaction ends, so that parallel requests
 * cannot each find room for their file and together pass the quota.
 */
export async function lockAccountStorage(db: Db, accountId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`storage ${accountId}`}))`);
}

/** A new tus upload of `size` bytes (unknown: the largest allowed): the open uploads' count, then the quota. */
export async function checkUploadLimits(db: Db, accountId: string, size: number | null): Promise<void> {
  const [open] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(photoUploads)
    .where(and(eq(photoUploads.accountId, accountId), eq(photoUploads.state, 'receiving')));
  if ((open?.count ?? 0) >= serverConfig.maxOpenUploads) throw limitReached('tooManyUploads');
  await checkStorageRoom(db, accountId, size ?? MAX_UPLOAD_BYTES);
}

/** A new editor upload of `size` bytes: the editor uploads waiting for import, then the quota. */
export async function checkEditorUploadLimits(db: Db, accountId: string, size: number): Promise<void> {
  const [waiting] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(editorUploads)
    .where(and(eq(editorUploads.accountId, accountId), isNull(editorUploads.importedPhotoId)));
  if ((waiting?.count ?? 0) >= serverConfig.maxPendingEditorUploads) {
    const { status, message, code } = EDITOR_UPLOADS_WAITING_ANSWER;
    throw new UploadRefused(status, message, code);
  }
  await checkStorageRoom(db, accountId, size);
}
