import { PASSWORD_MAX_LENGTH } from '../constants';

/**
 * The longest value each form field takes, by the field's name. Spec §5 gives no bounds ("No other form
 * field bounds shown"), so these are ours: names as long as real ones get, an e-mail address as long as
 * RFC 5321 lets it be (254), a password as long as `PASSWORD_MAX_LENGTH`. One home: the inputs'
 * `maxlength`, the forms' and routes' schemas and the "at most N characters" message all read it.
 */
export const FIELD_MAX = {
  firstName: 50,
  lastName: 50,
  /** The one name of a delivery address (an order's). */
  name: 100,
  companyName: 100,
  /** The longest VAT number is 14 characters (NL…B01, SE…01, NO…MVA); room for the spaces people type. */
  vatNumber: 20,
  phone: 30,
  email: 254,
  toEmailAddress: 254,
  street: 100,
  houseNumber: 20,
  postalCode: 20,
  city: 100,
  country: 2,
  pickupPointId: 40,
  fromName: 100,
  personalMessage: 500,
  title: 120,
  description: 500,
  password: PASSWORD_MAX_LENGTH,
  current: PASSWORD_MAX_LENGTH,
} as const;
export type LimitedField = keyof typeof FIELD_MAX;

/** The declared maximum of a field, when it has one. */
export function fieldMax(name: string): number | undefined {
  return Object.hasOwn(FIELD_MAX, name) ? FIELD_MAX[name as LimitedField] : undefined;
}

/** Password fields carry no `maxlength`: a browser cuts a pasted password there without a word. */
export function isPasswordField(name: string): boolean {
  return name === 'password' || name === 'current';
}

/** Hidden fields the customer does not type (a return path) are kept up to this. */
const UNDECLARED_KEPT_MAX = 2000;

/** The first `max` UTF-16 units of a value (as `maxlength` counts), without cutting a character in two. */
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const head = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/**
 * What a refused form keeps of its values until the page shows them again (in a cookie of about 4 kB):
 * each at most its field's maximum, so that one over-long field never costs the others theirs.
 */
export function keepableValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, cut(value, fieldMax(name) ?? UNDECLARED_KEPT_MAX)]));
}

/** A form's text fields as typed, in a fixed order: one left empty (Astro hands it over as nothing) is ''. */
export function typedText<Name extends string>(input: Partial<Record<Name, string | null>>, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, input[name] ?? ''])) as Record<Name, string>;
}
