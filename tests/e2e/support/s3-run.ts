import fs from 'node:fs';
import path from 'node:path';

/** Whether this run's servers keep blobs in S3 (the pass of scripts/test-s3.mjs). */
export const onS3 = Boolean(process.env.S3_BUCKET);

/**
 * With S3 configured no blob may land in the data folder: the files found under DATA_DIR/blobs and
 * DATA_DIR/upload-staging, for the run to fail on.
 */
export function localBlobFiles(dataDir: string): string[] {
  if (!onS3) return [];
  const found: string[] = [];
  for (const folder of ['blobs', 'upload-staging']) {
    const root = path.join(dataDir, folder);
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true }))
      if (!entry.isDirectory()) found.push(path.relative(dataDir, path.join(entry.parentPath, entry.name)));
  }
  return found;
}

export function assertNoLocalBlobs(dataDir: string): void {
  const files = localBlobFiles(dataDir);
  if (files.length) throw new Error(`With S3 configured, files were written in ${dataDir}: ${files.slice(0, 10).join(', ')}`);
}
