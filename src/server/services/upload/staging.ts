import fsp from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { serverConfig } from '../../config';
import { blobStore, withLocalBlob } from '../../storage';
import { s3ClientConfig, type S3Settings } from '../../storage/s3-store';

/** Multipart part size of uploads staged in S3 (S3's least is 5 MiB). */
const S3_PART_SIZE = 8 * 1024 * 1024;

/**
 * Where tus keeps uploads while their bytes arrive: the folder DATA_DIR/upload-staging beside the blob
 * folder (a finished file is moved, not copied), or, with the S3 store, the bucket itself as multipart
 * uploads (`<id>` and tus's `<id>.info`, `<id>.part`), so any instance resumes any upload.
 */
export interface Staging {
  readonly store: FileStore | S3Store;
  /** Runs `use` with the finished upload's bytes as a local file (the staged file itself or a temporary copy). */
  withFile<T>(id: string, use: (file: string) => Promise<T>): Promise<T>;
  /** When the finished upload's bytes were last written (ms), or null when none are staged whole. */
  writtenAt(id: string): Promise<number | null>;
  remove(id: string): Promise<void>;
}

/** Staging folder of incoming uploads; on the same volume as the blobs so a finished file is moved, not copied. */
export const stagingDir = () => path.join(serverConfig.dataDir, 'upload-staging');

function folderStaging(): Staging {
  const store = new FileStore({ directory: stagingDir() });
  const fileOf = (id: string) => path.join(stagingDir(), id);
  return {
    store,
    withFile: (id, use) => use(fileOf(id)),
    writtenAt: async (id) => (await fsp.stat(fileOf(id)).catch(() => null))?.mtimeMs ?? null,
    async remove(id) {
      await store.remove(id).catch(() => {});
      // The store removes its files only for uploads it still knows; make sure nothing is left.
      await Promise.all([fsp.rm(fileOf(id), { force: true }), fsp.rm(`${fileOf(id)}.json`, { force: true })]);
    },
  };
}

function s3Staging(settings: S3Settings): Staging {
  const config = s3ClientConfig(settings);
  const store = new S3Store({ partSize: S3_PART_SIZE, s3ClientConfig: { ...config, bucket: settings.bucket } });
  const client = new S3Client(config);
  const blobs = blobStore();
  return {
    store,
    withFile: withLocalBlob,
    async writtenAt(id) {
      const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: id })).catch(() => null);
      return head?.LastModified?.getTime() ?? null;
    },
    async remove(id) {
      await store.remove(id).catch(() => {});
      for (const key of [id, `${id}.info`, `${id}.part`]) await blobs.delete(key);
    },
  };
}

let staging: Staging | undefined;

/** The staging of uploads, shared by the tus server, the recovery of finished uploads and their clean-up. */
export function uploadStaging(): Staging {
  staging ??= serverConfig.s3 ? s3Staging(serverConfig.s3) : folderStaging();
  return staging;
}
