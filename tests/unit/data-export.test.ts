import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, it, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { readZip } from '../support/read-zip';

// Blob storage reads DATA_DIR when it loads: a folder of this test's own, set before the project's modules load.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'data-export-'));

const { useTempDatabase } = await import('./support/temp-database');
const { newAccount } = await import('./support/accounts');
const { putBlob, readBlobBuffer, blobSize } = await import('@/server/storage');
const { albums, albumPhotos, addresses, dataExports, jobs, mailOutbox, photos } = await import('@/server/db/schema');
const {
  requestDataExport,
  buildDataExport,
  dataExportBlobKey,
  dataExportStatus,
  listDataExports,
  dataExportUrl,
  cleanUpDataExports,
  EXPORT_RUNNING,
} = await import('@/server/services/downloads/data-export');
const { purgeAccountData } = await import('@/server/lifecycle');
const { DATA_EXPORT_AVAILABLE_MS, DATA_EXPORT_FILES } = await import('@/domain/data-export');
const { verifySignature } = await import('@/server/services/downloads/signing');

const temp = useTempDatabase('data-export');
afterAll(() => fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true }));

const account = async (email: string): Promise<string> =>
  (await newAccount(temp.db, email, { firstName: 'Ada', lastName: 'Export', channelId: 'fotoflux-nl' })).id;

/** An active photo whose original is stored with these bytes. */
async function photo(accountId: string, fileName: string, bytes: Buffer): Promise<string> {
  const id = randomUUID();
  const blobKey = `photos/${accountId}/${id}/original`;
  await putBlob(blobKey, bytes);
  await temp.db.insert(photos).values({
    id,
    accountId,
    localFileName: fileName,
    contentHash: randomUUID(),
    mime: 'image/jpeg',
    byteSize: bytes.length,
    width: 4,
    height: 3,
    status: 'active',
    blobKey,
  });
  return id;
}

const entriesOf = async (key: string) => new Map(readZip(await readBlobBuffer(key)).map((e) => [e.name, e.data]));
const jsonOf = (entries: Map<string, Buffer>, name: string) => JSON.parse(entries.get(name)!.toString('utf8'));

