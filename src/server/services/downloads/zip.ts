import { ZipArchive } from 'archiver';
import { blobSize, putBlob, readBlob } from '../../storage';

/**
 * Streams the photos into a zip (STORED entries: photos do not compress) straight into blob storage,
 * one source file open at a time, so memory stays flat whatever the archive's size.
 */
export async function writeZip(
  key: string,
  entries: { name: string; blobKey: string; date?: Date }[],
  signal?: AbortSignal,
): Promise<number> {
  const archive = new ZipArchive({ store: true });
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
    archive.append(readBlob(entry.blobKey), { name: entry.name, date: entry.date ?? new Date() });
  };
  const failed = new Promise<never>((_, reject) => {
    archive.on('error', reject);
    archive.on('warning', (warning: unknown) => reject(warning instanceof Error ? warning : new Error(String(warning))));
    signal?.addEventListener('abort', () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted')), { once: true });
  });
  archive.on('entry', appendNext);
  appendNext();
  await Promise.race([putBlob(key, archive), failed]);
  return (await blobSize(key)) ?? 0;
}
