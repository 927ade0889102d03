import ipaddr from 'ipaddr.js';

/**
 * Where a business customer's FTP callback may go (issue 41): a public https address, never one inside
 * our network. Checked when the URL is saved (its host as written) and again when it is called (every
 * address its name resolves to, `src/server/services/customer/ftp-callback.ts`).
 */

/** The ports a callback may use: https's own (written or not) and 80. */
export const CALLBACK_PORTS: readonly string[] = ['', '443', '80'];

export type CallbackUrlProblem = 'notHttps' | 'port' | 'internalAddress';

/** What an API caller reads for each problem; pages show `integration.errors.<problem>`. */
export const CALLBACK_URL_MESSAGES: Record<CallbackUrlProblem, string> = {
  notHttps: 'The callback URL must be a valid https URL',
  port: 'The callback URL may only use port 443 or 80',
  internalAddress: 'The callback URL must be a public address, not a local or private one',
};

/** Names that only ever lead inside a network (RFC 6761, RFC 8375 and common private suffixes). */
const INTERNAL_NAME = /(^|\.)(localhost|localdomain|local|internal|intranet|lan|home\.arpa)$/i;

/** Whether an IP address is one the public internet routes to: not loopback, private, link-local, shared, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) counts as the IPv4 address.
  return ipaddr.process(address).range() === 'unicast';
}

/** Why a callback URL cannot be saved, or null when it can. */
export function callbackUrlProblem(value: string): CallbackUrlProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'notHttps';
  }
  if (url.protocol !== 'https:' || !url.hostname) return 'notHttps';
  if (!CALLBACK_PORTS.includes(url.port)) return 'port';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'internalAddress';
  // A name without a dot is completed by the server's search domains: an internal host.
  return !host.includes('.') || INTERNAL_NAME.test(host) ? 'internalAddress' : null;
}
