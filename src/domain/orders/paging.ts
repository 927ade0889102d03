/** Paging maths shared by orders (3), saved projects (10) and online products (12). */

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** Reads a 1-based page number from a query value; anything unusable is page 1, too large is the last page. */
export function parsePage(value: string | null | undefined, total: number, pageSize: number): number {
  const n = Number(value);
  const page = Number.isInteger(n) && n >= 1 ? n : 1;
  return Math.min(page, pageCount(total, pageSize));
}

/** Offset of a page: (page - 1) × pageSize (spec §7). */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const offset = pageOffset(page, pageSize);
  return items.slice(offset, offset + pageSize);
}

export interface PageInfo {
  page: number;
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pageInfo(page: number, total: number, pageSize: number): PageInfo {
  const pages = pageCount(total, pageSize);
  return { page, pages, hasPrevious: page > 1, hasNext: page < pages };
}
