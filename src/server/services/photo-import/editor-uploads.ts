import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { editorUploads } from '../../db/schema';
import { putBlob } from '../../storage';
import { inspectImage } from '../../images/inspect';
import { checkEditorUploadLimits, lockAccountStorage } from '../upload/limits';
import type { EditorUpload as EditorUploadDto } from '@/domain/schemas/uploads';

const toDto = (row: typeof editorUploads.$inferSelect): EditorUploadDto => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  width: row.width,
  height: row.height,
  created: row.createdAt.toISOString(),
  photoId: row.importedPhotoId,
});

export const editorBlobKey = (id: string) => `editor-uploads/${id}`;

/**
 * Stores a file uploaded in the product editor (judged by its bytes like any upload), within the
 * account's storage limits (throws UploadRefused; the demo's anonymous uploads have no account).
 */
export async function addEditorUpload(db: Db, accountId: string | null, fileName: string, data: Buffer): Promise<EditorUploadDto> {
  const id = randomUUID();
  const temp = path.join(os.tmpdir(), `editor-upload-${id}`);
  await fsp.writeFile(temp, data);
  try {
    const image = await inspectImage(temp);
    const key = editorBlobKey(id);
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      if (accountId) {
        await lockAccountStorage(txDb, accountId);
        await checkEditorUploadLimits(txDb, accountId, data.length);
      }
      await putBlob(key, data);
      const [row] = await txDb
        .insert(editorUploads)
        .values({
          id,
          accountId,
          fileName,
          contentType: image.mime,
          blobKey: key,
          size: data.length,
          width: image.width,
          height: image.height,
        })
        .returning();
      return toDto(row);
    });
  } finally {
    await fsp.rm(temp, { force: true });
  }
}

/** GET /uploads/{id}?accountId=: one editor upload of the caller. */
export async function editorUpload(db: Db, accountId: string, id: string): Promise<EditorUploadDto | null> {
  const [row] = await db
    .select()
    .from(editorUploads)
    .where(and(eq(editorUploads.id, id), eq(editorUploads.accountId, accountId)));
  return row ? toDto(row) : null;
}

/**
 * POST /getanonymousuploads: the anonymous editor uploads with these ids (a browser holds the ids of
 * what it uploaded before signing in). They become the caller's, so activation imports them.
 */
export async function claimAnonymousUploads(db: Db, accountId: string, ids: readonly string[]): Promise<EditorUploadDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(editorUploads)
    .set({ accountId })
    .where(and(inArray(editorUploads.id, [...ids]), isNull(editorUploads.accountId)))
    .returning();
  return rows.map(toDto);
}
