import type { APIRoute } from 'astro';
import { json } from '@/server/http/dispatch';
import { publicConfigFor } from '@/server/public-config';
import { serviceBaseUrls } from '@/server/http/service-urls';
import { serverConfig } from '@/server/config';

/** GET /config.json (spec §7): service base URLs, channel and flags for clients, from the site origin. */
export const GET: APIRoute = async ({ locals }) => {
  const { channel, locale, flags } = locals.ctx;
  return json({
    services: serviceBaseUrls(),
    push: serverConfig.pushUrl,
    channel: {
      id: channel.id,
      brandName: channel.brandName,
      shopUrl: channel.shopUrl,
      currency: channel.currency,
      vendorId: channel.vendorId,
      locale,
      region: channel.region,
    },
    flags,
    publicConfig: await publicConfigFor(channel),
  });
};
