import type { Readable } from 'node:stream';

/** What a blob write accepts: bytes at hand, or a stream written as it comes (never buffered whole). */
export type BlobData = Buffer | Uint8Array | Readable | NodeJS.ReadableStream;

/** How a browser is to receive a blob it fetches straight from the store. */
export interface DirectDownload {
  contentType: string;
  /** The `content-disposition` header the answer carries. */
  contentDisposition: string;
  cacheControl: string;
  /** How long the URL stays valid. */
  expiresInSeconds: number;
  /**
   * Signs as of this time instead of now: URLs signed in the same window are the same URL, so a browser's
   * cache keeps what it fetched (thumbnails).
   */
  signedAt?: Date;
}

export interface StoredBlob {
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Blob storage. Keys are relative paths such as `photos/<accountId>/<photoId>/original`; a key never
 * starts with `/` and a prefix names a folder (`photos/<accountId>`). Two implementations: the folder
 * store (files under DATA_DIR/blobs, the default) and the S3 store (any S3-compatible service).
 */
export interface BlobStore {
  readonly kind: 'folder' | 's3';
  /** Writes a blob whole (a reader never sees a partial one) and answers its size in bytes. */
  put(key: string, data: BlobData): Promise<number>;
  /** Moves a finished local file into the store; the local file is gone afterwards. */
  adoptFile(key: string, localFile: string): Promise<void>;
  /** Copies one blob to another key inside the store. */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** The blob's bytes as a stream; a missing blob fails the stream with an error whose code is ENOENT. */
  read(key: string, range?: { start: number; end?: number }): Readable;
  readBuffer(key: string): Promise<Buffer>;
  /** The blob's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** Deletes every blob under a prefix (a folder, e.g. `photos/<accountId>`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every blob under a prefix (a folder; '' for all); the blobs of one folder come one after another. */
  list(prefix: string): AsyncIterable<StoredBlob>;
  /** Runs `use` with a local file holding the blob: the stored file itself, or a temporary copy removed afterwards. */
  withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T>;
  /** A URL the browser fetches the blob from directly, or null when the app serves the bytes itself. */
  directUrl(key: string, download: DirectDownload): Promise<string | null>;
  /** The origin browsers fetch direct URLs from (for the content security policy), or null. */
  readonly publicOrigin: string | null;
}

/** The error of a read of a blob that does not exist (the code file systems use). */
export function missingBlob(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`blob not found: ${key}`), { code: 'ENOENT' });
}
