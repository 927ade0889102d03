import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';

// Blob storage reads DATA_DIR when it loads: a folder of this test's own, set before the project's modules load.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-trash-'));

const { useTempDatabase } = await import('./support/temp-database');
const { newAccount } = await import('./support/accounts');
const { putBlob, blobSize } = await import('@/server/storage');
const { deleteAllPhotos, insertPhotos, photoBlobKey } = await import('@/server/services/photo-management/photos');
const { addPhotosToAlbum, createAlbum, getAlbum } = await import('@/server/services/photo-management/albums');
const { libraryCounts, timelineCounts } = await import('@/server/services/photo-management/counts');
const { libraryListing, albumListing, listingIds } = await import('@/server/services/photo-management/listings');
const { createTempSelection, getTempSelection } = await import('@/server/services/photo-management/temp-selections');
const trash = await import('@/server/services/photo-management/trash');
const { photos } = await import('@/server/db/schema');
const { TRASH_RETENTION_DAYS } = await import('@/domain/constants');
const { trashDaysLeft, trashExpiry } = await import('@/domain/photos/trash');

const temp = useTempDatabase('photos-trash');
afterAll(() => fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true }));

const sort = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;

async function library(email: string, dates: string[]) {
  const accountId = (await newAccount(temp.db, email)).id;
  const rows = await insertPhotos(
    temp.db,
    dates.map((dateTaken, i) => ({
      accountId,
      localFileName: `p${i}.jpg`,
      contentHash: `${email}-${i}`,
      mime: 'image/jpeg',
      width: 40,
      height: 30,
      dateTaken,
      status: 'active' as const,
      thumbnails: [{ id: 300, width: 40, height: 30, key: `${photoBlobKey(accountId, '')}x` }],
    })),
  );
  for (const row of rows) await putBlob(row.blobKey, Buffer.from('jpeg bytes'));
  return { accountId, ids: rows.map((r) => r.id) };
}

const counts = async (accountId: string) => ({
  tabs: await libraryCounts(temp.db, accountId, true),
  timeline: (await timelineCounts(temp.db, accountId)).timeline,
});

describe('Recently deleted: days left', () => {
  it('counts whole days up to the purge and never below zero', () => {
    const trashedAt = '2026-11-01T10:00:00.000Z';
    expect(trashExpiry(trashedAt)).toBe(new Date(Date.parse(trashedAt) + TRASH_RETENTION_DAYS * 86_400_000).toISOString());
    expect(trashDaysLeft(trashedAt, new Date('2026-11-01T10:00:00.000Z'))).toBe(30);
    expect(trashDaysLeft(trashedAt, new Date('2026-11-30T11:00:00.000Z'))).toBe(1);
    expect(trashDaysLeft(trashedAt, new Date('2026-12-05T00:00:00.000Z'))).toBe(0);
  });
});

