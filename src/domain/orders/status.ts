/** Order and product statuses of spec §4. */

/** Internal states an order moves through, as the order backend stores them. */
export const INTERNAL_ORDER_STATES = [
  'Received',
  'Confirmed',
  'ProductionStarted',
  'ProductionCompleted',
  'Dispatched',
  'Cancelled',
] as const;
export type InternalOrderState = (typeof INTERNAL_ORDER_STATES)[number];

/** The status a customer sees. */
export const ORDER_STATUSES = ['AwaitingPayment', 'Ordered', 'InProduction', 'Sent', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const STATUS_OF: Record<InternalOrderState, OrderStatus> = {
  Received: 'AwaitingPayment',
  Confirmed: 'Ordered',
  ProductionStarted: 'InProduction',
  ProductionCompleted: 'InProduction',
  Dispatched: 'Sent',
  Cancelled: 'Cancelled',
};

export function orderStatusOf(state: InternalOrderState): OrderStatus {
  return STATUS_OF[state];
}

/**
 * What an order's badge says: its status, except that a sent order whose parcel has been delivered
 * says Delivered. The spec's statuses stop at Sent (Dispatched), so Delivered is a kind of Sent: the
 * status filter, the tabs and the colour treat it as Sent.
 */
export type ShownOrderStatus = OrderStatus | 'Delivered';

export function shownOrderStatus(order: { status: InternalOrderState; deliveredOn: string | null }): ShownOrderStatus {
  const status = orderStatusOf(order.status);
  return status === 'Sent' && order.deliveredOn ? 'Delivered' : status;
}

export type StatusColour = 'cyan' | 'red';

/** Every status is shown cyan except Cancelled, which is red. */
export function statusColour(status: ShownOrderStatus): StatusColour {
  return status === 'Cancelled' ? 'red' : 'cyan';
}

export const PRODUCT_STATUSES = [
  'paymentPending',
  'paymentFailed',
  'paymentSuccess',
  'paymentFree',
  'verification failed',
  'processing',
  'processing failed',
  'approved',
  'rejected',
  'on_hold',
  'producing',
  'delayed',
  'shipped',
  'cancelled',
] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The locale key part of a product status word: 'verification failed' → 'verificationFailed'. */
export function productStatusKey(status: ProductStatus): string {
  return status.replace(/[ _]+(\w)/g, (_, c: string) => c.toUpperCase());
}

/** A shipped product counts as Dispatched for the in-progress rule. */
export function isDispatchedProduct(status: ProductStatus): boolean {
  return status === 'shipped';
}

export const ORDER_SOURCES = ['Albelli', 'Resnap'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
