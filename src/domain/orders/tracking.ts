/** Carriers that deliver sent orders, each with the URL template of its public tracking page. */
export const CARRIERS = {
  'royal-mail': { name: 'Royal Mail', trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/{number}' },
  // DPD's tracking page takes its language as `de_AT`, `nl_NL` ….
  dpd: { name: 'DPD', trackingUrl: 'https://tracking.dpd.de/status/{locale}/parcel/{number}' },
  postnl: { name: 'PostNL', trackingUrl: 'https://jouw.postnl.nl/track-and-trace/{number}-{country}-{postalCode}' },
  dhl: { name: 'DHL', trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id={number}' },
  postnord: { name: 'PostNord', trackingUrl: 'https://tracking.postnord.com/tracking.html?id={number}' },
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={number}' },
} as const;
export type CarrierId = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as [CarrierId, ...CarrierId[]];

const isCarrierId = (value: string | null): value is CarrierId => value !== null && Object.hasOwn(CARRIERS, value);

export interface Tracking {
  carrier: CarrierId;
  carrierName: string;
  number: string;
  url: string;
}

/**
 * The tracking of a parcel: its carrier, number and the carrier's tracking page, in the language of
 * `locale` (a channel's, `de-AT`) where the carrier offers that. Some carriers (PostNL) find a parcel
 * only with the destination's country and postal code, so those fill in too.
 */
export function trackingOf(
  carrier: string | null,
  number: string | null,
  destination: { country: string; postalCode: string },
  locale: string,
): Tracking | null {
  if (!isCarrierId(carrier) || !number) return null;
  const values: Record<string, string> = {
    number,
    locale: locale.replace('-', '_'),
    country: (destination.country ?? '').toUpperCase(),
    postalCode: (destination.postalCode ?? '').replace(/\s+/g, '').toUpperCase(),
  };
  const url = CARRIERS[carrier].trackingUrl.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  return { carrier, carrierName: CARRIERS[carrier].name, number, url };
}
