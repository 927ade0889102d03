import type { AstroGlobal } from 'astro';
import { actions, isInputError } from 'astro:actions';
import { apiFor } from '@/client/in-process.server';
import type { Address } from '@/domain/schemas/customer';
import type { InvoiceGroupFile } from '@/domain/schemas/invoices';
import type { BlockedReasonCode, DeliveryDates, SuperOrder, VoucherDetails } from '@/domain/schemas/orders';
import type { Product } from '@/domain/schemas/catalogue';
import { nextDeliveryChangeState, type DeliveryChangeState, type DeliveryFormValues } from '@/domain/orders/delivery-address';
import { keptInput } from '@/server/form-actions';
import { reportError } from '@/server/reporter';
import { loadPage, unlessNotFound } from '@/components/page-load.server';
import { REORDER_URL_COOKIE } from './cookies';

/** What the order details page shows of an order (spec §4), read in one go. */
export interface OrderView {
  order: SuperOrder;
  products: Product[];
  vouchers: Map<string, VoucherDetails>;
  dates: DeliveryDates | null;
  blockedReason: BlockedReasonCode | null;
  reorderable: boolean;
  invoice: InvoiceGroupFile | undefined;
}

/**
 * The order of the URL and everything its page shows, by the page-loading convention: 'notFound' for a
 * code that is no order of the viewer's (or cannot be one), 'load' for any other failure (reported).
 */
export async function loadOrderView(ctx: App.Locals['ctx'], code: string): Promise<OrderView | 'notFound' | 'load'> {
  const client = apiFor(ctx).shop;
  const loaded = await loadPage(ctx, 'order-details', async () => {
    const order = await unlessNotFound(client.order(code));
    if (!order) return null;
    const withVoucher = order.products.filter((p) => p.voucher);
    const [products, vouchers, dates, blocked, reorder, invoices] = await Promise.all([
      Promise.all(order.products.map((p) => client.product(p.code))),
      Promise.all(withVoucher.map(async (p) => [p.code, await client.voucherDetails(p.voucher!)] as const)),
      client.deliveryDates(order.code),
      order.blocked ? client.blockedOrder(order.code) : null,
      client.reorderStatus(order.code),
      ctx.viewer?.business ? client.invoiceGroupFiles() : [],
    ]);
    return {
      order,
      products,
      vouchers: new Map(vouchers),
      dates,
      blockedReason: blocked?.reasonCode ?? null,
      reorderable: reorder.reorderable,
      invoice: invoices.find((i) => i.orderCode === order.code),
    };
  });
  if (!loaded.ok) return 'load';
  return loaded.data ?? 'notFound';
}

export interface DeliveryChange {
  state: DeliveryChangeState;
  showForm: boolean;
  error: string | undefined;
  savedAddresses: Address[];
  /** The saved address the customer picked to fill the form with (?address=…). */
  chosen: Address | undefined;
  values: DeliveryFormValues;
}

/**
 * The delivery address change of spec §4, as this request shows it: its state machine driven by the URL
 * (?edit=address) and the action's result, and the form's values: what the customer typed into a refused
 * form (kept across the redirect by the form actions' one mechanism, `keptInput`), else the saved address
 * they picked, else the order's.
 */
export async function deliveryChange(Astro: AstroGlobal, order: SuperOrder): Promise<DeliveryChange> {
  const { ctx } = Astro.locals;
  const result = Astro.getActionResult(actions.shop.changeDeliveryAddress);
  let state: DeliveryChangeState = 'NotStarted';
  if (Astro.url.searchParams.get('edit') === 'address' || result) state = nextDeliveryChangeState(state, 'edit');
  if (result) {
    state = nextDeliveryChangeState(nextDeliveryChangeState(state, 'submit'), result.error ? 'failed' : 'sent');
    if (!result.error) state = nextDeliveryChangeState(state, 'succeeded');
  }
  const error = result?.error ? (isInputError(result.error) ? ctx.t('orders.address.errors.invalid') : result.error.message) : undefined;
  const typed = state === 'RequestFailed' ? keptInput(Astro.locals, actions.shop.changeDeliveryAddress) : {};
  const draft = Object.keys(typed).length > 0 ? typed : null;
  const showForm = order.canChangeDeliveryAddress && (state === 'Editing' || state === 'RequestFailed');
  // The customer's saved addresses, to fill the form with one of them (without them the form still works).
  const savedAddresses: Address[] = showForm
    ? await apiFor(ctx)
        .customer.addresses()
        .catch((failure: unknown) => {
          reportError(failure, { requestId: ctx.requestId, page: 'order-details', part: 'saved-addresses' });
          return [];
        })
    : [];
  const chosenId = Astro.url.searchParams.get('address');
  const chosen = draft ? undefined : savedAddresses.find((a) => a.id === chosenId);
  return { state, showForm, error, savedAddresses, chosen, values: formValues(order, chosen, draft) };
}

function formValues(order: SuperOrder, chosen: Address | undefined, draft: Record<string, string> | null): DeliveryFormValues {
  const start = chosen
    ? {
        deliveryType: 'Home' as const,
        name: `${chosen.firstName} ${chosen.lastName}`,
        street: chosen.street,
        houseNumber: chosen.houseNumber,
        postalCode: chosen.postalCode,
        city: chosen.city,
        country: chosen.country,
        pickupPointId: '',
      }
    : { ...order.deliveryAddress, deliveryType: order.deliveryType, pickupPointId: order.deliveryAddress.pickupPointId ?? '' };
  return {
    deliveryType: draft?.deliveryType === 'PickupPoint' ? 'PickupPoint' : draft?.deliveryType === 'Home' ? 'Home' : start.deliveryType,
    name: draft?.name ?? start.name,
    street: draft?.street ?? start.street,
    houseNumber: draft?.houseNumber ?? start.houseNumber,
    postalCode: draft?.postalCode ?? start.postalCode,
    city: draft?.city ?? start.city,
    country: draft?.country ?? start.country,
    pickupPointId: draft?.pickupPointId ?? start.pickupPointId,
  };
}

/**
 * The shop's URL a reorder left for this page (it lives for one view), shown only after ?reorder=ready and
 * only when it is this channel's shop.
 */
export function takeReorderUrl(Astro: AstroGlobal): string | null {
  const cookie = Astro.cookies.get(REORDER_URL_COOKIE)?.value;
  if (cookie) Astro.cookies.delete(REORDER_URL_COOKIE, { path: Astro.url.pathname });
  const ready = Astro.url.searchParams.get('reorder') === 'ready';
  return ready && cookie?.startsWith(`${Astro.locals.ctx.channel.shopUrl}/`) ? cookie : null;
}
