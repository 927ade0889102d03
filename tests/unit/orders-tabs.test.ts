import { describe, it, expect } from 'vitest';
import { isInProgress, splitByTab, tabOf, parseTab, type TabOrder } from '@/domain/orders/tabs';
import { IN_PROGRESS_WINDOW_DAYS, DISPATCHED_PAYMENT_CHANGE_WINDOW_DAYS } from '@/domain/constants';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number, ms = 0) => new Date(NOW.getTime() - days * DAY - ms).toISOString();

const order = (createdDaysAgo: number, products: TabOrder['products'], ms = 0): TabOrder => ({
  createdAt: ago(createdDaysAgo, ms),
  products,
});

describe('in-progress rule (spec §4)', () => {
  it('uses the spec constants', () => {
    expect(IN_PROGRESS_WINDOW_DAYS).toBe(30);
    expect(DISPATCHED_PAYMENT_CHANGE_WINDOW_DAYS).toBe(14);
  });

  it('counts an order created exactly 30 days ago as in progress, one millisecond more as history', () => {
    const products = [{ status: 'producing' as const, paymentChangedDate: null }];
    expect(isInProgress(order(30, products), NOW)).toBe(true);
    expect(isInProgress(order(30, products, 1), NOW)).toBe(false);
    expect(tabOf(order(31, products), NOW)).toBe('history');
  });

  it('keeps a dispatched product in progress exactly 14 days after its payment change, not a millisecond longer', () => {
    expect(isInProgress(order(20, [{ status: 'shipped', paymentChangedDate: ago(14) }]), NOW)).toBe(true);
    expect(isInProgress(order(20, [{ status: 'shipped', paymentChangedDate: new Date(NOW.getTime() - 14 * DAY - 1) }]), NOW)).toBe(false);
  });

  it('keeps a dispatched product without payment change date in progress', () => {
    expect(isInProgress(order(29, [{ status: 'shipped', paymentChangedDate: null }]), NOW)).toBe(true);
  });

  it('ignores the payment change date of products that are not dispatched', () => {
    expect(isInProgress(order(25, [{ status: 'producing', paymentChangedDate: ago(25) }]), NOW)).toBe(true);
    expect(isInProgress(order(25, [{ status: 'cancelled', paymentChangedDate: ago(25) }]), NOW)).toBe(true);
  });

  it('needs every product to qualify: one old dispatched product moves the order to history', () => {
    const products = [
      { status: 'producing' as const, paymentChangedDate: ago(2) },
      { status: 'shipped' as const, paymentChangedDate: ago(15) },
    ];
    expect(isInProgress(order(16, products), NOW)).toBe(false);
  });

  it('splits a list into the two tabs, keeping the order', () => {
    const a = { ...order(1, []), id: 'a' };
    const b = { ...order(40, []), id: 'b' };
    const c = { ...order(2, [{ status: 'shipped' as const, paymentChangedDate: ago(20) }]), id: 'c' };
    const d = { ...order(3, []), id: 'd' };
    const tabs = splitByTab([a, b, c, d], NOW);
    expect(tabs.inProgress.map((o) => o.id)).toEqual(['a', 'd']);
    expect(tabs.history.map((o) => o.id)).toEqual(['b', 'c']);
  });

  it('reads the tab from the query, defaulting to in progress', () => {
    expect(parseTab('history')).toBe('history');
    expect(parseTab('inProgress')).toBe('inProgress');
    expect(parseTab(null)).toBe('inProgress');
    expect(parseTab('<script>')).toBe('inProgress');
  });
});
