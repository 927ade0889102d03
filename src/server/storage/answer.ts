import { Readable } from 'node:stream';
import { directBlobUrl, readBlob } from './index';

/** How long a presigned download URL stays valid: the browser follows the redirect at once. */
const DIRECT_URL_SECONDS = 300;
/**
 * Immutable blobs (thumbnails) get URLs signed as of the start of the hour: the same URL comes back all
 * hour, so the browser's cache answers it; each stays valid a window longer than it is handed out.
 */
const STABLE_URL_WINDOW_SECONDS = 3600;

/**
 * A stored blob as an HTTP answer, once the caller has checked the request may have it. The folder store's
 * bytes are streamed by this server; the S3 store's are fetched by the browser from the bucket, through a
 * redirect to a presigned URL whose answer carries the same type, disposition and caching headers.
 * A HEAD request is answered here either way (a presigned GET URL does not sign HEAD).
 */
export async function blobAnswer(
  key: string,
  size: number,
  headers: Record<string, string> | Headers,
  method: string,
  { immutable = false }: { immutable?: boolean } = {},
): Promise<Response> {
  const answer = new Headers(headers);
  if (!answer.has('cache-control')) answer.set('cache-control', 'private, no-store');
  answer.set('content-length', String(size));
  if (method === 'HEAD') return new Response(null, { status: 200, headers: answer });

  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % STABLE_URL_WINDOW_SECONDS);
  const url = await directBlobUrl(key, {
    contentType: answer.get('content-type') ?? 'application/octet-stream',
    contentDisposition: answer.get('content-disposition') ?? 'inline',
    cacheControl: answer.get('cache-control')!,
    expiresInSeconds: immutable ? 2 * STABLE_URL_WINDOW_SECONDS : DIRECT_URL_SECONDS,
    signedAt: immutable ? new Date(windowStart * 1000) : undefined,
  });
  if (url === null) return new Response(Readable.toWeb(readBlob(key)) as ReadableStream<Uint8Array>, { status: 200, headers: answer });

  const redirect = new Headers({
    location: url,
    'cache-control': immutable ? `private, max-age=${windowStart + STABLE_URL_WINDOW_SECONDS - now}` : 'private, no-store',
  });
  const vary = answer.get('vary');
  if (vary) redirect.set('vary', vary);
  return new Response(null, { status: 302, headers: redirect });
}
