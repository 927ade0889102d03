import { defineAction, ActionError, type ActionAPIContext } from 'astro:actions';
import { z } from 'zod';
import { getDb } from '@/server/runtime';
import { HttpError } from '@/server/http/errors';
import {
  updateCustomer,
  patchCustomer,
  createAddress,
  updateAddress,
  deleteAddress,
  setDefaultAddress,
  getCustomer,
} from '@/server/services/customer/customers';
import { requestSubscription, unsubscribe } from '@/server/lifecycle';
import { addressForm, deliveryAddressInput, personalDetailsForm, PAYMENT_METHODS } from '@/domain/schemas/settings';
import { ADDRESS_MESSAGES, countryOfRegion, isValidPersonalPhone } from '@/domain/address-rules';
import { keepFormState } from '@/components/settings/form-state';
import type { Viewer } from '@/server/auth/viewer';
import { safe } from './safe';

const area = z.enum(['consumer', 'b2b']).default('consumer');
const settingsHome = (a: 'consumer' | 'b2b') => (a === 'b2b' ? '/settings/b2b' : '/settings');

export function signedIn(context: ActionAPIContext): Viewer {
  const viewer = context.locals.ctx.viewer;
  if (!viewer) throw new ActionError({ code: 'UNAUTHORIZED', message: context.locals.ctx.t('settings.signInAgain') });
  return viewer;
}

/** Maps service errors to action errors with a translated message. */
export function asActionError(error: unknown, context: ActionAPIContext, messages: Partial<Record<number, string>> = {}): never {
  const { t } = context.locals.ctx;
  if (error instanceof HttpError) {
    const key = messages[error.status];
    if (key) throw new ActionError({ code: ActionError.statusToCode(error.status), message: t(key) });
    if (error.status === 404) throw new ActionError({ code: 'NOT_FOUND', message: t('settings.notFound') });
  }
  throw error;
}

function rejectForm(context: ActionAPIContext, form: string, values: Record<string, unknown>, errors: Record<string, string>): never {
  const kept = Object.fromEntries(Object.entries(values).filter(([k, v]) => typeof v === 'string' && k !== 'password')) as Record<
    string,
    string
  >;
  keepFormState(context.cookies, context.locals.ctx.host, { form, values: kept, errors });
  throw new ActionError({ code: 'BAD_REQUEST', message: context.locals.ctx.t('settings.fixErrors') });
}

