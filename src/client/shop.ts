import { z } from 'zod';
import { serviceClient, HttpStatusError, type HttpOptions } from './http';
import { contractClient } from './contract';
import {
  superOrderPage,
  superOrder,
  blockedOrder,
  type SuperOrder,
  type VoucherDetails,
  type DeliveryAddressChange,
  type DeliveryDates,
  type Campaign,
} from '@/domain/schemas/orders';
import { voucherApi } from '@/domain/contracts/voucher';
import { deliveryApi } from '@/domain/contracts/delivery';
import { productApi } from '@/domain/contracts/product';
import { reorderApi } from '@/domain/contracts/reorder';
import { invoiceApi } from '@/domain/contracts/invoice';
import { cutOffApi } from '@/domain/contracts/cut-off';
import { savedProjectPage } from '@/domain/schemas/projects';
import { widget, widgetList } from '@/domain/schemas/widgets';
import { CAMPAIGN_KEPT_SECONDS, ORDER_FETCH_BATCH } from '@/domain/constants';
import { isInProgress, recentEnoughForProgress } from '@/domain/orders/tabs';

/** Services the shop pages read. */
export const SHOP_SERVICES = [
  'order',
  'voucher',
  'delivery',
  'product',
  'reorder',
  'invoice',
  'projects',
  'widget',
  'gallery',
  'customer',
  'downloads',
  'photo-management',
  'cut-off',
  'merchandise',
] as const;

const ok = z.looseObject({ ok: z.literal(true) });

const ARTICLE_TITLES_QUERY =
  'query ($channel: String!, $locale: String) { channel(id: $channel) { Articles(locale: $locale) { ID Title } } }';
const articleTitles = z.object({
  data: z.object({ channel: z.object({ Articles: z.array(z.object({ ID: z.string(), Title: z.string() })) }).nullable() }),
});

/**
 * Campaign answers by cut-off service and name, kept CAMPAIGN_KEPT_SECONDS: the same for every customer (no
 * viewer's data in them), shared by all requests of the process. A failed call is not kept.
 */
const campaigns = new Map<string, { until: number; answer: Promise<Campaign | null> }>();

