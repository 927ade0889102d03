import { serverConfig } from '../config';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../auth/cookies';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Astro's cross-site form check (`security.checkOrigin`, turned off for this one): a write that a
 * form or a header-less request could make from another origin is refused, and so is any write from
 * another origin that the session cookies would sign in (a JSON `fetch` with credentials). The services (`/api/`)
 * also take such writes from the pages' origins in CORS_ORIGINS: a tus upload starts with a POST
 * that has no content type.
 */
export function crossSiteRefusal(request: Request, url: URL): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.get('origin');
  if (origin === url.origin) return null;
  if (origin && url.pathname.startsWith('/api/') && serverConfig.corsOrigins.includes(origin)) return null;
  if (origin && signedInByCookie(request))
    return new Response(`Cross-site ${request.method} requests with cookies are forbidden`, { status: 403 });
  const type = request.headers.get('content-type');
  if (type && !FORM_TYPES.some((form) => type.toLowerCase().includes(form))) return null;
  return new Response(`Cross-site ${request.method} form submissions are forbidden`, { status: 403 });
}

/**
 * Whether the request would be signed in by its session cookies (a bearer token goes first). Such a write
 * from another origin, whatever its content type, is what a page of that origin made the browser send.
 */
function signedInByCookie(request: Request): boolean {
  if (request.headers.has('authorization')) return false;
  const cookie = request.headers.get('cookie') ?? '';
  return new RegExp(`(^|;\\s*)(${ACCESS_COOKIE}|${REFRESH_COOKIE})=`).test(cookie);
}
