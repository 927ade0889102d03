/**
 * Timeline month section of spec §4: uninitialized → pending → fulfilled | rejected.
 * Pages accumulate per month by cursor; reset returns to uninitialized; removing a
 * photo deletes it from its page.
 */
export type SectionStatus = 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';

export interface MonthSection<P> {
  key: string;
  status: SectionStatus;
  pages: P[][];
  /** Cursor of the next page; null when the month is complete, undefined before the first page. */
  cursor: string | null | undefined;
}

export function emptySection<P>(key: string): MonthSection<P> {
  return { key, status: 'uninitialized', pages: [], cursor: undefined };
}

/** A page may be requested when nothing is in flight and the month is not complete. */
export function canRequest<P>(s: MonthSection<P>): boolean {
  if (s.status === 'pending') return false;
  if (s.status === 'rejected') return true;
  return s.cursor !== null;
}

export function requested<P>(s: MonthSection<P>): MonthSection<P> {
  return { ...s, status: 'pending' };
}

export function received<P>(s: MonthSection<P>, page: { cursor: string | null; images: P[] }): MonthSection<P> {
  return { ...s, status: 'fulfilled', pages: [...s.pages, page.images], cursor: page.cursor };
}

export function failed<P>(s: MonthSection<P>): MonthSection<P> {
  return { ...s, status: 'rejected' };
}

export function reset<P>(s: MonthSection<P>): MonthSection<P> {
  return emptySection(s.key);
}

export function removeItems<P>(s: MonthSection<P>, isRemoved: (item: P) => boolean): MonthSection<P> {
  const pages = s.pages.map((page) => page.filter((item) => !isRemoved(item)));
  return { ...s, pages };
}

export function loadedItems<P>(s: MonthSection<P>): P[] {
  return s.pages.flat();
}

/**
 * The next month loads when the last item of this month's last page is visible,
 * this month's cursor is null and the next month has no pages yet (spec §4).
 */
export function shouldLoadNextMonth<P>(current: MonthSection<P>, next: MonthSection<P> | undefined, lastItemVisible: boolean): boolean {
  return (
    Boolean(next) &&
    lastItemVisible &&
    current.status === 'fulfilled' &&
    current.cursor === null &&
    next!.pages.length === 0 &&
    next!.status !== 'pending'
  );
}

/** '+N' on the last tile when a month holds more photos than are shown (spec §2). */
export function hiddenCount(total: number, shown: number): number {
  return Math.max(0, total - shown);
}
