import { checkVAT, countries } from 'jsvat';

/**
 * VAT numbers of the 27 EU member states (Greece's written `EL`), the United Kingdom and Norway (the
 * channels' countries and their business customers' neighbours), checked for format and check digits by
 * jsvat (maintained, no dependencies). Spaces, dots and dashes are ignored; the country code is required.
 */
const CHECKED_COUNTRIES = new Set([
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT'],
  ...['LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB', 'NO'],
]);
const COUNTRIES = countries.filter((country) => CHECKED_COUNTRIES.has(country.codes[0]));

/** The VAT number as it is stored and printed (upper case, no separators), or null when it is not a valid one. */
export function normalisedVatNumber(value: string): string | null {
  const result = checkVAT(value, COUNTRIES);
  return result.isValid && result.value ? result.value : null;
}
