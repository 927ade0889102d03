import { defineAction, ActionError, type ActionAPIContext } from 'astro:actions';
import { z } from 'zod';
import { HttpStatusError } from '@/client/http';
import { apiFor } from '@/client/in-process.server';
import { customerUpdate } from '@/domain/schemas/customer';
import { addressForm, deliveryAddressInput, personalDetailsForm, PAYMENT_METHODS } from '@/domain/schemas/settings';
import { ADDRESS_MESSAGES, countryOfRegion, isValidPersonalPhone } from '@/domain/address-rules';
import { addressRuleMessage, FIELD_MESSAGES, fieldMessages } from '@/domain/forms/messages';
import { typedText } from '@/domain/forms/limits';
import { refuseAtFields } from '@/server/form-actions';
import type { Viewer } from '@/server/auth/viewer';
import { safe } from './safe';

const area = z.enum(['consumer', 'b2b']).default('consumer');
const settingsHome = (a: 'consumer' | 'b2b') => (a === 'b2b' ? '/settings/b2b' : '/settings');

export function signedIn(context: ActionAPIContext): Viewer {
  const viewer = context.locals.ctx.viewer;
  if (!viewer) throw new ActionError({ code: 'UNAUTHORIZED', message: context.locals.ctx.t('settings.signInAgain') });
  return viewer;
}

/** Maps a service's refusal, as its client hands it back, to an action error with a translated message. */
export function asActionError(error: unknown, context: ActionAPIContext, messages: Partial<Record<number, string>> = {}): never {
  const { t } = context.locals.ctx;
  if (error instanceof HttpStatusError) {
    const key = messages[error.status];
    if (key) throw new ActionError({ code: ActionError.statusToCode(error.status), message: t(key) });
    if (error.status === 404) throw new ActionError({ code: 'NOT_FOUND', message: t('settings.notFound') });
  }
  throw error;
}

/** Refuses a settings form at its fields; what was typed and the messages are shown again (refuseAtFields). */
function rejectForm(context: ActionAPIContext, errors: Record<string, string>): never {
  refuseAtFields(context, errors, context.locals.ctx.t('settings.fixErrors'));
}

/**
 * A route's 400 with field issues refuses the form at those fields (a route's issue carries no zod code:
 * the field's own message, or 'not valid'); any other failure becomes an action error.
 */
function refusedByRoute(error: unknown, context: ActionAPIContext, own: (field: string) => string | undefined): never {
  if (error instanceof HttpStatusError && error.status === 400 && error.issues.length)
    rejectForm(context, fieldMessages(error.issues, own));
  asActionError(error, context);
}

/** The personal details' rule of their own: the channel's phone rule. */
const personalMessage = (field: string) => (field === 'phone' ? ADDRESS_MESSAGES.phone : undefined);

export const settings = {
  personalDetails: defineAction({
    accept: 'form',
    input: personalDetailsForm,
    handler: safe('SETTINGS_PERSONAL_DETAILS', async (input, context) => {
      const viewer = signedIn(context);
      const body = {
        firstName: input.firstName?.trim() ?? '',
        lastName: input.lastName?.trim() ?? '',
        phone: input.phone?.trim() ?? '',
        ...(viewer.business ? { companyName: input.companyName?.trim() || null, vatNumber: input.vatNumber?.trim() || null } : {}),
      };
      // The route refuses its schema's problems before the channel's phone rule; the form checks both
      // first so that every marked field shows at once. The route still decides (its 400 marks fields too).
      const parsed = customerUpdate.safeParse(body);
      const errors = parsed.success ? {} : fieldMessages(parsed.error.issues, personalMessage);
      if (!isValidPersonalPhone(countryOfRegion(context.locals.ctx.channel.region), body.phone)) errors.phone ??= ADDRESS_MESSAGES.phone;
      if (viewer.business && !body.companyName) errors.companyName = FIELD_MESSAGES.required;
      if (Object.keys(errors).length) rejectForm(context, errors);
      try {
        await apiFor(context.locals.ctx).customer.updateMe(body);
      } catch (error) {
        refusedByRoute(error, context, personalMessage);
      }
      return { redirect: settingsHome(viewer.business ? 'b2b' : 'consumer'), saved: 'personalDetails' as const };
    }),
  }),

  saveAddress: defineAction({
    accept: 'form',
    input: addressForm,
    handler: safe('SETTINGS_SAVE_ADDRESS', async (input, context) => {
      signedIn(context);
      if (input.id && !z.uuid().safeParse(input.id).success)
        throw new ActionError({ code: 'NOT_FOUND', message: context.locals.ctx.t('settings.notFound') });
      const fields = typedText(input, ['firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'country', 'phone']);
      const body = { ...fields, isDefault: input.isDefault === 'on' };
      // Checked here too, with zod's codes: an empty field says it is required, a long one names its limit.
      const parsed = deliveryAddressInput.safeParse(body);
      if (!parsed.success) rejectForm(context, fieldMessages(parsed.error.issues, addressRuleMessage));
      const customer = apiFor(context.locals.ctx).customer;
      try {
        if (input.id) await customer.updateAddress(input.id, body);
        else await customer.createAddress(body);
      } catch (error) {
        refusedByRoute(error, context, addressRuleMessage);
      }
      return { redirect: input.area === 'b2b' ? '/settings/b2b' : '/settings/addresses/all', saved: 'address' as const };
    }),
  }),

  deleteAddress: defineAction({
    accept: 'form',
    input: z.object({ id: z.uuid(), area }),
    handler: safe('SETTINGS_DELETE_ADDRESS', async (input, context) => {
      signedIn(context);
      try {
        await apiFor(context.locals.ctx).customer.deleteAddress(input.id);
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
      signedIn(context);
      const customer = apiFor(context.locals.ctx).customer;
      try {
        const chosen = (await customer.addresses()).find((a) => a.id === input.id);
        if (!chosen) throw new HttpStatusError(404, 'Address not found');
        const { id, ...fields } = chosen;
        await customer.updateAddress(id, { ...fields, isDefault: true });
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
      signedIn(context);
      const customer = apiFor(context.locals.ctx).customer;
      try {
        const { firstName, lastName, phone } = await customer.me();
        await customer.updateMe({ firstName, lastName, phone, paymentMethod: input.paymentMethod });
      } catch (error) {
        asActionError(error, context, { 403: 'settings.businessOnly' });
      }
      return { redirect: '/settings/b2b', saved: 'paymentMethod' as const };
    }),
  }),

  preferences: defineAction({
    accept: 'form',
    input: z.object({ hideOrderPrints: z.string().max(10).optional(), area }),
    handler: safe('SETTINGS_PREFERENCES', async (input, context) => {
      signedIn(context);
      await apiFor(context.locals.ctx).customer.patchMe({ hideOrderPrints: input.hideOrderPrints === 'on' });
      return { redirect: settingsHome(input.area), saved: 'preferences' as const };
    }),
  }),

  subscribeNewsletter: defineAction({
    accept: 'form',
    input: z.object({ area }),
    handler: safe('SETTINGS_NEWSLETTER_SUBSCRIBE', async (input, context) => {
      signedIn(context);
      const { ctx } = context.locals;
      try {
        await apiFor(ctx).customer.subscribeNewsletter(ctx.channel.id);
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
      signedIn(context);
      const { ctx } = context.locals;
      await apiFor(ctx).customer.unsubscribeNewsletter(ctx.channel.id);
      return { redirect: settingsHome(input.area), saved: 'newsletterCancelled' as const };
    }),
  }),
};
