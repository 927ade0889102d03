import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '@/server/storage/blob-store';
import { folderStore } from '@/server/storage/folder-store';
import { s3Store } from '@/server/storage/s3-store';
import { radosgwInstalled, startRadosgw } from '../support/radosgw.mjs';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function keys(store: BlobStore, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const blob of store.list(prefix)) found.push(blob.key);
  return found.sort();
}

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** What every blob store does, whatever keeps the bytes. */
function behavesAsABlobStore(name: string, open: () => BlobStore) {
  describe(`the ${name}`, () => {
    let store: BlobStore;
    beforeAll(() => {
      store = open();
    });

    it('answers what was put, its size, and nothing for a key never put', async () => {
      expect(await store.put('photos/a1/p1/original', Buffer.from('hello'))).toBe(5);
      expect((await store.readBuffer('photos/a1/p1/original')).toString()).toBe('hello');
      expect(await store.size('photos/a1/p1/original')).toBe(5);
      expect(await store.size('photos/a1/none/original')).toBeNull();
      await expect(store.readBuffer('photos/a1/none/original')).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(text(store.read('photos/a1/none/original'))).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('reads a range of bytes', async () => {
      await store.put('photos/a1/p2/original', Buffer.from('0123456789'));
      expect(await text(store.read('photos/a1/p2/original', { start: 2, end: 5 }))).toBe('2345');
    });

    it('reads on after many readers gave up before the bytes came', async () => {
      const data = crypto.randomBytes(128 * 1024).toString('hex');
      await store.put('photos/a1/p3/original', Buffer.from(data));
      // More than the S3 client's 50 sockets: a reader gone early must not keep one.
      for (let i = 0; i < 60; i++) store.read('photos/a1/p3/original').destroy();
      expect(await text(store.read('photos/a1/p3/original'))).toBe(data);
    }, 20_000);

    it('writes a stream larger than several multipart parts whole, and counts its bytes', async () => {
      const data = crypto.randomBytes(19 * 1024 * 1024);
      const chunks = [data.subarray(0, 7_000_000), data.subarray(7_000_000, 15_000_000), data.subarray(15_000_000)];
      expect(await store.put('downloads/a1/big.zip', Readable.from(chunks))).toBe(data.length);
      expect(sha256(await store.readBuffer('downloads/a1/big.zip'))).toBe(sha256(data));
    });

    it('fails a write whose stream fails, and keeps no blob of it', async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024));
          this.destroy(new Error('source broke'));
        },
      });
      await expect(store.put('downloads/a1/broken.zip', failing)).rejects.toThrow();
      expect(await store.size('downloads/a1/broken.zip')).toBeNull();
    });

    it('lists and deletes a folder without touching a sibling whose name starts the same', async () => {
      await store.put('photos/b1/p1/original', Buffer.from('x'));
      await store.put('photos/b1/p1/thumb.jpg', Buffer.from('y'));
      await store.put('photos/b10/p1/original', Buffer.from('z'));
      expect(await keys(store, 'photos/b1')).toEqual(['photos/b1/p1/original', 'photos/b1/p1/thumb.jpg']);
      await store.deletePrefix('photos/b1');
      expect(await keys(store, 'photos/b1')).toEqual([]);
      expect(await keys(store, 'photos/b10')).toEqual(['photos/b10/p1/original']);
    });

    it('copies, deletes and adopts a local file', async () => {
      await store.put('editor-uploads/e1', Buffer.from('editor'));
      await store.copy('editor-uploads/e1', 'photos/c1/p1/original');
      expect((await store.readBuffer('photos/c1/p1/original')).toString()).toBe('editor');
      await store.delete('editor-uploads/e1');
      expect(await store.size('editor-uploads/e1')).toBeNull();
      const local = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'adopt-')), 'upload');
      fs.writeFileSync(local, 'uploaded');
      await store.adoptFile('photos/c1/p2/original', local);
      expect(fs.existsSync(local)).toBe(false);
      expect((await store.readBuffer('photos/c1/p2/original')).toString()).toBe('uploaded');
    });

    it('lends a local file with the bytes', async () => {
      await store.put('photos/d1/p1/original', Buffer.from('local'));
      let lent = '';
      const read = await store.withLocalFile('photos/d1/p1/original', async (file) => {
        lent = file;
        return fs.readFileSync(file, 'utf8');
      });
      expect(read).toBe('local');
      // A temporary copy is gone afterwards; the folder store lends its own file.
      expect(fs.existsSync(lent)).toBe(store.kind === 'folder');
    });
  });
}

describe('blob stores', () => {
  const folderRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-store-'));
  afterAll(() => fs.rmSync(folderRoot, { recursive: true, force: true }));
  behavesAsABlobStore('folder store', () => folderStore(folderRoot));

  it('the folder store has no direct URLs: the app serves its bytes', async () => {
    expect(await folderStore(folderRoot).directUrl('photos/a/p/original', {} as never)).toBeNull();
    expect(folderStore(folderRoot).publicOrigin).toBeNull();
  });

  it('the folder store refuses a key leaving its folder', async () => {
    await expect(folderStore(folderRoot).put('../outside', Buffer.from('x'))).rejects.toThrow('invalid blob key');
  });
});

// Debian's radosgw and Ceph daemons: `.ci/run` installs them; without them this part cannot run.
describe.skipIf(!radosgwInstalled())('blob stores on Ceph RADOS Gateway', () => {
  let cluster: Awaited<ReturnType<typeof startRadosgw>> | undefined;
  const dir = path.join(os.tmpdir(), `radosgw-blob-stores-${process.pid}`);
  beforeAll(async () => {
    cluster = await startRadosgw({ dir, bucket: 'blob-store-tests' });
  }, 120_000);
  afterAll(() => cluster?.stop());

  behavesAsABlobStore('S3 store', () => s3Store(cluster!.settings));

  it('answers a presigned URL with the bytes and the headers asked for, until it expires', async () => {
    const store = s3Store(cluster!.settings);
    await store.put('photos/e1/p1/original', Buffer.from('jpeg bytes'));
    const download = {
      contentType: 'image/jpeg',
      contentDisposition: 'attachment; filename="IMG_1.jpg"',
      cacheControl: 'private, no-store',
      expiresInSeconds: 2,
    };
    const url = (await store.directUrl('photos/e1/p1/original', download))!;
    expect(new URL(url).origin).toBe(store.publicOrigin);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="IMG_1.jpg"');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.text()).toBe('jpeg bytes');

    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect((await fetch(url)).status).toBe(403);
    // A URL for another key is not made from this one: changing the key breaks the signature.
    const other = (await store.directUrl('photos/e1/p1/original', { ...download, expiresInSeconds: 60 }))!.replace('/p1/', '/p2/');
    expect((await fetch(other)).status).toBe(403);
  });

  it('signs the same URL for the same window, so a browser cache can answer it', async () => {
    const store = s3Store(cluster!.settings);
    await store.put('photos/e1/p1/thumb.jpg', Buffer.from('thumb'));
    const signedAt = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const thumb = {
      contentType: 'image/jpeg',
      contentDisposition: 'inline',
      cacheControl: 'private, max-age=31536000, immutable',
      expiresInSeconds: 7200,
      signedAt,
    };
    const first = await store.directUrl('photos/e1/p1/thumb.jpg', thumb);
    expect(await store.directUrl('photos/e1/p1/thumb.jpg', thumb)).toBe(first);
    const answer = await fetch(first!);
    expect(answer.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(await answer.text()).toBe('thumb');
  });
});
