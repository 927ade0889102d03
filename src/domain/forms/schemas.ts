import { z } from 'zod';
import { GALLERY_CATEGORIES } from '../schemas/widgets';
import { emailField, formField, limitedLine, line, multiline } from '../schemas/text';
import { newPassword } from '../schemas/account';
import { DELIVERY_TYPES } from '../orders/delivery-address';
import { addressCountry } from '../schemas/settings';
import { FIELD_MAX } from './limits';
import { FIELD_MESSAGES } from './messages';

/**
 * The schemas of the forms that Astro Actions take as they are posted (the settings forms check theirs
 * through their routes' schemas, `customerUpdate` and `deliveryAddressInput`). Each field is bounded by its
 * declared maximum (`FIELD_MAX`) and refused with a field message (`fieldMessages`), never zod's words.
 */

export const signUpForm = z
  .object({
    firstName: limitedLine('firstName').min(1),
    lastName: limitedLine('lastName').min(1),
    email: emailField(),
    password: newPassword,
    accountType: z.enum(['consumer', 'business']).default('consumer'),
    companyName: limitedLine('companyName').optional(),
    returnTo: z.string().max(2000).optional(),
  })
  .refine((v) => v.accountType === 'consumer' || (v.companyName?.length ?? 0) > 0, {
    path: ['companyName'],
    message: 'Company name is required for a business account',
  });

/** The sign-up form's own rule: a business account needs its company name. */
export const signUpRuleMessage = (field: string) => (field === 'companyName' ? FIELD_MESSAGES.required : undefined);

export const passwordResetRequestForm = z.object({ email: emailField() });

/**
 * The delivery address of an order as its form posts it: bounded only against abuse, so that the action
 * checks `deliveryChange` and keeps what was typed.
 */
export const deliveryChangeForm = z.object({
  orderCode: line().min(1).max(40),
  deliveryType: z.enum(DELIVERY_TYPES),
  name: formField(),
  street: formField(),
  houseNumber: formField(),
  postalCode: formField(),
  city: formField(),
  country: formField(),
  pickupPointId: formField(),
});

/** The address fields of an order's delivery change, each required and at most its maximum. */
export const deliveryChange = z.object({
  name: limitedLine('name').min(1),
  street: limitedLine('street').min(1),
  houseNumber: limitedLine('houseNumber').min(1),
  postalCode: limitedLine('postalCode').min(1),
  city: limitedLine('city').min(1),
  country: addressCountry,
  pickupPointId: limitedLine('pickupPointId').optional(),
});

export const shareForm = z.object({
  productCode: line().min(1).max(60),
  toEmailAddress: emailField(),
});

export const galleryEntryForm = z.object({
  productCode: line().min(1).max(60),
  id: z.uuid().optional(),
  title: limitedLine('title').min(1),
  description: multiline().max(FIELD_MAX.description).default(''),
  categories: z.array(z.enum(GALLERY_CATEGORIES)).max(GALLERY_CATEGORIES.length).default([]),
});
