import { describe, it, expect } from 'vitest';
import {
  ADDRESS_COUNTRIES,
  ADDRESS_MESSAGES,
  addressProblems,
  isValidPhone,
  isValidPostalCode,
  isValidHouseNumber,
  isValidStreet,
  isValidPersonalPhone,
  countryOfRegion,
  type AddressCountry,
} from '@/domain/address-rules';
import { deliveryAddressInput } from '@/domain/schemas/settings';

/** Per country: postal codes, phone numbers and street numbers that must pass and must fail. */
const CASES: Record<AddressCountry, { postal: [string[], string[]]; phone: [string[], string[]]; number: [string[], string[]] }> = {
  GB: {
    postal: [
      ['SW1A 1AA', 'M1 1AE', 'EC1A1BB', 'GIR 0AA'],
      ['12345', 'SW1A', 'ABC 123'],
    ],
    phone: [
      ['07700 900123', '+44 7700 900123', '+44 (0)20 7946 0958', '0044 20 7946 0958'],
      ['12345', '+31 6 12345678', '07700'],
    ],
    number: [
      ['10', 'Flat 3', 'Rose Cottage'],
      ['', '--'],
    ],
  },
  NL: {
    postal: [
      ['1012 AB', '1012AB', '9999 zz'],
      ['0123 AB', '1012', '1012 SA', '10123 AB'],
    ],
    phone: [
      ['06 12345678', '+31 6 12345678', '020-1234567'],
      ['0612345', '+32 6 12345678', '6 12345678'],
    ],
    number: [
      ['1', '12A', '12-14', '221 bis'],
      ['A12', 'twelve', ''],
    ],
  },
  BE: {
    postal: [
      ['1000', '9999'],
      ['0999', '10000', '1000 AB'],
    ],
    phone: [
      ['02 123 45 67', '+32 470 12 34 56', '0470123456'],
      ['123', '+33 470123456'],
    ],
    number: [
      ['5', '5B', '12/3'],
      ['B5', ''],
    ],
  },
  AT: {
    postal: [
      ['1010', '6020'],
      ['0100', '10100'],
    ],
    phone: [
      ['0664 1234567', '+43 1 234567', '01 234567'],
      ['+49 30 123456', 'abc'],
    ],
    number: [['7', '7/2', '12-14'], ['Stiege 2']],
  },
  DE: {
    postal: [
      ['10115', '80331'],
      ['00123', '1011', '101155'],
    ],
    phone: [
      ['030 1234567', '+49 30 1234567', '0151 12345678'],
      ['12', '+43 30 1234567'],
    ],
    number: [
      ['1', '1a', '10-12'],
      ['a1', ''],
    ],
  },
  FR: {
    postal: [
      ['75001', '13008', '97400'],
      ['99000', '7500', '00100'],
    ],
    phone: [
      ['01 23 45 67 89', '+33 6 12 34 56 78', '0612345678'],
      ['612345678', '+33 6123'],
    ],
    number: [
      ['12', '12 bis', '3 ter'],
      ['bis', ''],
    ],
  },
  ES: {
    postal: [
      ['28013', '08001', '52001'],
      ['53001', '00123', '2801'],
    ],
    phone: [
      ['612 345 678', '+34 612 345 678', '912345678'],
      ['61234567', '+34 61234'],
    ],
    number: [
      ['5', 's/n', '12B'],
      ['sn', ''],
    ],
  },
  IT: {
    postal: [
      ['00118', '20121'],
      ['2012', '201211'],
    ],
    phone: [
      ['06 1234 5678', '+39 333 123 4567', '3331234567'],
      ['12345', '+39 1'],
    ],
    number: [
      ['10', '10/A', '21 bis'],
      ['A', ''],
    ],
  },
  DK: {
    postal: [
      ['1050', 'DK-2100', '8000'],
      ['0500', '10500'],
    ],
    phone: [
      ['12 34 56 78', '+45 12345678'],
      ['1234567', '+45 1234567890'],
    ],
    number: [
      ['4', '4B', '12-14'],
      ['', 'st.'],
    ],
  },
  PT: {
    postal: [
      ['1000-001', '4050-123'],
      ['1000', '1000001', '0100-001'],
    ],
    phone: [
      ['912 345 678', '+351 912 345 678', '212345678'],
      ['91234567', '+351 9123'],
    ],
    number: [
      ['25', '25A'],
      ['', 'A25'],
    ],
  },
  NO: {
    postal: [
      ['0150', '5003'],
      ['150', '50030'],
    ],
    phone: [
      ['22 12 34 56', '+47 412 34 567'],
      ['2212345', '+47 221234567'],
    ],
    number: [['3', '3B'], ['']],
  },
  SE: {
    postal: [
      ['114 55', '11455', 'SE-114 55'],
      ['01455', '1145', '114 555'],
    ],
    phone: [
      ['08 123 456 78', '+46 70 123 45 67', '070-1234567'],
      ['70 1234567', '+46 1'],
    ],
    number: [
      ['12', '12A'],
      ['', 'A'],
    ],
  },
};

