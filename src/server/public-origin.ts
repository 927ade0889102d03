import { CHANNELS, channelForHost, cookieDomainForHost, type Channel } from '@/domain/channels';
import { serverConfig } from './config';

/**
 * The account area's own origin for a channel: PUBLIC_ORIGIN (the default channel's) with the
 * channel's host prefix, e.g. https://account.example and https://nl.account.example. Links in
 * mails, cookie domains and the push channel's allowed origins come from here, never from the
 * request's Host header (a host that names no channel gets the default channel's origin).
 */
export function publicOrigin(channel: Channel): string {
  const url = new URL(serverConfig.publicOrigin);
  if (channel.hostPrefix) url.hostname = `${channel.hostPrefix}.${url.hostname}`;
  return url.origin;
}

export function publicOriginForHost(host: string): string {
  return publicOrigin(channelForHost(host));
}

/** Origins whose pages may open the push channel: every channel's, the partners that embed the area, and CORS_ORIGINS. */
export function allowedOrigins(): Set<string> {
  return new Set([
    ...CHANNELS.map(publicOrigin),
    ...serverConfig.partnerOrigins.map((o) => new URL(o).origin),
    // Pages served from another origin that use this instance's services (split deployment).
    ...serverConfig.corsOrigins.map((o) => new URL(o).origin),
  ]);
}

/** Cookie attributes that follow the channel's configured origin. */
export function cookieSite(host: string): { domain: string | undefined; secure: boolean } {
  const origin = new URL(publicOriginForHost(host));
  return { domain: cookieDomainForHost(origin.host), secure: origin.protocol === 'https:' };
}
