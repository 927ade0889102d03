import { serverConfig } from './config';

/**
 * The client's address: the peer of the connection, or, when that peer is one of the trusted
 * proxies (TRUSTED_PROXIES), the nearest address in X-Forwarded-For that is not a trusted proxy.
 * Without trusted proxies the header is ignored (a client could write anything into it).
 */
export function clientAddress(peer: string, forwardedFor: string | null, trusted: readonly string[] = serverConfig.trustedProxies): string {
  if (!forwardedFor || !trusted.includes(peer)) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.includes(hops[i])) return hops[i];
  return hops[0] ?? peer;
}

/** The client address of a request as the Node adapter records it ('unknown' outside a server). */
export function clientAddressOf(request: Request): string {
  const peer = Reflect.get(request, Symbol.for('astro.clientAddress'));
  return clientAddress(typeof peer === 'string' && peer ? peer : 'unknown', request.headers.get('x-forwarded-for'));
}