describe('Recently deleted: the service', () => {
  it('a deleted photo leaves listings, counts and its album; restore puts it back in both', async () => {
    const { accountId, ids } = await library('trash-one@test.example', [
      '2024-08-01 10:00:00',
      '2024-08-02 10:00:00',
      '2023-01-05 09:00:00',
    ]);
    const { albumId } = await createAlbum(temp.db, accountId, 'Holiday');
    await addPhotosToAlbum(temp.db, accountId, albumId, [ids[0], ids[1]]);
    expect((await counts(accountId)).tabs.photosCount).toBe(3);

    expect(await trash.trashPhotos(temp.db, accountId, [ids[1], ids[2]])).toEqual({ failed: [] });
    expect(await listingIds(temp.db, libraryListing(accountId, sort))).toEqual([ids[0]]);
    expect(await listingIds(temp.db, albumListing(albumId, sort))).toEqual([ids[0]]);
    expect((await getAlbum(temp.db, accountId, albumId)).photosCount).toBe(1);
    const during = await counts(accountId);
    expect(during.tabs.photosCount).toBe(1);
    expect(during.timeline).toEqual({ '2024': { '8': 1 } });

    const page = await trash.trashPage(temp.db, accountId, { limit: 10 });
    expect(page.count).toBe(2);
    expect(page.images.map((p) => p.imageId).sort()).toEqual([ids[1], ids[2]].sort());
    expect(trashDaysLeft(page.images[0].trashedAt)).toBe(TRASH_RETENTION_DAYS);
    // A retried delete succeeds; someone else's photo or an unknown id fails.
    const other = await library('trash-other@test.example', ['2024-01-01 00:00:00']);
    expect(await trash.trashPhotos(temp.db, accountId, [ids[1], other.ids[0]])).toEqual({ failed: [other.ids[0]] });

    expect(await trash.restorePhotos(temp.db, accountId, [ids[1]])).toEqual({ failed: [] });
    expect(await listingIds(temp.db, albumListing(albumId, sort))).toEqual([ids[1], ids[0]]);
    expect((await getAlbum(temp.db, accountId, albumId)).photosCount).toBe(2);
    expect((await counts(accountId)).tabs.photosCount).toBe(2);
    expect((await trash.trashPage(temp.db, accountId, { limit: 10 })).count).toBe(1);
    // Restoring a photo that is not in the trash fails only when it is not the caller's.
    expect(await trash.restorePhotos(temp.db, accountId, [ids[0], other.ids[0]])).toEqual({ failed: [other.ids[0]] });
  });

  it('an album cover that goes to the trash gives way to another photo and comes back with restore', async () => {
    const { accountId, ids } = await library('trash-cover@test.example', ['2024-05-01 10:00:00', '2024-05-02 10:00:00']);
    const { albumId } = await createAlbum(temp.db, accountId, 'Covers');
    await addPhotosToAlbum(temp.db, accountId, albumId, [ids[0]]);
    await addPhotosToAlbum(temp.db, accountId, albumId, [ids[1]]);
    expect((await getAlbum(temp.db, accountId, albumId)).coverPhoto?.imageId).toBe(ids[0]);
    await trash.trashPhotos(temp.db, accountId, [ids[0]]);
    expect((await getAlbum(temp.db, accountId, albumId)).coverPhoto?.imageId).toBe(ids[1]);
    await trash.trashPhotos(temp.db, accountId, [ids[1]]);
    expect((await getAlbum(temp.db, accountId, albumId)).coverPhoto).toBeNull();
    await trash.restoreAllPhotos(temp.db, accountId);
    expect((await getAlbum(temp.db, accountId, albumId)).photosCount).toBe(2);
    expect((await getAlbum(temp.db, accountId, albumId)).coverPhoto).not.toBeNull();
  });

  it('delete all fills the trash; the trash pages newest deleted first; empty trash removes the files', async () => {
    const { accountId, ids } = await library('trash-all@test.example', [
      '2024-01-01 00:00:00',
      '2024-02-01 00:00:00',
      '2024-03-01 00:00:00',
    ]);
    await trash.trashPhotos(temp.db, accountId, [ids[2]]);
    await temp.db.execute(sql`UPDATE photos SET trashed_at = now() - interval '1 hour' WHERE id = ${ids[2]}`);
    // Undo of a delete all restores what it moved, not what was in the trash before.
    const { since } = await trash.trashAllPhotos(temp.db, accountId);
    expect((await counts(accountId)).tabs.photosCount).toBe(0);
    await trash.restoreAllPhotos(temp.db, accountId, since);
    expect(await trash.trashIds(temp.db, accountId)).toEqual([ids[2]]);
    await trash.trashAllPhotos(temp.db, accountId);
    const first = await trash.trashPage(temp.db, accountId, { limit: 2 });
    expect(first.count).toBe(3);
    expect(first.cursor).not.toBeNull();
    const second = await trash.trashPage(temp.db, accountId, { limit: 2, cursor: first.cursor! });
    expect(second.images.map((p) => p.imageId)).toEqual([ids[2]]);
    expect(await trash.trashIds(temp.db, accountId)).toEqual([...first.images, ...second.images].map((p) => p.imageId));

    // Delete forever refuses a photo that is not in the trash.
    const kept = await library('trash-kept@test.example', ['2024-01-01 00:00:00']);
    expect(await trash.deleteTrashedPhotos(temp.db, kept.accountId, kept.ids)).toEqual({ failed: kept.ids });
    expect(await blobSize(photoBlobKey(kept.accountId, kept.ids[0]))).not.toBeNull();

    await trash.deleteTrashedPhotos(temp.db, accountId, [ids[0]]);
    expect(await blobSize(photoBlobKey(accountId, ids[0]))).toBeNull();
    await trash.emptyTrash(temp.db, accountId);
    expect(await trash.trashIds(temp.db, accountId)).toEqual([]);
    expect(await temp.db.select().from(photos).where(eq(photos.accountId, accountId))).toEqual([]);
    for (const id of ids) expect(await blobSize(photoBlobKey(accountId, id))).toBeNull();
  });

  it('the purge deletes only photos trashed longer than the retention, with their files', async () => {
    const { accountId, ids } = await library('trash-purge@test.example', [
      '2024-01-01 00:00:00',
      '2024-01-02 00:00:00',
      '2024-01-03 00:00:00',
    ]);
    await trash.trashPhotos(temp.db, accountId, [ids[0], ids[1]]);
    await temp.db.execute(
      sql`UPDATE photos SET trashed_at = now() - make_interval(days => ${TRASH_RETENTION_DAYS}, hours => 1) WHERE id = ${ids[0]}`,
    );
    expect((await trash.purgeExpiredTrash(temp.db)).purged).toBe(1);
    expect(await blobSize(photoBlobKey(accountId, ids[0]))).toBeNull();
    expect(await blobSize(photoBlobKey(accountId, ids[1]))).not.toBeNull();
    expect(await trash.trashIds(temp.db, accountId)).toEqual([ids[1]]);
    expect((await counts(accountId)).tabs.photosCount).toBe(1);
    // Account deletion removes the library and the trash at once, files too.
    await deleteAllPhotos(temp.db, accountId);
    expect(await temp.db.select().from(photos).where(eq(photos.accountId, accountId))).toEqual([]);
    for (const id of ids) expect(await blobSize(photoBlobKey(accountId, id))).toBeNull();
  });

  it('an order-prints selection reads only the photos still in the library', async () => {
    const { accountId, ids } = await library('trash-prints@test.example', ['2024-01-01 00:00:00', '2024-01-02 00:00:00']);
    const { tempSelectionId } = await createTempSelection(temp.db, accountId, ids);
    await trash.trashPhotos(temp.db, accountId, [ids[0]]);
    expect((await getTempSelection(temp.db, accountId, tempSelectionId)).photoIds).toEqual([ids[1]]);
    await trash.trashPhotos(temp.db, accountId, [ids[1]]);
    await expect(getTempSelection(temp.db, accountId, tempSelectionId)).rejects.toThrow('Selection not found or expired');
    await trash.restorePhotos(temp.db, accountId, ids);
    expect((await getTempSelection(temp.db, accountId, tempSelectionId)).photoIds).toEqual(ids);
  });
});