describe('personal data export', () => {
  it('zips every personal table as JSON and the originals, maps albums to them, mails the customer, and refuses a second run', async () => {
    const accountId = await account('export-one@test.example');
    const first = await photo(accountId, 'beach.jpg', Buffer.from('first original'));
    // Same file name twice: the zip keeps both under distinct names.
    const second = await photo(accountId, 'beach.jpg', Buffer.from('second original'));
    const [album] = await temp.db.insert(albums).values({ ownerId: accountId, name: 'Summer', photosCount: 2 }).returning();
    await temp.db.insert(albumPhotos).values([
      { albumId: album.id, photoId: first },
      { albumId: album.id, photoId: second },
    ]);
    await temp.db.insert(addresses).values({
      accountId,
      firstName: 'Ada',
      lastName: 'Export',
      street: 'Keizersgracht',
      houseNumber: '1',
      postalCode: '1015 CJ',
      city: 'Amsterdam',
      country: 'NL',
    });

    const started = await requestDataExport(temp.db, accountId, 'fotoflux-nl');
    expect(started.state).toBe('pending');
    await expect(requestDataExport(temp.db, accountId, 'fotoflux-nl')).rejects.toMatchObject({ status: 409, message: EXPORT_RUNNING });
    await expect(dataExportUrl(temp.db, accountId, started.id)).rejects.toMatchObject({ status: 409 });

    expect(await buildDataExport(temp.db, started.id)).toMatchObject({ size: expect.any(Number) });
    const [row] = await temp.db.select().from(dataExports).where(eq(dataExports.id, started.id));
    expect(row.state).toBe('ready');
    expect(row.expiresAt.getTime() - row.readyAt!.getTime()).toBe(DATA_EXPORT_AVAILABLE_MS);
    expect(await blobSize(row.blobKey!)).toBe(row.size);

    const entries = await entriesOf(row.blobKey!);
    expect([...entries.keys()]).toEqual([...Object.values(DATA_EXPORT_FILES), 'photos/beach.jpg', 'photos/beach (1).jpg']);
    expect(entries.get('photos/beach.jpg')!.toString()).toBe('first original');
    expect(entries.get('photos/beach (1).jpg')!.toString()).toBe('second original');
    const accountJson = jsonOf(entries, 'account.json');
    expect(accountJson.account).toMatchObject({ id: accountId, email: 'export-one@test.example' });
    expect(accountJson.details).toMatchObject({ firstName: 'Ada', lastName: 'Export' });
    expect(JSON.stringify(accountJson)).not.toMatch(/passwordHash|password_hash/);
    expect(jsonOf(entries, 'addresses.json')).toEqual([expect.objectContaining({ street: 'Keizersgracht', city: 'Amsterdam' })]);
    expect(jsonOf(entries, 'albums.json').albums).toEqual([
      expect.objectContaining({ id: album.id, name: 'Summer', photos: ['photos/beach.jpg', 'photos/beach (1).jpg'] }),
    ]);
    // Streamed element by element, still one valid JSON document.
    expect(jsonOf(entries, 'photos.json').map((p: { id: string; file: string }) => [p.id, p.file])).toEqual([
      [first, 'photos/beach.jpg'],
      [second, 'photos/beach (1).jpg'],
    ]);
    for (const name of ['orders.json', 'invoices.json', 'newsletter.json', 'projects.json', 'online-products.json'])
      expect(jsonOf(entries, name)).toEqual([]);

    const mails = await temp.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'export-one@test.example'), eq(mailOutbox.kind, 'data-export-ready')));
    expect(mails).toHaveLength(1);
    // In the language of the channel it was asked on, linking to the downloads page.
    expect(mails[0].subject).toContain('staan klaar om te downloaden');
    expect(mails[0].textBody).toMatch(/\/downloads\b/);

    const link = await dataExportUrl(temp.db, accountId, started.id);
    expect(link.url).toMatch(new RegExp(`/data-exports/${started.id}/file\\?expires=\\d+&signature=`));
    const signed = new URL(link.url, 'http://x').searchParams;
    const [expires, signature] = [Number(signed.get('expires')), signed.get('signature')!];
    expect(verifySignature(started.id, expires, signature, 'data-exports')).toBe(true);
    // A link of one kind never opens the other, even for the same id.
    expect(verifySignature(started.id, expires, signature, 'downloads')).toBe(false);
    // Another account learns nothing of it.
    const stranger = await account('export-stranger@test.example');
    await expect(dataExportStatus(temp.db, stranger, started.id)).rejects.toMatchObject({ status: 404 });
    await expect(dataExportUrl(temp.db, stranger, started.id)).rejects.toMatchObject({ status: 404 });
    expect((await listDataExports(temp.db, stranger)).items).toEqual([]);
    // Once the first is made, a new one may be asked for.
    expect((await requestDataExport(temp.db, accountId, 'fotoflux-nl')).state).toBe('pending');
  });

  it('is purged with its zip once no longer offered', async () => {
    const accountId = await account('export-expiry@test.example');
    await photo(accountId, 'a.jpg', Buffer.from('a'));
    const { id } = await requestDataExport(temp.db, accountId, 'pixelpress-uk');
    await buildDataExport(temp.db, id);
    const [row] = await temp.db.select().from(dataExports).where(eq(dataExports.id, id));

    await cleanUpDataExports(temp.db, new Date(row.expiresAt.getTime() - 1000));
    expect((await listDataExports(temp.db, accountId)).items.map((i) => i.id)).toEqual([id]);

    expect((await cleanUpDataExports(temp.db, new Date(row.expiresAt.getTime() + 1000))).removed).toBeGreaterThanOrEqual(1);
    expect(await temp.db.select().from(dataExports).where(eq(dataExports.id, id))).toEqual([]);
    const cleanups = await temp.db.select().from(jobs).where(eq(jobs.type, 'blobs.delete'));
    expect(cleanups.some((j) => (j.payload.keys as string[]).includes(row.blobKey!))).toBe(true);
  });

  it('leaves no zip when the export is gone before it is finished, and goes with a deleted account', async () => {
    const accountId = await account('export-gone@test.example');
    await photo(accountId, 'a.jpg', Buffer.from('a'));
    const gone = await requestDataExport(temp.db, accountId, 'pixelpress-uk');
    const building = buildDataExport(temp.db, gone.id);
    await temp.db.delete(dataExports).where(eq(dataExports.id, gone.id));
    expect(await building).toEqual({ skipped: 'export gone' });
    expect(await blobSize(dataExportBlobKey(accountId, gone.id))).toBeNull();

    const { id } = await requestDataExport(temp.db, accountId, 'pixelpress-uk');
    await buildDataExport(temp.db, id);
    const [row] = await temp.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(await blobSize(row.blobKey!)).toBeGreaterThan(0);
    await purgeAccountData(temp.db, accountId);
    expect(await temp.db.select().from(dataExports).where(eq(dataExports.accountId, accountId))).toEqual([]);
    expect(await blobSize(row.blobKey!)).toBeNull();
  });
});
