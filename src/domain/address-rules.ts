/**
 * Delivery-address rules per country of the channels (spec §5: the four address messages; the
 * rules themselves are ours). Pure: returns locale keys, the caller translates them.
 */

export const ADDRESS_COUNTRIES = ['GB', 'NL', 'BE', 'AT', 'DE', 'FR', 'ES', 'IT', 'DK', 'PT', 'NO', 'SE'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** The four messages of spec §5, as locale keys. */
export const ADDRESS_MESSAGES = {
  phone: 'settings.address.invalid.phone',
  postalCode: 'settings.address.invalid.postalCode',
  houseNumber: 'settings.address.invalid.houseNumber',
  street: 'settings.address.invalid.street',
} as const;
export type AddressRuleField = keyof typeof ADDRESS_MESSAGES;

/** The en-GB wording of spec §5, for API answers (pages translate the keys above). */
export const ADDRESS_MESSAGE_TEXT: Record<AddressRuleField, string> = {
  phone: 'Phone number must be valid',
  postalCode: 'Postal Code must be valid',
  houseNumber: 'Street number must be valid',
  street: 'Street name must be valid',
};

interface PhoneRule {
  /** International dialling code without '+'. */
  code: string;
  /** Length range of the national significant number (without trunk prefix). */
  digits: [number, number];
  /** National trunk prefix, '' where numbers are dialled without one (DK, NO, ES, PT, IT). */
  trunk: string;
}

interface CountryRule {
  postalCode: RegExp;
  phone: PhoneRule;
  /** Street numbers: digits first on the continent; British addresses may name the house. */
  houseNumber: RegExp;
}

const NUMBERED = /^\d{1,5}[A-Za-z]{0,3}(?:\s?[-/]\s?(?:\d{1,5}[A-Za-z]{0,3}|[A-Za-z]{1,3}))?(?:\s?(?:bis|ter|hs|huis|st|tv|th))?$/i;

const COUNTRY_RULES: Record<AddressCountry, CountryRule> = {
  GB: {
    postalCode: /^(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|GIR\s?0AA)$/i,
    phone: { code: '44', digits: [9, 10], trunk: '0' },
    houseNumber: /^(?=.*[\p{L}\d])[\p{L}\d][\p{L}\d .,'/-]{0,39}$/u,
  },
  NL: { postalCode: /^[1-9]\d{3}\s?(?!SA|SD|SS)[A-Z]{2}$/i, phone: { code: '31', digits: [9, 9], trunk: '0' }, houseNumber: NUMBERED },
  BE: { postalCode: /^[1-9]\d{3}$/, phone: { code: '32', digits: [8, 9], trunk: '0' }, houseNumber: NUMBERED },
  AT: { postalCode: /^[1-9]\d{3}$/, phone: { code: '43', digits: [4, 13], trunk: '0' }, houseNumber: NUMBERED },
  DE: { postalCode: /^(?!00)\d{5}$/, phone: { code: '49', digits: [6, 13], trunk: '0' }, houseNumber: NUMBERED },
  FR: { postalCode: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/, phone: { code: '33', digits: [9, 9], trunk: '0' }, houseNumber: NUMBERED },
  ES: {
    postalCode: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
    phone: { code: '34', digits: [9, 9], trunk: '' },
    // 's/n' (sin número) is a valid Spanish street number.
    houseNumber: new RegExp(`${NUMBERED.source}|^s\\/n$`, 'i'),
  },
  IT: { postalCode: /^\d{5}$/, phone: { code: '39', digits: [6, 11], trunk: '' }, houseNumber: NUMBERED },
  DK: { postalCode: /^(?:DK-?)?[1-9]\d{3}$/i, phone: { code: '45', digits: [8, 8], trunk: '' }, houseNumber: NUMBERED },
  PT: { postalCode: /^[1-9]\d{3}-\d{3}$/, phone: { code: '351', digits: [9, 9], trunk: '' }, houseNumber: NUMBERED },
  NO: { postalCode: /^\d{4}$/, phone: { code: '47', digits: [8, 8], trunk: '' }, houseNumber: NUMBERED },
  SE: { postalCode: /^(?:SE-?)?[1-9]\d{2}\s?\d{2}$/i, phone: { code: '46', digits: [7, 9], trunk: '0' }, houseNumber: NUMBERED },
};

/** Letters (any script) and the punctuation street names use; at least one letter. */
const STREET = /^(?=.*\p{L})[\p{L}\p{M}\d][\p{L}\p{M}\d .,'’()&/-]{1,99}$/u;

function isAddressCountry(value: string): value is AddressCountry {
  return (ADDRESS_COUNTRIES as readonly string[]).includes(value.toUpperCase());
}

export function isValidPostalCode(country: AddressCountry, value: string): boolean {
  return COUNTRY_RULES[country].postalCode.test(value.trim());
}

/** Accepts '+CC NSN', '00CC NSN' or the national form, with spaces, dots, dashes and brackets. */
export function isValidPhone(country: AddressCountry, value: string): boolean {
  const {
    code,
    digits: [min, max],
    trunk,
  } = COUNTRY_RULES[country].phone;
  const raw = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(raw)) return false;
  let digits = raw.replace(/[\s().-]/g, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith(`+${code}`)) return false;
    digits = digits.slice(code.length + 1);
    // '+44 (0)20 …' writes the trunk prefix in brackets; it is not dialled.
    if (trunk && /\(0\)/.test(raw) && digits.startsWith(trunk)) digits = digits.slice(trunk.length);
  } else if (digits.startsWith(`00${code}`)) {
    digits = digits.slice(code.length + 2);
  } else if (trunk) {
    if (!digits.startsWith(trunk)) return false;
    digits = digits.slice(trunk.length);
  }
  if (!/^\d+$/.test(digits) || (trunk && digits.startsWith(trunk))) return false;
  return digits.length >= min && digits.length <= max;
}

export function isValidHouseNumber(country: AddressCountry, value: string): boolean {
  return COUNTRY_RULES[country].houseNumber.test(value.trim());
}

export function isValidStreet(value: string): boolean {
  return STREET.test(value.trim());
}

export interface AddressFields {
  street: string;
  houseNumber: string;
  postalCode: string;
  phone: string;
  country: string;
}

/** The rule violations of an address, field → locale key. Phone is optional; the rest are required. */
export function addressProblems(address: AddressFields): Partial<Record<AddressRuleField, string>> {
  const country = address.country.toUpperCase();
  const problems: Partial<Record<AddressRuleField, string>> = {};
  if (!isValidStreet(address.street)) problems.street = ADDRESS_MESSAGES.street;
  if (!isAddressCountry(country)) return problems;
  if (!isValidHouseNumber(country, address.houseNumber)) problems.houseNumber = ADDRESS_MESSAGES.houseNumber;
  if (!isValidPostalCode(country, address.postalCode)) problems.postalCode = ADDRESS_MESSAGES.postalCode;
  if (address.phone.trim() !== '' && !isValidPhone(country, address.phone)) problems.phone = ADDRESS_MESSAGES.phone;
  return problems;
}

/** The country whose rules apply by default on a channel ('UK' is the region of the British channel). */
export function countryOfRegion(region: string): AddressCountry {
  const country = region === 'UK' ? 'GB' : region.toUpperCase();
  return isAddressCountry(country) ? country : 'GB';
}

/**
 * A phone number without an address (personal details), by the same rules as an address's phone:
 * valid for the channel's country, or written internationally for any country we deliver to.
 */
export function isValidPersonalPhone(home: AddressCountry, value: string): boolean {
  if (value.trim() === '' || isValidPhone(home, value)) return true;
  return /^\s*(?:\+|00)/.test(value) && ADDRESS_COUNTRIES.some((country) => isValidPhone(country, value));
}
