import { serverConfig } from '../config';

/**
 * Cross-origin access to the services for the pages' origins in CORS_ORIGINS. Browsers send the
 * session cookies (credentials), never a token: the tokens stay HttpOnly, and `<img>` thumbnails and
 * download links, which cannot carry an Authorization header, work the same way as fetches.
 */
const ALLOWED_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'If-None-Match',
  'X-Request-Id',
  'X-HTTP-Method-Override',
  'Tus-Resumable',
  'Upload-Length',
  'Upload-Offset',
  'Upload-Metadata',
  'Upload-Defer-Length',
  'Upload-Concat',
];
/** What scripts on another origin may read: tus needs its headers, downloads their names. */
const EXPOSED_HEADERS = [
  'Location',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Expires',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Max-Size',
  'Tus-Extension',
  'Content-Disposition',
  'ETag',
  'Retry-After',
  'X-Request-Id',
];
const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const MAX_AGE_SECONDS = 600;

function allowedOrigin(request: Request): string | null {
  const origin = request.headers.get('origin');
  return origin && serverConfig.corsOrigins.includes(origin) ? origin : null;
}

/** The answer to a CORS preflight, or null when the request is not one. */
export function preflight(request: Request): Response | null {
  if (request.method !== 'OPTIONS' || !request.headers.has('access-control-request-method')) return null;
  const origin = allowedOrigin(request);
  const headers = new Headers({ vary: 'Origin' });
  if (origin) {
    headers.set('access-control-allow-origin', origin);
    headers.set('access-control-allow-credentials', 'true');
    headers.set('access-control-allow-methods', METHODS);
    headers.set('access-control-allow-headers', ALLOWED_HEADERS.join(', '));
    headers.set('access-control-max-age', String(MAX_AGE_SECONDS));
  }
  return new Response(null, { status: 204, headers });
}

/** The service's answer with the CORS headers of the request's origin (and none another part set). */
export function withCors(request: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name);
  headers.append('vary', 'Origin');
  const origin = allowedOrigin(request);
  if (origin) {
    headers.set('access-control-allow-origin', origin);
    headers.set('access-control-allow-credentials', 'true');
    headers.set('access-control-expose-headers', EXPOSED_HEADERS.join(', '));
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
