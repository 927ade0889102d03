import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_UPLOAD_BYTES } from '../images/limits';
import { HttpError } from './errors';

/** Largest body of a JSON or form request. Photos travel through tus, which keeps its own limits. */
const MAX_BODY_BYTES = 1024 * 1024;

/** Routes whose body is a file: tus uploads and the product editor's image upload. */
const FILE_ROUTES = [/^\/api\/upload\/files(\/|$)/i, /^\/api\/photo-import\/uploads\/?$/i];

function bodyLimitFor(pathname: string): number {
  return FILE_ROUTES.some((r) => r.test(pathname)) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
}

const TOO_LARGE = JSON.stringify({ message: 'The request body is too large' });

function answerTooLarge(res: ServerResponse): void {
  res.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(TOO_LARGE),
    'cache-control': 'no-store',
  });
  res.end(TOO_LARGE);
}

/** How long a connection whose body was refused stays open after the answer, so the client reads it. */
const LINGER_MS = 2000;

/**
 * Answers 413 and reads no more of the body. The answer is followed by the end of our side of the
 * connection, so the client sends no further request on it, and the connection closes a moment later
 * (closing at once would reset it, and a client still sending would lose the answer: fetch reports a failed
 * request).
 */
function refuse(req: IncomingMessage, res: ServerResponse): void {
  req.pause();
  answerTooLarge(res);
  res.once('finish', () => {
    // Once the answer is out, Node reads and drops a body nobody read, to reuse the connection: 20 clients
    // sending 50 MB each had the server read 90 MB (and hold 50-80 MB more memory) in half a second. It
    // restarts the socket in the next tick, so the socket is paused after that.
    setImmediate(() => req.socket.pause());
    req.socket.end();
    setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  });
}

/**
 * Answers 413 before a single byte of the body is read when the declared length is above the
 * limit of the route's class, and reads none of it after (refuse). True when the request was answered.
 */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse): boolean {
  const declared = Number(req.headers['content-length'] ?? 0);
  const pathname = (req.url ?? '/').split('?')[0];
  if (!(declared > bodyLimitFor(pathname))) return false;
  refuse(req, res);
  return true;
}

/** A request whose body the adapter takes from here instead of reading the socket (astro/app/node). */
type BufferedRequest = IncomingMessage & { body?: Buffer };

/**
 * A body of no declared length (chunked) to a page, an action or a service is read here, before Astro or
 * a service sees it, and never past the limit of its class: the chunk that passes the limit gets the 413
 * at once, nothing more is read and the connection ends after the answer. A body within the limit is
 * handed on whole with its length declared (the adapter would otherwise accept up to the upload limit).
 * File routes (tus) stream as before. Resolves false when the request was answered or went away.
 */
export function admitUndeclaredBody(req: BufferedRequest, res: ServerResponse): Promise<boolean> {
  const pathname = (req.url ?? '/').split('?')[0];
  const limit = bodyLimitFor(pathname);
  if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] === undefined || limit > MAX_BODY_BYTES) {
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = (admitted: boolean) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onGone);
      req.off('close', onGone);
      resolve(admitted);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received <= limit) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      refuse(req, res);
      settle(false);
    };
    const onEnd = () => {
      req.body = Buffer.concat(chunks, received);
      req.headers['content-length'] = String(received);
      delete req.headers['transfer-encoding'];
      settle(true);
    };
    const onGone = () => settle(false);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onGone);
    req.on('close', onGone);
  });
}

/**
 * Reads a body of unknown length (chunked) as text; past the limit the rest is read and dropped (so
 * the connection stays usable) and the answer is 413. Behind scripts/server.mjs such a body was already
 * limited by `admitUndeclaredBody`; this is the service's own check (development server, in-process calls).
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
