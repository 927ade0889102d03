import { describe, it, expect } from 'vitest';
import { pageCount, parsePage, pageOffset, pageSlice, pageInfo } from '@/domain/orders/paging';
import { ORDER_LIST_PAGE_SIZE, SAVED_PROJECTS_PAGE_SIZE, WIDGETS_PAGE_SIZE } from '@/domain/constants';

describe('paging maths', () => {
  it('uses the spec page sizes', () => {
    expect([ORDER_LIST_PAGE_SIZE, SAVED_PROJECTS_PAGE_SIZE, WIDGETS_PAGE_SIZE]).toEqual([3, 10, 12]);
  });

  it('counts pages, with at least one page', () => {
    expect(pageCount(0, 3)).toBe(1);
    expect(pageCount(3, 3)).toBe(1);
    expect(pageCount(4, 3)).toBe(2);
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(21, 10)).toBe(3);
  });

  it('computes the offset as (page - 1) × page size (spec §7)', () => {
    expect(pageOffset(1, 3)).toBe(0);
    expect(pageOffset(2, 3)).toBe(3);
    expect(pageOffset(3, 10)).toBe(20);
    expect(pageOffset(0, 10)).toBe(0);
  });

  it('reads the page from the query and clamps it', () => {
    expect(parsePage('2', 7, 3)).toBe(2);
    expect(parsePage('9', 7, 3)).toBe(3);
    expect(parsePage('0', 7, 3)).toBe(1);
    expect(parsePage('-1', 7, 3)).toBe(1);
    expect(parsePage('1.5', 7, 3)).toBe(1);
    expect(parsePage('abc', 7, 3)).toBe(1);
    expect(parsePage(null, 7, 3)).toBe(1);
  });

  it('slices a page out of a list', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageSlice(items, 1, 3)).toEqual([1, 2, 3]);
    expect(pageSlice(items, 3, 3)).toEqual([7]);
    expect(pageSlice(items, 4, 3)).toEqual([]);
  });

  it('says whether there are previous and next pages', () => {
    expect(pageInfo(1, 7, 3)).toEqual({ page: 1, pages: 3, hasPrevious: false, hasNext: true });
    expect(pageInfo(3, 7, 3)).toEqual({ page: 3, pages: 3, hasPrevious: true, hasNext: false });
    expect(pageInfo(1, 2, 3)).toEqual({ page: 1, pages: 1, hasPrevious: false, hasNext: false });
  });
});