/** Typed clients of the shop services (spec §7). Every response is parsed with its schema. */
export function shopClient(options: HttpOptions) {
  const order = serviceClient('order', options);
  const voucher = contractClient('voucher', options);
  const delivery = contractClient('delivery', options);
  const products = contractClient('product', options);
  const reorder = contractClient('reorder', options);
  const invoice = contractClient('invoice', options);
  const projects = serviceClient('projects', options);
  const widgets = serviceClient('widget', options);
  const cutOff = contractClient('cut-off', options);
  const merchandise = serviceClient('merchandise', options);

  /** Not-expired orders, newest first, 100 at a time until all are in or `past(order)` holds (that order left out). */
  async function notExpiredOrders(past: (order: SuperOrder) => boolean): Promise<SuperOrder[]> {
    const found: SuperOrder[] = [];
    for (let offset = 0; ; offset += ORDER_FETCH_BATCH) {
      const page = await order.request('/v2/superorders/me', superOrderPage, {
        query: { Offset: offset, Limit: ORDER_FETCH_BATCH, OrderState: 'notExpired' },
      });
      const end = page.items.findIndex(past);
      found.push(...(end < 0 ? page.items : page.items.slice(0, end)));
      if (end >= 0 || page.items.length < ORDER_FETCH_BATCH || offset + page.items.length >= page.total) return found;
    }
  }

  async function askCampaign(name: string): Promise<Campaign | null> {
    try {
      return await cutOff(cutOffApi.campaign, { params: { name } });
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) return null;
      throw error;
    }
  }

  return {
    /** Every not-expired order, loaded 100 at a time until all are in (spec §7). */
    allOrders: () => notExpiredOrders(() => false),
    /**
     * The orders in progress (spec §4), loaded 100 at a time like every order list, but only until an order
     * too old to be in progress comes: the overview of a customer with thousands of orders asks for one page.
     */
    ordersInProgress: async (now = new Date()) =>
      (await notExpiredOrders((o) => !recentEnoughForProgress(o, now))).filter((o) => isInProgress(o, now)),
    order: (code: string) => order.request(`/v1/superorders/${encodeURIComponent(code)}`, superOrder),
    changeDeliveryAddress: (code: string, change: DeliveryAddressChange) =>
      order.request(`/v1/superorders/${encodeURIComponent(code)}/deliveryAddress`, superOrder, { method: 'PUT', body: change }),
    blockedOrder: (code: string) => order.request(`/v1/blockedorders/${encodeURIComponent(code)}`, blockedOrder),
    /** 404 means the voucher is not found; any other failure throws (spec §7). */
    async voucherDetails(code: string): Promise<VoucherDetails> {
      try {
        return { isVoucherFound: true, offer: await voucher(voucherApi.offer, { params: { code } }) };
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 404) return { isVoucherFound: false };
        throw error;
      }
    },
    /** 404 means there are no delivery dates. */
    async deliveryDates(code: string): Promise<DeliveryDates | null> {
      try {
        return await delivery(deliveryApi.dates, { params: { id: code } });
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 404) return null;
        throw error;
      }
    },
    /** A campaign's order-before date, or null when the campaign is unknown; asked again after CAMPAIGN_KEPT_SECONDS. */
    campaign(name: string, now = Date.now()): Promise<Campaign | null> {
      const key = `${options.services?.['cut-off'] ?? ''} ${name}`;
      const kept = campaigns.get(key);
      if (kept && kept.until > now) return kept.answer;
      const answer = askCampaign(name);
      campaigns.set(key, { until: now + CAMPAIGN_KEPT_SECONDS * 1000, answer });
      answer.catch(() => {
        if (campaigns.get(key)?.answer === answer) campaigns.delete(key);
      });
      return answer;
    },
    product: (code: string) => products(productApi.product, { params: { code } }),
    productPdfs: async () => (await products(productApi.pdfs, {})).pdfs,
    reorderStatus: (code: string) => reorder(reorderApi.status, { params: { id: code } }),
    reorder: (code: string) => reorder(reorderApi.reorder, { query: { OrderCode: code } }),
    invoiceGroupFiles: async () => (await invoice(invoiceApi.groupFiles, {})).invoiceGroupFiles,
    historicalInvoices: async () => (await invoice(invoiceApi.historical, {})).historicalInvoices,
    projects: (accountId: string, skip: number, limit: number) =>
      projects.request(`/api/v2/projects/${encodeURIComponent(accountId)}`, savedProjectPage, { query: { skip, limit } }),
    deleteProject: (id: string) => projects.request(`/api/v2/project/${encodeURIComponent(id)}`, ok, { method: 'DELETE' }),
    widgets: async () => (await widgets.request('/v1/widget/all', widgetList)).widgets,
    /** No online product for the code: 404 here, 401 from a service that answers as spec §7 says. */
    async widget(code: string) {
      try {
        return await widgets.request(`/v1/widget/${encodeURIComponent(code)}`, widget);
      } catch (error) {
        if (error instanceof HttpStatusError && (error.status === 404 || error.status === 401)) return null;
        throw error;
      }
    },
    deleteWidget: (code: string) => widgets.request(`/v1/widget/${encodeURIComponent(code)}`, ok, { method: 'DELETE' }),
    shareWidget: (code: string, share: { vendorId: number; fromName: string; toEmailAddress: string; personalMessage?: string }) =>
      widgets.request(`/v1/widget/${encodeURIComponent(code)}/share`, ok, {
        method: 'PUT',
        query: {
          vendorId: share.vendorId,
          toEmailAddress: share.toEmailAddress,
          fromName: toBase64(share.fromName),
          personalMessage: share.personalMessage ? toBase64(share.personalMessage) : undefined,
        },
      }),
    /** The titles of a channel's articles in a locale, by article id (Merchandise service, spec §7). */
    async articleTitles(channelId: string, locale: string): Promise<Map<string, string>> {
      const answer = await merchandise.request('/graphql', articleTitles, {
        method: 'POST',
        body: { query: ARTICLE_TITLES_QUERY, variables: { channel: channelId, locale } },
      });
      return new Map((answer.data.channel?.Articles ?? []).map((article) => [article.ID, article.Title]));
    },
  };
}

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
