import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';

/** Pages and JSON worth compressing; below this size gzip saves too little to pay for itself. */
const COMPRESSIBLE = /^(text\/html|application\/json)/;
const MIN_BYTES = 1024;
/**
 * A page or a small JSON answer is compressed in place: for tens of kilobytes that takes about 50 µs, while
 * handing it to the thread pool costs twice the CPU (the hand-over and the wake-ups). Larger bodies go to the
 * thread pool, so compressing them never blocks the event loop.
 */
const SYNC_MAX_BYTES = 64 * 1024;
const gzipAsync = promisify(gzip);

/**
 * The response gzip-compressed when the client accepts gzip and the body is worth it. Pages and JSON
 * answers are rendered whole, so they are compressed in one pass (one buffer, one write) rather than
 * chunk by chunk.
 */
export async function compressed(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has('content-encoding')) return response;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return response;
  if (!/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) return response;
  const length = response.headers.get('content-length');
  if (length !== null && Number(length) < MIN_BYTES) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('vary', 'accept-encoding');
  if (body.byteLength < MIN_BYTES) return new Response(body, { status: response.status, statusText: response.statusText, headers });
  const zipped = body.byteLength <= SYNC_MAX_BYTES ? gzipSync(body, { level: 6 }) : await gzipAsync(body, { level: 6 });
  headers.set('content-encoding', 'gzip');
  headers.set('content-length', String(zipped.byteLength));
  return new Response(new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
