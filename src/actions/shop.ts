import { defineAction, ActionError } from 'astro:actions';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { apiFor } from '@/client/in-process.server';
import { HttpStatusError } from '@/client/http';
import { addressProblems } from '@/domain/address-rules';
import { FTP_CALLBACK_FORMATS } from '@/domain/schemas/customer';
import { callbackUrlProblem, type CallbackUrlProblem } from '@/domain/ftp-callback';
import { line } from '@/domain/schemas/text';
import { deliveryChange, deliveryChangeForm, galleryEntryForm, shareForm } from '@/domain/forms/schemas';
import { typedText } from '@/domain/forms/limits';
import { addressRuleMessage, fieldMessages, messageValues } from '@/domain/forms/messages';
import { channelById } from '@/domain/channels';
import { safe } from './safe';

/** The locale key of each reason a callback URL is refused. */
const CALLBACK_PROBLEM_MESSAGES: Record<CallbackUrlProblem, string> = {
  notHttps: 'integration.errors.invalidUrl',
  port: 'integration.callbackRules.port',
  internalAddress: 'integration.callbackRules.internalAddress',
};

/** A service's 4xx becomes an ActionError with a localized message chosen by status. */
function refused(error: unknown, messages: Partial<Record<number, string>>, fallback?: string): never {
  if (error instanceof HttpStatusError && error.status >= 400 && error.status < 500) {
    const message = messages[error.status] ?? fallback;
    if (message) throw new ActionError({ code: ActionError.statusToCode(error.status), message });
  }
  throw error;
}

const text = (max: number) => line().max(max);

/** The label of each field of the delivery address form (`orders.address.<key>`). */
const DELIVERY_LABELS: Record<string, string> = { pickupPointId: 'pickupPoint' };

/**
 * What is wrong with a delivery address, one translated line per field: its presence and length first
 * (`deliveryChange`), then the rules of spec §5 for the fields that passed those.
 */
function deliveryAddressProblems(typed: Record<string, string>, t: TFunction): string[] {
  const parsed = deliveryChange.safeParse({ ...typed, pickupPointId: typed.pickupPointId || undefined });
  const messages = parsed.success ? {} : fieldMessages(parsed.error.issues, addressRuleMessage);
  const rules = addressProblems({
    street: typed.street,
    houseNumber: typed.houseNumber,
    postalCode: typed.postalCode,
    country: typed.country,
    phone: '',
  });
  for (const [field, key] of Object.entries(rules)) messages[field] ??= key;
  return Object.entries(messages).map(([field, key]) =>
    t(key, messageValues(field, t(`orders.address.${DELIVERY_LABELS[field] ?? field}`))),
  );
}

function orderPath(code: string) {
  return `/orders/${encodeURIComponent(code)}`;
}

