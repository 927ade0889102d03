import { ORDER_STATUSES, orderStatusOf, type OrderStatus, type InternalOrderState } from './status';

/** Finding orders on the orders page: by order code or product name, and by the status a customer sees. */
export const ORDER_SEARCH_MAX_LENGTH = 100;

export interface OrderSearch {
  query: string;
  status: OrderStatus | null;
}

export function parseOrderSearch(params: URLSearchParams): OrderSearch {
  const query = (params.get('q') ?? '').trim().slice(0, ORDER_SEARCH_MAX_LENGTH);
  const status = params.get('status');
  return { query, status: (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : null };
}

export function isSearching(search: OrderSearch): boolean {
  return search.query !== '' || search.status !== null;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether an order matches: every word of the query in its code or one product's name, and the status. */
export function matchesOrderSearch(
  order: { code: string; status: InternalOrderState; products: { articleId: string }[] },
  search: OrderSearch,
  productName: (articleId: string) => string,
): boolean {
  if (search.status && orderStatusOf(order.status) !== search.status) return false;
  const words = fold(search.query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const code = fold(order.code);
  if (words.every((w) => code.includes(w))) return true;
  return order.products.some((p) => {
    const name = fold(`${productName(p.articleId)} ${p.articleId}`);
    return words.every((w) => name.includes(w));
  });
}
