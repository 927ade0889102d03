import { z } from 'zod';
import { emailField, formField, line } from './text';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { addressInput } from './customer';
import { ADDRESS_COUNTRIES, ADDRESS_MESSAGE_TEXT, addressProblems, type AddressFields, type AddressRuleField } from '../address-rules';

/** A country the shop delivers to. */
export const addressCountry = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(ADDRESS_COUNTRIES, { error: 'Country is not delivered to' }));

/** Adds an issue per broken rule of spec §5, in the en-GB wording of API answers. */
export function checkAddressRules(address: AddressFields, ctx: z.RefinementCtx): void {
  for (const field of Object.keys(addressProblems(address))) {
    ctx.addIssue({ code: 'custom', path: [field], message: ADDRESS_MESSAGE_TEXT[field as AddressRuleField] });
  }
}

/** A delivery address with the per-country rules of spec §5 (API messages in en-GB wording). */
export const deliveryAddressInput = addressInput.extend({ country: addressCountry }).superRefine(checkAddressRules);

/**
 * Form fields as posted. Astro turns an empty form field into null unless the field is optional,
 * so every text field is optional here and the action treats a missing one as ''.
 */
export const addressForm = z.object({
  /** Present when editing; checked to be a UUID by the action (a union here would not parse from a form). */
  id: line().max(40).optional(),
  firstName: formField(),
  lastName: formField(),
  street: formField(),
  houseNumber: formField(),
  postalCode: formField(),
  city: formField(),
  country: formField(),
  phone: formField(),
  isDefault: line().max(10).optional(),
  /** Which settings area posted (consumer or b2b) so the answer goes back there. */
  area: z.enum(['consumer', 'b2b']).default('consumer'),
});

export const personalDetailsForm = z.object({
  firstName: formField(),
  lastName: formField(),
  phone: formField(),
  companyName: formField(),
  vatNumber: formField(),
});

export const PAYMENT_METHODS = ['invoice', 'directDebit', 'creditCard'] as const;

export const emailChangeForm = z.object({
  email: emailField(),
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  area: z.enum(['consumer', 'b2b']).default('consumer'),
});

/** Identity API bodies (spec §7). `channel` is a channel id; the caller's channel when left out. */
export const emailChangeRequest = z.object({
  email: emailField(),
  /** The current password, asked again: a token alone may not move the account to another address. */
  password: z
    .string({ error: 'The current password is required' })
    .min(1, { error: 'The current password is required' })
    .max(PASSWORD_MAX_LENGTH),
  channel: z.string().max(40).optional(),
});
export const deleteAccountRequest = z.object({ channel: z.string().max(40).optional() }).optional();

/** A confirmation token as it appears in links: 43 base64url characters (32 random bytes). */
export const confirmationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'The confirmation token is not valid' });