export const settings = {
  personalDetails: defineAction({
    accept: 'form',
    input: personalDetailsForm,
    handler: safe('SETTINGS_PERSONAL_DETAILS', async (input, context) => {
      const viewer = signedIn(context);
      const firstName = input.firstName?.trim() ?? '';
      const lastName = input.lastName?.trim() ?? '';
      const phone = input.phone?.trim() ?? '';
      const errors: Record<string, string> = {};
      if (!firstName) errors.firstName = 'settings.invalid.firstName';
      if (!lastName) errors.lastName = 'settings.invalid.lastName';
      if (!isValidPersonalPhone(countryOfRegion(context.locals.ctx.channel.region), phone)) errors.phone = ADDRESS_MESSAGES.phone;
      if (viewer.business && !input.companyName?.trim()) errors.companyName = 'settings.invalid.companyName';
      if (Object.keys(errors).length) rejectForm(context, 'personal-details', input, errors);
      await updateCustomer(await getDb(), viewer.accountId, {
        firstName,
        lastName,
        phone,
        ...(viewer.business ? { companyName: input.companyName?.trim() || null, vatNumber: input.vatNumber?.trim() || null } : {}),
      });
      return { redirect: settingsHome(viewer.business ? 'b2b' : 'consumer'), saved: 'personalDetails' as const };
    }),
  }),

  saveAddress: defineAction({
    accept: 'form',
    input: addressForm,
    handler: safe('SETTINGS_SAVE_ADDRESS', async (input, context) => {
      const viewer = signedIn(context);
      if (input.id && !z.uuid().safeParse(input.id).success)
        throw new ActionError({ code: 'NOT_FOUND', message: context.locals.ctx.t('settings.notFound') });
      const fields = {
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        street: input.street ?? '',
        houseNumber: input.houseNumber ?? '',
        postalCode: input.postalCode ?? '',
        city: input.city ?? '',
        country: input.country ?? '',
        phone: input.phone ?? '',
      };
      const parsed = deliveryAddressInput.safeParse({ ...fields, isDefault: input.isDefault === 'on' });
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          errors[field] ??=
            field in ADDRESS_MESSAGES ? ADDRESS_MESSAGES[field as keyof typeof ADDRESS_MESSAGES] : `settings.address.required.${field}`;
        }
        rejectForm(context, input.id ? `address-${input.id}` : 'address-new', { ...fields, isDefault: input.isDefault ?? '' }, errors);
      }
      const db = await getDb();
      try {
        if (input.id) await updateAddress(db, viewer.accountId, input.id, parsed.data);
        else await createAddress(db, viewer.accountId, parsed.data);
      } catch (error) {
        asActionError(error, context);
      }
      return { redirect: input.area === 'b2b' ? '/settings/b2b' : '/settings/addresses/all', saved: 'address' as const };
    }),
  }),

  deleteAddress: defineAction({
    accept: 'form',
    input: z.object({ id: z.uuid(), area }),
    handler: safe('SETTINGS_DELETE_ADDRESS', async (input, context) => {
      const viewer = signedIn(context);
      try {
        await deleteAddress(await getDb(), viewer.accountId, input.id);
      } catch (error) {
        asActionError(error, context);
      }
      return { redirect: input.area === 'b2b' ? '/settings/b2b' : '/settings/addresses/all', saved: 'addressDeleted' as const };
    }),
  }),

  setDefaultAddress: defineAction({
    accept: 'form',
    input: z.object({ id: z.uuid(), area }),
    handler: safe('SETTINGS_DEFAULT_ADDRESS', async (input, context) => {
      const viewer = signedIn(context);
      try {
        await setDefaultAddress(await getDb(), viewer.accountId, input.id);
      } catch (error) {
        asActionError(error, context);
      }
      return { redirect: input.area === 'b2b' ? '/settings/b2b' : '/settings/addresses/all', saved: 'addressDefault' as const };
    }),
  }),

  paymentMethod: defineAction({
    accept: 'form',
    input: z.object({ paymentMethod: z.enum(PAYMENT_METHODS) }),
    handler: safe('SETTINGS_PAYMENT_METHOD', async (input, context) => {
      const viewer = signedIn(context);
      if (!viewer.business) throw new ActionError({ code: 'FORBIDDEN', message: context.locals.ctx.t('settings.businessOnly') });
      const db = await getDb();
      const customer = await getCustomer(db, viewer.accountId);
      await updateCustomer(db, viewer.accountId, {
        firstName: customer.firstName,
        lastName: customer.lastName,
        phone: customer.phone,
        paymentMethod: input.paymentMethod,
      });
      return { redirect: '/settings/b2b', saved: 'paymentMethod' as const };
    }),
  }),

  preferences: defineAction({
    accept: 'form',
    input: z.object({ hideOrderPrints: z.string().max(10).optional(), area }),
    handler: safe('SETTINGS_PREFERENCES', async (input, context) => {
      const viewer = signedIn(context);
      await patchCustomer(await getDb(), viewer.accountId, { hideOrderPrints: input.hideOrderPrints === 'on' });
      return { redirect: settingsHome(input.area), saved: 'preferences' as const };
    }),
  }),

  subscribeNewsletter: defineAction({
    accept: 'form',
    input: z.object({ area }),
    handler: safe('SETTINGS_NEWSLETTER_SUBSCRIBE', async (input, context) => {
      const viewer = signedIn(context);
      try {
        await requestSubscription(await getDb(), {
          accountId: viewer.accountId,
          email: viewer.email,
          channelId: context.locals.ctx.channel.id,
        });
      } catch (error) {
        asActionError(error, context, { 429: 'settings.tooManyRequests' });
      }
      return { redirect: settingsHome(input.area), saved: 'newsletterRequested' as const };
    }),
  }),

  unsubscribeNewsletter: defineAction({
    accept: 'form',
    input: z.object({ area }),
    handler: safe('SETTINGS_NEWSLETTER_UNSUBSCRIBE', async (input, context) => {
      const viewer = signedIn(context);
      await unsubscribe(await getDb(), { accountId: viewer.accountId, email: viewer.email, channelId: context.locals.ctx.channel.id });
      return { redirect: settingsHome(input.area), saved: 'newsletterCancelled' as const };
    }),
  }),
};
