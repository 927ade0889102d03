import { serverConfig } from './config';

/**
 * Security headers for every response. Script and style sources are set by Astro's own
 * CSP (`security.csp`, hashes of every script it renders) in the page; the header adds what a
 * meta tag cannot carry.
 */
export function securityHeaders(host: string): Record<string, string> {
  const local = /^(localhost|.*\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
  const frameAncestors = serverConfig.partnerOrigins.length ? `'self' ${serverConfig.partnerOrigins.join(' ')}` : "'self'";
  const headers: Record<string, string> = {
    'content-security-policy': [`frame-ancestors ${frameAncestors}`, "object-src 'none'", "base-uri 'self'", "form-action 'self'"].join('; '),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (!local) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
