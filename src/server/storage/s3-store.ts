import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { missingBlob, type BlobData, type BlobStore, type DirectDownload, type StoredBlob } from './blob-store.ts';

export interface S3Settings {
  endpoint?: string;
  /** The endpoint browsers reach the bucket at, when it differs from the servers' one. */
  publicEndpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Multipart part size of streamed writes: the most a write holds in memory per part in flight. */
const PART_SIZE = 8 * 1024 * 1024;

/** The client options shared by the blob store and tus's S3 store. */
export function s3ClientConfig(settings: S3Settings, endpoint = settings.endpoint): S3ClientConfig {
  return {
    endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: several S3-compatible services (older Ceph, MinIO) refuse
    // the newer default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** A folder prefix as S3 lists it: `photos/a` covers `photos/a/…`, never `photos/ab/…`. */
const folderPrefix = (prefix: string) => (prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`);

function assertKey(key: string): void {
  if (key === '' || key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`invalid blob key: ${key}`);
}

/** The origin presigned URLs point at: the bucket's own host unless buckets are addressed by path. */
function browserOrigin(settings: S3Settings): string {
  const endpoint = new URL(settings.publicEndpoint ?? settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  return settings.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

/** The S3 store: one object per blob in one bucket of any S3-compatible service. Browsers fetch bytes through presigned URLs. */
export function s3Store(settings: S3Settings): BlobStore {
  const client = new S3Client(s3ClientConfig(settings));
  const signer = settings.publicEndpoint ? new S3Client(s3ClientConfig(settings, settings.publicEndpoint)) : client;
  const Bucket = settings.bucket;

  async function* list(prefix: string): AsyncGenerator<StoredBlob> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: folderPrefix(prefix), ContinuationToken }));
      for (const item of page.Contents ?? [])
        if (item.Key) yield { key: item.Key, size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** Aborts multipart uploads of the key a killed process left behind (their parts would be kept, and billed). */
  async function abortUnfinishedWrites(key: string): Promise<void> {
    const { Uploads = [] } = await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: key }));
    for (const upload of Uploads.filter((u) => u.Key === key))
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: upload.UploadId })).catch(() => {});
  }

  async function deleteKeys(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
    const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
    if (failed.length > 0) throw new Error(`could not delete ${failed.length} blobs: ${failed[0]?.Code} ${failed[0]?.Message}`);
  }

  const store: BlobStore = {
    kind: 's3',
    publicOrigin: browserOrigin(settings),

    async put(key: string, data: BlobData): Promise<number> {
      assertKey(key);
      if (Buffer.isBuffer(data) || data instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data }));
        return data.byteLength;
      }
      // Streamed as multipart, a part at a time: a zip of any size never sits in memory whole.
      await abortUnfinishedWrites(key);
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const source = data as Readable;
      source.once('error', (error: Error) => counted.destroy(error));
      source.pipe(counted);
      await new Upload({ client, params: { Bucket, Key: key, Body: counted }, partSize: PART_SIZE, queueSize: 2 }).done();
      return size;
    },

    async adoptFile(key: string, localFile: string): Promise<void> {
      assertKey(key);
      const { size } = await fsp.stat(localFile);
      if (size <= PART_SIZE) await client.send(new PutObjectCommand({ Bucket, Key: key, Body: await fsp.readFile(localFile) }));
      else
        await new Upload({
          client,
          params: { Bucket, Key: key, Body: fs.createReadStream(localFile) },
          partSize: PART_SIZE,
          queueSize: 2,
        }).done();
      await fsp.rm(localFile, { force: true });
    },

    async copy(fromKey: string, toKey: string): Promise<void> {
      assertKey(toKey);
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource: `${Bucket}/${encodeURIComponent(fromKey)}` }));
      } catch (error) {
        throw isMissing(error) ? missingBlob(fromKey) : error;
      }
    },

    read(key: string, range?: { start: number; end?: number }): Readable {
      const out = new PassThrough();
      const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
      // A reader gone before S3 answered must not leave the answer holding one of the client's sockets.
      const asked = new AbortController();
      out.once('close', () => asked.abort());
      client.send(new GetObjectCommand({ Bucket, Key: key, Range }), { abortSignal: asked.signal }).then(
        (answer) => {
          const body = answer.Body as Readable;
          if (out.destroyed) {
            body.destroy();
            return;
          }
          body.once('error', (error) => out.destroy(error));
          out.once('close', () => body.destroy());
          body.pipe(out);
        },
        (error: unknown) => out.destroy(isMissing(error) ? missingBlob(key) : (error as Error)),
      );
      return out;
    },

    async readBuffer(key: string): Promise<Buffer> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        throw isMissing(error) ? missingBlob(key) : error;
      }
    },

    async size(key: string): Promise<number | null> {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deletePrefix(prefix: string): Promise<void> {
      let batch: string[] = [];
      for await (const { key } of list(prefix)) {
        batch.push(key);
        if (batch.length === 1000) {
          await deleteKeys(batch);
          batch = [];
        }
      }
      await deleteKeys(batch);
    },

    list,

    async withLocalFile(key, use) {
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'blob-'));
      const file = path.join(dir, path.basename(key));
      try {
        await pipeline(store.read(key), fs.createWriteStream(file));
        return await use(file);
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    },

    directUrl(key: string, download: DirectDownload): Promise<string> {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: download.contentType,
        ResponseContentDisposition: download.contentDisposition,
        ResponseCacheControl: download.cacheControl,
      });
      return getSignedUrl(signer, command, { expiresIn: download.expiresInSeconds, signingDate: download.signedAt });
    },
  };
  return store;
}