export const shop = {
  changeDeliveryAddress: defineAction({
    accept: 'form',
    input: deliveryChangeForm,
    handler: safe('CHANGE_DELIVERY_ADDRESS', async (input, context) => {
      const { t } = context.locals.ctx;
      const { orderCode, deliveryType } = input;
      const typed = typedText(input, ['name', 'street', 'houseNumber', 'postalCode', 'city', 'country', 'pickupPointId']);
      try {
        const problems = deliveryAddressProblems(typed, t);
        if (deliveryType === 'PickupPoint' && !typed.pickupPointId) problems.push(t('orders.address.errors.pickupPointMissing'));
        if (problems.length) throw new ActionError({ code: 'BAD_REQUEST', message: problems.join('\n') });
        const { pickupPointId, ...address } = typed;
        await apiFor(context.locals.ctx).shop.changeDeliveryAddress(orderCode, {
          deliveryType,
          address: { ...address, pickupPointId: pickupPointId || null },
        });
      } catch (error) {
        // What was typed is kept for the form by the form actions (keptInput), as for every refused form.
        refused(
          error,
          {
            404: t('errors.orderNotFound'),
            409: t('orders.address.errors.locked'),
          },
          t('orders.address.errors.invalid'),
        );
      }
      return { redirect: `${orderPath(orderCode)}#delivery` };
    }),
  }),

  deleteProject: defineAction({
    accept: 'form',
    input: z.object({ id: z.uuid(), page: z.coerce.number().int().min(1).max(10_000).default(1) }),
    handler: safe('DELETE_PROJECT', async ({ id, page }, context) => {
      const { t } = context.locals.ctx;
      try {
        await apiFor(context.locals.ctx).shop.deleteProject(id);
      } catch (error) {
        refused(error, { 404: t('projects.errors.notFound') }, t('projects.errors.delete'));
      }
      return { redirect: `/saved-projects${page > 1 ? `?page=${page}` : ''}` };
    }),
  }),

  shareOnlineProduct: defineAction({
    accept: 'form',
    input: shareForm,
    handler: safe('SHARE_ONLINE_PRODUCT', async (input, context) => {
      const { t, channel } = context.locals.ctx;
      const client = apiFor(context.locals.ctx).shop;
      try {
        // An online product is shared by the brand it was made with, whichever host shows it.
        const made = await client.widget(input.productCode);
        const vendorId = (made && channelById(made.channel)?.vendorId) ?? channel.vendorId;
        await client.shareWidget(input.productCode, {
          vendorId,
          // The mail names the sharer as the account does; the service asks only for something here.
          fromName: context.locals.ctx.viewer?.email ?? '-',
          toEmailAddress: input.toEmailAddress,
        });
      } catch (error) {
        refused(
          error,
          { 401: t('onlineProducts.errors.notFound'), 404: t('onlineProducts.errors.notFound'), 429: t('onlineProducts.errors.tooMany') },
          t('onlineProducts.errors.share'),
        );
      }
      return { sentTo: input.toEmailAddress };
    }),
  }),

  deleteOnlineProduct: defineAction({
    accept: 'form',
    input: z.object({ productCode: text(60).min(1) }),
    handler: safe('DELETE_ONLINE_PRODUCT', async ({ productCode }, context) => {
      const { t } = context.locals.ctx;
      const client = apiFor(context.locals.ctx).shop;
      try {
        await client.deleteWidget(productCode);
      } catch (error) {
        refused(
          error,
          { 401: t('onlineProducts.errors.notFound'), 404: t('onlineProducts.errors.notFound') },
          t('onlineProducts.errors.delete'),
        );
      }
      // Spec §4: delete, then reload the widget; it must be gone now.
      if (await client.widget(productCode)) throw new ActionError({ code: 'CONFLICT', message: t('onlineProducts.errors.delete') });
      return { redirect: '/online-products' };
    }),
  }),

  saveGalleryEntry: defineAction({
    accept: 'form',
    input: galleryEntryForm,
    handler: safe('SAVE_GALLERY_ENTRY', async (input, context) => {
      const { t, channel } = context.locals.ctx;
      const { gallery } = apiFor(context.locals.ctx);
      const text = { title: input.title, description: input.description, categories: input.categories };
      try {
        if (input.id) await gallery.update(input.id, channel.id, text);
        else await gallery.create(input.productCode, channel.id, text);
      } catch (error) {
        refused(error, { 404: t('onlineProducts.gallery.errors.notFound') }, t('onlineProducts.gallery.errors.save'));
      }
      return { redirect: `/online-products/${encodeURIComponent(input.productCode)}#gallery` };
    }),
  }),

  deleteGalleryEntry: defineAction({
    accept: 'form',
    input: z.object({ productCode: text(60).min(1), id: z.uuid() }),
    handler: safe('DELETE_GALLERY_ENTRY', async (input, context) => {
      const { t, channel } = context.locals.ctx;
      try {
        await apiFor(context.locals.ctx).gallery.remove(input.id, channel.id);
      } catch (error) {
        refused(error, { 404: t('onlineProducts.gallery.errors.notFound') }, t('onlineProducts.gallery.errors.delete'));
      }
      return { redirect: `/online-products/${encodeURIComponent(input.productCode)}#gallery` };
    }),
  }),

  saveCallback: defineAction({
    accept: 'form',
    input: z.object({
      // An empty field switches callbacks off.
      callbackUrl: text(2000).optional(),
      callbackFormat: z.enum(FTP_CALLBACK_FORMATS),
    }),
    handler: safe('SAVE_FTP_CALLBACK', async (input, context) => {
      const { t } = context.locals.ctx;
      const callbackUrl = input.callbackUrl || null;
      // The route's own rule, checked here first for the message in the page's language.
      const problem = callbackUrl && callbackUrlProblem(callbackUrl);
      if (problem) throw new ActionError({ code: 'BAD_REQUEST', message: t(CALLBACK_PROBLEM_MESSAGES[problem]) });
      try {
        await apiFor(context.locals.ctx).customer.patchMe({ callbackUrl, callbackFormat: input.callbackFormat });
      } catch (error) {
        refused(
          error,
          { 400: t('integration.errors.invalidUrl'), 403: t('integration.callbackRules.blocked') },
          t('integration.errors.save'),
        );
      }
      return { saved: true };
    }),
  }),
};
