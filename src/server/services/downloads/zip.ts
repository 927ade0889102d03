import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { putBlob, readBlob } from '../../storage';

/** An entry of a zip: a stored blob, or content made when the entry's turn comes (a string or a stream). */
export type ZipEntry = { name: string; date?: Date } & ({ blobKey: string } | { content: () => string | Readable });

/**
 * Streams the entries into a zip (STORED entries: photos do not compress) straight into blob storage,
 * one source open at a time (to S3 as a multipart upload), so memory stays flat whatever the archive's size.
 */
export async function writeZip(key: string, entries: readonly ZipEntry[], signal?: AbortSignal): Promise<number> {
  const archive = new ZipArchive({ store: true });
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
    archive.on('error', reject);
    archive.on('warning', (warning: unknown) => reject(warning instanceof Error ? warning : new Error(String(warning))));
    signal?.addEventListener('abort', () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted')), { once: true });
  });
  /** A blob gone meanwhile (its photo deleted) fails this zip; unheard, its stream's error would end the process. */
  const source = (blobKey: string) =>
    readBlob(blobKey).once('error', (error) => {
      archive.abort();
      fail(error);
    });
  let index = 0;
  const appendNext = () => {
    if (signal?.aborted) {
      archive.abort();
      return;
    }
    const entry = entries[index++];
    if (!entry) {
      void archive.finalize();
      return;
    }
    archive.append('blobKey' in entry ? source(entry.blobKey) : entry.content(), { name: entry.name, date: entry.date ?? new Date() });
  };
  archive.on('entry', appendNext);
  appendNext();
  return Promise.race([putBlob(key, archive), failed]);
}
