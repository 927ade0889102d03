import { z } from 'zod';
import { line, limitedLine } from './text';
import { callbackUrlProblem, CALLBACK_URL_MESSAGES } from '../ftp-callback';
import { FIELD_MAX } from '../forms/limits';
import { VAT_NUMBER_MESSAGE } from '../forms/messages';
import { normalisedVatNumber } from '../vat';

/** Address as the Customer API stores it (spec §3 addresses list, each with id). */
export const addressInput = z.object({
  firstName: limitedLine('firstName').min(1),
  lastName: limitedLine('lastName').min(1),
  street: limitedLine('street').min(1),
  houseNumber: limitedLine('houseNumber').min(1),
  postalCode: limitedLine('postalCode').min(1),
  city: limitedLine('city').min(1),
  country: line().length(FIELD_MAX.country).toUpperCase(),
  phone: limitedLine('phone').default(''),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof addressInput>;

export const address = addressInput.extend({ id: z.string() });
export type Address = z.infer<typeof address>;
export const addressList = z.object({ addresses: z.array(address) });

export const customer = z.object({
  accountId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  userType: z.string(),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  businessStatus: z.enum(['Default', 'New', 'Blocked']).nullable(),
  paymentMethod: z.string().nullable(),
  newsletter: z.boolean(),
  hideOrderPrints: z.boolean(),
  accountDeleted: z.boolean(),
  ftpIntegration: z.object({ callbackUrl: z.string().nullable(), callbackFormat: z.string().nullable() }),
  addresses: z.array(address),
});
export type Customer = z.infer<typeof customer>;

/** A VAT number with its country code, checked and stored as `normalisedVatNumber` writes it. */
export const vatNumber = limitedLine('vatNumber').transform((value, ctx) => {
  const normalised = normalisedVatNumber(value);
  if (normalised) return normalised;
  ctx.addIssue({ code: 'custom', message: VAT_NUMBER_MESSAGE });
  return z.NEVER;
});

export const customerUpdate = z.object({
  firstName: limitedLine('firstName').min(1),
  lastName: limitedLine('lastName').min(1),
  phone: limitedLine('phone').default(''),
  companyName: limitedLine('companyName').nullish(),
  vatNumber: vatNumber.nullish(),
  paymentMethod: line().max(40).nullish(),
  hideOrderPrints: z.boolean().optional(),
});

/** Fields of PUT /customers/me that only business customers may set. */
export const BUSINESS_FIELDS = ['companyName', 'vatNumber', 'paymentMethod'] as const;

export const FTP_CALLBACK_FORMATS = ['json', 'xml'] as const;
/** FTP callback fields: the FTP integration is for business customers only. */
export const FTP_FIELDS = ['callbackUrl', 'callbackFormat'] as const;
export const FTP_BUSINESS_ONLY = 'The FTP integration is only available to business customers';
export const FTP_BLOCKED = 'A blocked business account cannot change its callback settings';

/** PATCH /customers/me. The newsletter is not here: it changes only through the double opt-in. */
export const customerPatch = z.strictObject(
  {
    callbackUrl: z
      .string()
      .max(2000)
      .check((ctx) => {
        const problem = callbackUrlProblem(ctx.value);
        if (problem) ctx.issues.push({ code: 'custom', message: CALLBACK_URL_MESSAGES[problem], input: ctx.value });
      })
      .nullable()
      .optional(),
    callbackFormat: z.enum(FTP_CALLBACK_FORMATS).nullable().optional(),
    hideOrderPrints: z.boolean().optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `These fields cannot be changed here: ${issue.keys.join(', ')}` : undefined) },
);
