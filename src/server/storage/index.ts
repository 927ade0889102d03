import path from 'node:path';
import type { Readable } from 'node:stream';
import { serverConfig } from '../config';
import type { BlobData, BlobStore, DirectDownload, StoredBlob } from './blob-store';
import { folderStore } from './folder-store';
import { s3Store } from './s3-store';

export type { BlobStore, DirectDownload, StoredBlob } from './blob-store';

/**
 * Blob storage: files under DATA_DIR/blobs by default, or objects in an S3 bucket when S3_BUCKET is set
 * (src/server/env.ts). Keys are relative paths such as `photos/<accountId>/<photoId>/original`. The
 * functions below are the whole interface the rest of the server uses.
 */
let chosen: BlobStore | undefined;

export function blobStore(): BlobStore {
  chosen ??= serverConfig.s3 ? s3Store(serverConfig.s3) : folderStore(path.join(serverConfig.dataDir, 'blobs'));
  return chosen;
}

export const putBlob = (key: string, data: BlobData): Promise<number> => blobStore().put(key, data);

/** Moves a finished local file (an upload) into the store; the local file is gone afterwards. */
export const adoptFile = (key: string, localFile: string): Promise<void> => blobStore().adoptFile(key, localFile);

export const readBlob = (key: string, range?: { start: number; end?: number }): Readable => blobStore().read(key, range);

export const readBlobBuffer = (key: string): Promise<Buffer> => blobStore().readBuffer(key);

export const blobSize = (key: string): Promise<number | null> => blobStore().size(key);

export const deleteBlob = (key: string): Promise<void> => blobStore().delete(key);

/** Deletes every blob under a prefix, e.g. `photos/<accountId>`. */
export const deletePrefix = (prefix: string): Promise<void> => blobStore().deletePrefix(prefix);

export const listBlobs = (prefix: string): AsyncIterable<StoredBlob> => blobStore().list(prefix);

/** Runs `use` with a local file holding the blob, for tools that need a path (image inspection). */
export const withLocalBlob = <T>(key: string, use: (file: string) => Promise<T>): Promise<T> => blobStore().withLocalFile(key, use);

/** A URL browsers fetch the blob from directly (S3: presigned), or null when the app serves the bytes. */
export const directBlobUrl = (key: string, download: DirectDownload): Promise<string | null> => blobStore().directUrl(key, download);
