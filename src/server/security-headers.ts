import { serverConfig } from './config';
import { serviceBaseUrls } from './http/service-urls';
import { blobStore } from './storage';

let servicesElsewhere: string | undefined;

/** Origins of the services configured elsewhere (SERVICE_URL_<NAME>, PUSH_URL): pages load and call them. */
function serviceOrigins(): string {
  servicesElsewhere ??= [
    ...new Set(
      [...Object.values(serviceBaseUrls()), serverConfig.pushUrl]
        .filter((url) => /^(https?|wss?):\/\//.test(url))
        .map((url) => new URL(url).origin),
    ),
  ]
    .map((origin) => ` ${origin}`)
    .join('');
  return servicesElsewhere;
}

/**
 * Security headers for every response. Script and style sources are set by Astro's own
 * CSP (`security.csp`, hashes of every script it renders) in the page; the header adds what a
 * meta tag cannot carry.
 */
export function securityHeaders(host: string): Readonly<Record<string, string>> {
  const local = /^(localhost|.*\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
  let headers = headersByLocality.get(local);
  if (!headers) headersByLocality.set(local, (headers = Object.freeze(headersFor(local))));
  return headers;
}

/** The headers depend only on the configuration and on whether the host is local: made once for each. */
const headersByLocality = new Map<boolean, Readonly<Record<string, string>>>();

function headersFor(local: boolean): Record<string, string> {
  const frameAncestors = serverConfig.partnerOrigins.length ? `'self' ${serverConfig.partnerOrigins.join(' ')}` : "'self'";
  // Nothing is allowed unless named: images (thumbnails, previews of files being uploaded), fetches and
  // the push socket of this site and of services configured elsewhere, and what the configured chat and
  // marketing scripts load.
  const thirdParty = [serverConfig.chatScriptUrl, serverConfig.marketingScriptUrl]
    .filter(Boolean)
    .map((u) => new URL(u!).origin)
    .join(' ');
  const extra = thirdParty ? ` ${thirdParty}` : '';
  // With the S3 store, photos are fetched from the bucket's presigned URLs.
  const blobs = blobStore().publicOrigin ? ` ${blobStore().publicOrigin}` : '';
  const headers: Record<string, string> = {
    'content-security-policy': [
      "default-src 'none'",
      `img-src 'self' data: blob:${serviceOrigins()}${blobs}${extra}`,
      `connect-src 'self'${serviceOrigins()}${blobs}${extra}`,
      `font-src 'self'${extra}`,
      `frame-src${extra || " 'none'"}`,
      "manifest-src 'self'",
      `media-src 'self' blob:${serviceOrigins()}${blobs}`,
      `frame-ancestors ${frameAncestors}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; '),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (!local) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
