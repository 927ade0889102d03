import type { Db } from '../../db';
import { blobSize, putBlob, readBlobBuffer } from '../../storage';
import { blobAnswer } from '../../storage/answer';
import { fullJpegOfHeic, webpOf } from '../../images/thumbnails';
import { imageTypeOfMime } from '@/domain/photos/image-type';
import { notFound } from '../../http/errors';
import { reportError } from '../../reporter';
import type { ThumbnailSize } from '@/domain/constants';
import { readablePhoto, thumbnailWebpKey } from './photos';

/** A photo's bytes never change under its id, so a served file may be cached for good. */
const IMMUTABLE = 'private, max-age=31536000, immutable';
/** A thumbnail not made yet is answered with the original: revalidate, the real one comes later. */
const REVALIDATE = 'private, no-cache';

function contentDisposition(fileName: string, download: boolean): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

const acceptsWebp = (request: Request) => /\bimage\/webp\b/.test(request.headers.get('accept') ?? '');

/** Blob key of a HEIC photo's full-resolution JPEG, in the photo's folder (its deletion removes it). */
const fullJpegKey = (originalKey: string) => `${originalKey.slice(0, originalKey.lastIndexOf('/'))}/full.jpg`;
/** Renditions being made, so that requests arriving meanwhile wait for the one decode. */
const making = new Map<string, Promise<number>>();

/** The full-resolution JPEG's size; made on its first request (decoding a HEIC takes seconds: never for a photo nobody zooms into). */
async function ensureFullJpeg(originalKey: string): Promise<number> {
  const key = fullJpegKey(originalKey);
  const stored = await blobSize(key);
  if (stored !== null) return stored;
  let made = making.get(key);
  if (!made) {
    made = readBlobBuffer(originalKey)
      .then(fullJpegOfHeic)
      .then((jpeg) => putBlob(key, jpeg))
      .finally(() => making.delete(key));
    making.set(key, made);
  }
  return made;
}

/** The WebP variant's size; one stored without it (before variants were made with the thumbnails) gets it now. */
async function ensureWebp(jpegKey: string): Promise<number> {
  const key = thumbnailWebpKey(jpegKey);
  return (await blobSize(key)) ?? putBlob(key, await webpOf(await readBlobBuffer(jpegKey)));
}

/**
 * GET /photos/{id}/file and /photos/{id}/thumbnails/{size}: the owner's photo, or one in an album shared
 * with the caller. Anyone else gets 404, as for a photo that does not exist. `display` asks for the original
 * in a format every browser shows: a HEIC one as a full-resolution JPEG of it (the preview's zoom).
 */
export async function servePhoto(
  db: Db,
  request: Request,
  viewerId: string,
  photoId: string,
  size: ThumbnailSize | null,
  { download = false, display = false }: { download?: boolean; display?: boolean } = {},
): Promise<Response> {
  const row = await readablePhoto(db, viewerId, photoId);
  if (!row) throw notFound('Photo not found');
  const thumb = size === null ? undefined : row.thumbnails.find((t) => t.id === size);
  // Thumbnails keep their ids and URLs; the format follows the browser's Accept header.
  const webp = thumb !== undefined && acceptsWebp(request);
  const asJpeg = size === null && display && !download && imageTypeOfMime(row.mime) === 'heic';
  const key = thumb ? (webp ? thumbnailWebpKey(thumb.key) : thumb.key) : asJpeg ? fullJpegKey(row.blobKey) : row.blobKey;
  const etag = `"${row.contentHash.slice(0, 32)}-${thumb ? size : 'o'}${webp ? '-w' : asJpeg ? '-j' : ''}"`;
  const headers = new Headers({
    etag,
    'cache-control': size !== null && !thumb ? REVALIDATE : IMMUTABLE,
    'content-type': webp ? 'image/webp' : thumb || asJpeg ? 'image/jpeg' : row.mime,
    'content-disposition': contentDisposition(row.localFileName, download),
    'x-content-type-options': 'nosniff',
  });
  if (size !== null) headers.set('vary', 'accept');
  if (etagMatches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  const length = webp
    ? await ensureWebp(thumb.key).catch(() => null)
    : asJpeg
      ? await ensureFullJpeg(row.blobKey).catch((error: unknown) => (reportError(error, { photoId }), null))
      : await blobSize(key);
  if (length === null) {
    reportError(new Error('photo blob missing'), { photoId, key });
    throw notFound('Photo file not found');
  }
  // Thumbnails get stable direct URLs a browser caches; an original's is short-lived, as downloads' are.
  return blobAnswer(key, length, headers, request.method, { immutable: thumb !== undefined });
}
