import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { serverConfig } from '../config';

/**
 * Blob storage: files under DATA_DIR/blobs by default. Keys are relative paths such as
 * `photos/<accountId>/<photoId>/original`. An S3-compatible store would implement the same functions.
 */
const root = () => path.join(serverConfig.dataDir, 'blobs');

function fileFor(key: string): string {
  const resolved = path.resolve(root(), key);
  if (!resolved.startsWith(root() + path.sep)) throw new Error(`invalid blob key: ${key}`);
  return resolved;
}

export async function putBlob(key: string, data: Buffer | Uint8Array | Readable | NodeJS.ReadableStream): Promise<number> {
  const file = fileFor(key);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.part`;
  if (Buffer.isBuffer(data) || data instanceof Uint8Array) await fsp.writeFile(temp, data);
  else await pipeline(data, fs.createWriteStream(temp));
  await fsp.rename(temp, file);
  return (await fsp.stat(file)).size;
}

/** Moves a finished local file (an upload) into the store without copying it. */
export async function adoptFile(key: string, localFile: string): Promise<void> {
  const file = fileFor(key);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await fsp.rename(localFile, file);
}

export function readBlob(key: string, range?: { start: number; end?: number }): Readable {
  return fs.createReadStream(fileFor(key), range);
}

export async function readBlobBuffer(key: string): Promise<Buffer> {
  return fsp.readFile(fileFor(key));
}

export async function blobSize(key: string): Promise<number | null> {
  try {
    return (await fsp.stat(fileFor(key))).size;
  } catch {
    return null;
  }
}

export async function deleteBlob(key: string): Promise<void> {
  await fsp.rm(fileFor(key), { force: true });
}

/** Deletes every blob under a prefix, e.g. `photos/<accountId>/`. */
export async function deletePrefix(prefix: string): Promise<void> {
  await fsp.rm(fileFor(prefix), { recursive: true, force: true });
}

/** A local path for tools that need one (tus staging, sharp). Stays inside the store. */
export function localPath(key: string): string {
  return fileFor(key);
}
