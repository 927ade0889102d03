import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

// Blob storage reads DATA_DIR when it loads, the scan its grace: set before the project's modules load.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'blob-orphans-'));
process.env.BLOB_ORPHAN_GRACE_MS = '60000';

const { useTempDatabase } = await import('./support/temp-database');
const { newAccount } = await import('./support/accounts');
const { ingestImage } = await import('@/server/services/upload/ingest');
const { putBlob, blobSize } = await import('@/server/storage');
const { photoBlobKey } = await import('@/server/services/photo-management/photos');
const { findOrphans } = await import('@/server/jobs/blob-orphans');
const { photos, editorUploads } = await import('@/server/db/schema');

const temp = useTempDatabase('blob-orphans');
afterAll(() => fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true }));

async function jpegFile(shade: number): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(process.env.DATA_DIR!, 'src-')), 'a.jpg');
  await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: shade, g: 90, b: 40 } } })
    .jpeg()
    .toFile(file);
  return file;
}

/** A time after the grace: what the scan sees a day later. */
const later = () => Date.now() + 120_000;

describe('the orphan scan', () => {
  it('removes blobs no row points at once past the grace, keeps the rest, and reports rows without blobs', async () => {
    const accountId = (await newAccount(temp.db, 'orphans@test.example')).id;
    const { photoId } = await ingestImage(temp.db, {
      accountId,
      file: await jpegFile(10),
      move: true,
      localFileName: 'kept.jpg',
      uploadId: 'u1',
      status: 'active',
    });
    const kept = photoBlobKey(accountId, photoId);
    const strayPhoto = photoBlobKey(accountId, '00000000-0000-4000-8000-000000000001');
    const strayThumb = photoBlobKey(accountId, '00000000-0000-4000-8000-000000000001', 300);
    const strayZip = `downloads/${accountId}/00000000-0000-4000-8000-000000000002.zip`;
    const strayEditorUpload = 'editor-uploads/00000000-0000-4000-8000-000000000003';
    for (const key of [strayPhoto, strayThumb, strayZip, strayEditorUpload]) await putBlob(key, Buffer.from('stray'));
    const keptEditorUpload = 'editor-uploads/00000000-0000-4000-8000-000000000004';
    await putBlob(keptEditorUpload, Buffer.from('waiting'));
    await temp.db
      .insert(editorUploads)
      .values({ accountId, blobKey: keptEditorUpload, fileName: 'e.jpg', contentType: 'image/jpeg', size: 7 });

    // Within the grace nothing goes: a row may still be on its way.
    expect((await findOrphans(temp.db)).removed).toBe(0);
    expect(await blobSize(strayPhoto)).toBe(5);

    // A photo row whose original is gone is reported, not changed.
    const [missing] = await temp.db
      .insert(photos)
      .values({
        accountId,
        localFileName: 'gone.jpg',
        contentHash: 'f'.repeat(64),
        mime: 'image/jpeg',
        byteSize: 10,
        width: 1,
        height: 1,
        status: 'active',
        blobKey: photoBlobKey(accountId, '00000000-0000-4000-8000-000000000005'),
        uploadEnd: new Date(Date.now() - 86_400_000).toISOString(),
      } as typeof photos.$inferInsert)
      .returning({ id: photos.id, blobKey: photos.blobKey });

    const report = await findOrphans(temp.db, later());
    expect(report.removed).toBe(4);
    expect(report.missing).toEqual([{ photoId: missing.id, blobKey: missing.blobKey }]);
    for (const key of [strayPhoto, strayThumb, strayZip, strayEditorUpload]) expect(await blobSize(key)).toBeNull();
    expect(await blobSize(kept)).not.toBeNull();
    expect(await blobSize(keptEditorUpload)).toBe(7);
    expect((await temp.db.select().from(photos)).map((p) => p.id).sort()).toEqual([photoId, missing.id].sort());
  });
});
