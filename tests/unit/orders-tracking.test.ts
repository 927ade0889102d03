import { describe, it, expect } from 'vitest';
import { trackingOf, CARRIERS } from '@/domain/orders/tracking';

const london = { country: 'GB', postalCode: 'E1 6JQ' };

describe('tracking links', () => {
  it("fill the carrier's URL template with the parcel number, escaped", () => {
    expect(trackingOf('ups', '1Z 999/AA1', london, 'en-GB')).toEqual({
      carrier: 'ups',
      carrierName: 'UPS',
      number: '1Z 999/AA1',
      url: 'https://www.ups.com/track?tracknum=1Z%20999%2FAA1',
    });
  });

  it('give carriers that find a parcel by destination its country and postal code', () => {
    expect(trackingOf('postnl', '3SABCD123', { country: 'nl', postalCode: '1016 gv' }, 'nl-NL')?.url).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SABCD123-NL-1016GV',
    );
  });

  it("open DPD's page in the channel's language", () => {
    expect(trackingOf('dpd', '05342010009001', london, 'de-AT')?.url).toBe('https://tracking.dpd.de/status/de_AT/parcel/05342010009001');
    expect(trackingOf('dpd', '05342010009001', london, 'nl-NL')?.url).toBe('https://tracking.dpd.de/status/nl_NL/parcel/05342010009001');
  });

  it('are absent without a known carrier or a number', () => {
    expect(trackingOf(null, 'X1', london, 'en-GB')).toBeNull();
    expect(trackingOf('pigeon', 'X1', london, 'en-GB')).toBeNull();
    expect(trackingOf('dpd', null, london, 'en-GB')).toBeNull();
    expect(trackingOf('toString', 'X1', london, 'en-GB')).toBeNull();
  });

  it('have an https template for every carrier', () => {
    for (const carrier of Object.values(CARRIERS)) {
      expect(carrier.trackingUrl).toMatch(/^https:\/\/[^{/]+\//);
      expect(carrier.trackingUrl).toContain('{number}');
    }
  });
});
