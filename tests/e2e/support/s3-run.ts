import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, ListMultipartUploadsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

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

let client: S3Client | undefined;
const s3 = () =>
  (client ??= new S3Client({
    endpoint: process.env.S3_ENDPOINT,
    region: process.env.S3_REGION ?? 'us-east-1',
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID!, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY! },
  }));
const Bucket = () => process.env.S3_BUCKET!;

/** Whether a blob is stored: a file under DATA_DIR/blobs, or an object in the run's bucket. */
export async function blobStored(dataDir: string, key: string): Promise<boolean> {
  if (!onS3) return fs.existsSync(path.join(dataDir, 'blobs', key));
  return s3()
    .send(new HeadObjectCommand({ Bucket: Bucket(), Key: key }))
    .then(
      () => true,
      () => false,
    );
}

/** Streamed writes under a folder not finished yet: `.part` files, or the bucket's unfinished multipart uploads. */
export async function unfinishedWrites(dataDir: string, folder: string): Promise<{ name: string; started: boolean }[]> {
  if (onS3) {
    const { Uploads = [] } = await s3().send(new ListMultipartUploadsCommand({ Bucket: Bucket(), Prefix: `${folder}/` }));
    return Uploads.map((u) => ({ name: u.Key!, started: true }));
  }
  const dir = path.join(dataDir, 'blobs', folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.part'))
    .map((name) => ({ name, started: fs.statSync(path.join(dir, name)).size > 0 }));
}

/** Writes a blob as a server would find it, into the folder or the run's bucket. */
export async function writeBlob(dataDir: string, key: string, data: Buffer): Promise<void> {
  if (onS3) {
    await s3().send(new PutObjectCommand({ Bucket: Bucket(), Key: key, Body: data }));
    return;
  }
  fs.mkdirSync(path.dirname(path.join(dataDir, 'blobs', key)), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'blobs', key), data);
}
