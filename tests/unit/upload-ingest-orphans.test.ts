import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, it, expect, vi } from 'vitest';
import { eq } from 'drizzle-orm';

// Blob storage reads DATA_DIR when it loads: a folder of this test's own, set before the project's modules load.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'ingest-orphans-'));

const { useTempDatabase } = await import('./support/temp-database');
const { newAccount } = await import('./support/accounts');
const { ingestImage } = await import('@/server/services/upload/ingest');
const { photoBlobKey, thumbnailWebpKey } = await import('@/server/services/photo-management/photos');
const { jobHandlers, THUMBNAIL_JOB } = await import('@/server/services/upload/thumbnail-job');
const { jobs } = await import('@/server/db/schema');
const { jobSettings } = await import('@/server/jobs/settings');

const temp = useTempDatabase('ingest-orphans');
/** Where the folder store keeps a blob. */
const localPath = (key: string) => path.join(process.env.DATA_DIR!, 'blobs', key);
afterAll(() => fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true }));

async function jpegFile(name: string, shade: number): Promise<string> {
  // In the data folder that afterAll removes.
  const file = path.join(fs.mkdtempSync(path.join(process.env.DATA_DIR!, 'ingest-src-')), name);
  await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 40 } } })
    .jpeg()
    .toFile(file);
  return file;
}

const account = async (email: string): Promise<string> => (await newAccount(temp.db, email)).id;

const cleanups = () => temp.db.select().from(jobs).where(eq(jobs.type, 'blobs.delete'));

describe('storing an upload', () => {
  it('keeps the original and no clean-up once the photo row is committed', async () => {
    const accountId = await account('kept@test.example');
    const { photoId, duplicate } = await ingestImage(temp.db, {
      accountId,
      file: await jpegFile('a.jpg', 10),
      move: true,
      localFileName: 'a.jpg',
      uploadId: 'u1',
      status: 'active',
    });
    expect(duplicate).toBe(false);
    expect(fs.existsSync(localPath(photoBlobKey(accountId, photoId)))).toBe(true);
    expect((await cleanups()).filter((j) => j.state === 'queued')).toEqual([]);
  });

  it('leaves a clean-up of the stored original queued while its row is not committed, as after a crash', async () => {
    const accountId = await account('crash@test.example');
    // The process "dies" inside the transaction: it never commits.
    const stalled = new Proxy(temp.db, {
      get: (target, prop) => (prop === 'transaction' ? () => new Promise(() => {}) : Reflect.get(target, prop)),
    });
    const before = Date.now();
    void ingestImage(stalled, {
      accountId,
      file: await jpegFile('b.jpg', 200),
      move: true,
      localFileName: 'b.jpg',
      uploadId: 'u2',
      status: 'active',
    });
    await vi.waitFor(async () => expect((await cleanups()).filter((j) => j.state === 'queued')).toHaveLength(1));
    const [job] = (await cleanups()).filter((j) => j.state === 'queued');
    const [key] = (job.payload as { keys: string[] }).keys;
    expect(key).toMatch(new RegExp(`^photos/${accountId}/[0-9a-f-]{36}/original$`));
    await vi.waitFor(() => expect(fs.existsSync(localPath(key))).toBe(true));
    // It waits one job lease, long enough for a living process to commit and cancel it.
    expect(job.runAfter.getTime()).toBeGreaterThanOrEqual(before + jobSettings.leaseMs - 1000);
  });
});

describe('the thumbnail job', () => {
  it('stores the grid sizes as JPEG and WebP; the preview size gets its WebP on its first request', async () => {
    const accountId = await account('thumbs@test.example');
    const { photoId } = await ingestImage(temp.db, {
      accountId,
      file: await jpegFile('c.jpg', 120),
      move: true,
      localFileName: 'c.jpg',
      uploadId: 'u3',
      status: 'active',
    });
    const job = jobHandlers.find((handler) => handler.type === THUMBNAIL_JOB)!;
    const context = { db: temp.db, job: {} as never, signal: new AbortController().signal };
    expect(await job.handle({ photoId }, context)).toEqual({ sizes: [300, 800, 1300] });

    const formatOf = async (key: string) => (await sharp(localPath(key)).metadata()).format;
    for (const size of [300, 800] as const) {
      const key = photoBlobKey(accountId, photoId, size);
      expect(await formatOf(key)).toBe('jpeg');
      expect(await formatOf(thumbnailWebpKey(key))).toBe('webp');
    }
    const preview = photoBlobKey(accountId, photoId, 1300);
    expect(await formatOf(preview)).toBe('jpeg');
    expect(fs.existsSync(localPath(thumbnailWebpKey(preview)))).toBe(false);
  });
});
