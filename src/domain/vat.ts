import {
  checkVAT,
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  norway,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  unitedKingdom,
} from 'jsvat';

/**
 * VAT numbers of the 27 EU member states, the United Kingdom and Norway (the shop's channels' countries
 * and their neighbours' customers), checked for format and check digits by jsvat (maintained, no
 * dependencies). A number is written with its country code (`EL` for Greece); spaces, dots and dashes are
 * ignored.
 */
const COUNTRIES = [
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  norway,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  unitedKingdom,
];

/** The VAT number as it is stored and printed (upper case, no separators), or null when it is not a valid one. */
export function normalisedVatNumber(value: string): string | null {
  const result = checkVAT(value, COUNTRIES);
  return result.isValid && result.value ? result.value : null;
}
