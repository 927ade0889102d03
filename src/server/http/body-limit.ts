import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_UPLOAD_BYTES } from '../images/limits';
import { HttpError } from './errors';

/** Largest body of a JSON or form request. Photos travel through tus, which keeps its own limits. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Routes whose body is a file: tus uploads and the product editor's image upload. */
const FILE_ROUTES = [/^\/api\/upload\/files(\/|$)/i, /^\/api\/photo-import\/uploads\/?$/i];

export function bodyLimitFor(pathname: string): number {
  return FILE_ROUTES.some((r) => r.test(pathname)) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
}

const TOO_LARGE = JSON.stringify({ message: 'The request body is too large' });

/**
 * Answers 413 before a single byte of the body is read when the declared length is above the
 * limit of the route's class. The rest of the body is discarded as it arrives (never held), so the
 * client can read the answer; the server's request timeout bounds how long that may take.
 * True when the request was answered.
 */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse): boolean {
  const declared = Number(req.headers['content-length'] ?? 0);
  const pathname = (req.url ?? '/').split('?')[0];
  if (!(declared > bodyLimitFor(pathname))) return false;
  res.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(TOO_LARGE),
    'cache-control': 'no-store',
  });
  res.end(TOO_LARGE);
  return true;
}

/**
 * Reads a body of unknown length (chunked) as text; past the limit the rest is read and dropped (so
 * the connection stays usable) and the answer is 413.
 */
export async function readLimitedText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let received = 0;
  for await (const chunk of request.body) {
    received += chunk.byteLength;
    if (received <= limit) chunks.push(chunk);
  }
  if (received > limit) throw new HttpError(413, 'The request body is too large');
  return Buffer.concat(chunks).toString('utf8');
}
