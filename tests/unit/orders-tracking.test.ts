import { describe, it, expect } from 'vitest';
import { trackingOf, CARRIERS } from '@/domain/orders/tracking';

const london = { country: 'GB', postalCode: 'E1 6JQ' };

describe('tracking links', () => {
  it("fill the carrier's URL template with the parcel number, escaped", () => {
    expect(trackingOf('ups', '1Z 999/AA1', london)).toEqual({
      carrier: 'ups',
      carrierName: 'UPS',
      number: '1Z 999/AA1',
      url: 'https://www.ups.com/track?tracknum=1Z%20999%2FAA1',
    });
  });

  it('give carriers that find a parcel by destination its country and postal code', () => {
    expect(trackingOf('postnl', '3SABCD123', { country: 'nl', postalCode: '1016 gv' })?.url).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SABCD123-NL-1016GV',
    );
  });

  it('are absent without a known carrier or a number', () => {
    expect(trackingOf(null, 'X1', london)).toBeNull();
    expect(trackingOf('pigeon', 'X1', london)).toBeNull();
    expect(trackingOf('dpd', null, london)).toBeNull();
    expect(trackingOf('toString', 'X1', london)).toBeNull();
  });

  it('have an https template for every carrier', () => {
    for (const carrier of Object.values(CARRIERS)) expect(carrier.trackingUrl).toMatch(/^https:\/\/[^{]+\{number\}/);
  });
});
