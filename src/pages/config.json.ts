import type { APIRoute } from 'astro';
import { json } from '@/server/http/dispatch';
import { publicConfigFor } from '@/server/public-config';

/** GET /config.json (spec §7): service base URLs, channel and flags for clients, from the site origin. */
export const GET: APIRoute = async ({ locals }) => {
  const { channel, locale, flags } = locals.ctx;
  return json({
    services: serviceBaseUrls(),
    channel: {
      id: channel.id, brandName: channel.brandName, shopUrl: channel.shopUrl, currency: channel.currency,
      vendorId: channel.vendorId, locale, region: channel.region,
    },
    flags,
    publicConfig: await publicConfigFor(channel),
  });
};

function serviceBaseUrls(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(import.meta.glob('../server/services/*/routes.ts')).map((file) => {
      const service = file.split('/').at(-2)!;
      return [service, process.env[`SERVICE_URL_${service.toUpperCase().replace(/-/g, '_')}`] ?? `/api/${service}`];
    }),
  );
}
