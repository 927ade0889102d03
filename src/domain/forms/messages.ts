import { PASSWORD_MIN_LENGTH } from '../constants';
import { CONTROL_CHARACTERS_MESSAGE } from '../schemas/text';
import { ADDRESS_MESSAGES } from '../address-rules';
import { fieldMax } from './limits';

/**
 * The messages a form shows at its fields, as locale keys of `fieldErrors` (each names the field and,
 * where it has one, the limit: `{{field}}`, `{{max}}`, `{{min}}`). No parser's wording ever reaches a page.
 */
export const FIELD_MESSAGES = {
  required: 'fieldErrors.required',
  tooLong: 'fieldErrors.tooLong',
  tooShort: 'fieldErrors.tooShort',
  controlCharacters: 'fieldErrors.controlCharacters',
  email: 'fieldErrors.email',
  vatNumber: 'fieldErrors.vatNumber',
  invalid: 'fieldErrors.invalid',
  /** A country the shop does not deliver to. */
  country: 'fieldErrors.country',
} as const;

/** The en-GB wording of a refused VAT number in API answers; forms show `FIELD_MESSAGES.vatNumber`. */
export const VAT_NUMBER_MESSAGE = 'The VAT number is not valid (country code, format or check digits)';

/** A field issue as zod gives it, or as it reaches a page (serialised by Astro) or a client (a route's 400). */
export interface IssueLike {
  code?: string;
  path: readonly PropertyKey[] | string;
  message: string;
  minimum?: number | bigint;
  format?: string;
}

/** The locale key of one issue; `own` is the field's own message for a broken rule of its own (an address rule). */
export function issueMessage(issue: IssueLike, own?: string): string {
  if (issue.message === CONTROL_CHARACTERS_MESSAGE) return FIELD_MESSAGES.controlCharacters;
  if (issue.message === VAT_NUMBER_MESSAGE) return FIELD_MESSAGES.vatNumber;
  switch (issue.code) {
    case 'too_big':
      return FIELD_MESSAGES.tooLong;
    case 'invalid_type':
      return FIELD_MESSAGES.required;
    case 'too_small':
      return Number(issue.minimum) <= 1 ? FIELD_MESSAGES.required : FIELD_MESSAGES.tooShort;
    case 'invalid_format':
      if (issue.format === 'email') return FIELD_MESSAGES.email;
  }
  return own ?? FIELD_MESSAGES.invalid;
}

function fieldOf(issue: IssueLike): string {
  return String(typeof issue.path === 'string' ? issue.path.split('.')[0] : (issue.path[0] ?? ''));
}

/**
 * Field name → locale key of its message, the first issue of a field winning (a schema checks a field's
 * presence, then its length, then its form). `own` gives a field's message for rules of its own.
 */
export function fieldMessages(
  issues: readonly IssueLike[],
  own: (field: string) => string | undefined = () => undefined,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (field) messages[field] ??= issueMessage(issue, own(field));
  }
  return messages;
}

/** The values a field's message is translated with: its label and its limits. */
export function messageValues(name: string, label: string): Record<string, string | number> {
  return { field: label, max: fieldMax(name) ?? 0, min: PASSWORD_MIN_LENGTH };
}

/** An address field's message for a rule of its own: spec §5's four messages, a country not delivered to. */
export function addressRuleMessage(field: string): string | undefined {
  if (field === 'country') return FIELD_MESSAGES.country;
  return Object.hasOwn(ADDRESS_MESSAGES, field) ? ADDRESS_MESSAGES[field as keyof typeof ADDRESS_MESSAGES] : undefined;
}
