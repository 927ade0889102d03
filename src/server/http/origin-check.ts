import { serverConfig } from '../config';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Astro's cross-site form check (`security.checkOrigin`, turned off for this one): a write that a
 * form or a header-less request could make from another origin is refused. The services (`/api/`)
 * also take such writes from the pages' origins in CORS_ORIGINS: a tus upload starts with a POST
 * that has no content type.
 */
export function crossSiteRefusal(request: Request, url: URL): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.get('origin');
  if (origin === url.origin) return null;
  if (origin && url.pathname.startsWith('/api/') && serverConfig.corsOrigins.includes(origin)) return null;
  const type = request.headers.get('content-type');
  if (type && !FORM_TYPES.some((form) => type.toLowerCase().includes(form))) return null;
  return new Response(`Cross-site ${request.method} form submissions are forbidden`, { status: 403 });
}
