import { IN_PROGRESS_WINDOW_DAYS, DISPATCHED_PAYMENT_CHANGE_WINDOW_DAYS } from '../constants';
import { isDispatchedProduct, type ProductStatus } from './status';

export const ORDER_TABS = ['inProgress', 'history'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TabOrder {
  createdAt: string | Date;
  products: readonly { status: ProductStatus; paymentChangedDate: string | Date | null }[];
}

function within(date: string | Date, days: number, now: Date): boolean {
  return now.getTime() - new Date(date).getTime() <= days * DAY_MS;
}

/** Whether an order is recent enough to be in progress: orders come newest first, so none after it is. */
export function recentEnoughForProgress(order: Pick<TabOrder, 'createdAt'>, now: Date = new Date()): boolean {
  return within(order.createdAt, IN_PROGRESS_WINDOW_DAYS, now);
}

/**
 * Spec §4: in progress = created within the last 30 days AND every product is either not
 * Dispatched, or has no payment change date, or had its payment changed within the last 14 days.
 * "Within" includes the boundary: exactly 30 (or 14) days ago still counts.
 */
export function isInProgress(order: TabOrder, now: Date = new Date()): boolean {
  if (!recentEnoughForProgress(order, now)) return false;
  return order.products.every(
    (p) =>
      !isDispatchedProduct(p.status) ||
      p.paymentChangedDate === null ||
      within(p.paymentChangedDate, DISPATCHED_PAYMENT_CHANGE_WINDOW_DAYS, now),
  );
}

export function tabOf(order: TabOrder, now: Date = new Date()): OrderTab {
  return isInProgress(order, now) ? 'inProgress' : 'history';
}

export function splitByTab<T extends TabOrder>(orders: readonly T[], now: Date = new Date()): Record<OrderTab, T[]> {
  const result: Record<OrderTab, T[]> = { inProgress: [], history: [] };
  for (const order of orders) result[tabOf(order, now)].push(order);
  return result;
}

export function parseTab(value: string | null | undefined): OrderTab {
  return value === 'history' ? 'history' : 'inProgress';
}