describe('address rules per country (spec §5)', () => {
  it('covers every country the channels ship to', () => {
    expect(Object.keys(CASES).sort()).toEqual([...ADDRESS_COUNTRIES].sort());
  });

  for (const country of ADDRESS_COUNTRIES) {
    describe(country, () => {
      const c = CASES[country];
      it.each(c.postal[0])('accepts postal code %s', (v) => expect(isValidPostalCode(country, v)).toBe(true));
      it.each(c.postal[1])('refuses postal code %s', (v) => expect(isValidPostalCode(country, v)).toBe(false));
      it.each(c.phone[0])('accepts phone %s', (v) => expect(isValidPhone(country, v)).toBe(true));
      it.each(c.phone[1])('refuses phone %s', (v) => expect(isValidPhone(country, v)).toBe(false));
      it.each(c.number[0])('accepts street number %s', (v) => expect(isValidHouseNumber(country, v)).toBe(true));
      it.each(c.number[1])('refuses street number "%s"', (v) => expect(isValidHouseNumber(country, v)).toBe(false));
    });
  }

  it('accepts street names in any script and refuses numbers, markup and one letter', () => {
    for (const ok of ['High Street', 'Rue de l’Église', 'Straße des 17. Juni', 'Kongens Nytorv', "Via dell'Amore", 'Åsgatan'])
      expect(isValidStreet(ok), ok).toBe(true);
    for (const bad of ['', '123', 'A', '<script>', 'Main; DROP']) expect(isValidStreet(bad), bad).toBe(false);
  });
});

describe('every address message is reachable', () => {
  const good = { street: 'Damrak', houseNumber: '1', postalCode: '1012 LG', phone: '+31 20 123 4567', country: 'NL' };

  it('a valid address has no problems, and the phone may be left out', () => {
    expect(addressProblems(good)).toEqual({});
    expect(addressProblems({ ...good, phone: '' })).toEqual({});
  });

  it.each([
    ['phone', { phone: '12' }, ADDRESS_MESSAGES.phone],
    ['postalCode', { postalCode: '12345' }, ADDRESS_MESSAGES.postalCode],
    ['houseNumber', { houseNumber: 'one' }, ADDRESS_MESSAGES.houseNumber],
    ['street', { street: '42' }, ADDRESS_MESSAGES.street],
  ] as const)('%s', (field, change, key) => {
    expect(addressProblems({ ...good, ...change })).toEqual({ [field]: key });
  });

  it('the API schema answers with the wording of spec §5', () => {
    const result = deliveryAddressInput.safeParse({
      firstName: 'Anna',
      lastName: 'Jansen',
      city: 'Amsterdam',
      isDefault: false,
      street: '42',
      houseNumber: 'one',
      postalCode: '12345',
      phone: '12',
      country: 'nl',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      street: 'Street name must be valid',
      houseNumber: 'Street number must be valid',
      postalCode: 'Postal Code must be valid',
      phone: 'Phone number must be valid',
    });
  });

  it('the API schema refuses a country no channel delivers to', () => {
    const result = deliveryAddressInput.safeParse({ ...good, firstName: 'A', lastName: 'B', city: 'C', country: 'US' });
    expect(result.success).toBe(false);
  });
});

describe('a phone number without an address (personal details)', () => {
  it('follows the address rule of the channel country, or any country in international form', () => {
    expect(isValidPersonalPhone('GB', '')).toBe(true);
    expect(isValidPersonalPhone('GB', '123')).toBe(false);
    expect(isValidPersonalPhone('GB', '07700 900123')).toBe(true);
    expect(isValidPersonalPhone('GB', '+31 20 123 4567')).toBe(true);
    expect(isValidPersonalPhone('GB', '020 123 4567 890')).toBe(false);
    expect(isValidPersonalPhone('NL', '020 123 4567')).toBe(true);
    expect(countryOfRegion('UK')).toBe('GB');
    expect(countryOfRegion('AT')).toBe('AT');
  });
});
