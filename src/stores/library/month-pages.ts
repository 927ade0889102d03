import type { SortOptions, TimelinePage } from '@/domain/schemas/photos';
import { canRequest, failed, received, requested, type MonthSection } from '@/domain/photos-ui/month-section';
import { TIMELINE_PAGE_SIZE } from '@/domain/constants';
import { photoPagesApi, photosApi } from '../photos-api';
import { $monthIds, monthIdsKey } from './selection';

type Change<T> = (s: MonthSection<T>) => MonthSection<T>;

/** Where a pager reads and writes its sections: the grid's library or the album's picker. */
export interface SectionStore<T> {
  section(key: string): MonthSection<T> | undefined;
  patch(key: string, change: Change<T>): void;
  fetch(key: string, cursor: string | null | undefined): Promise<{ cursor: string | null; images: T[] }>;
}

/**
 * Sections that page themselves (spec §4): the next page of a section is asked when one may be, and an
 * answer is dropped when its section was started over (sort changed, counts changed, an action ended,
 * the picker closed) while it was on its way: it may hold photos that are gone.
 */
export function monthPager<T>(store: SectionStore<T>): { load: (key: string) => Promise<void>; loadIfNew: (key: string) => void } {
  const latestRequest = new Map<string, object>();
  async function load(key: string): Promise<void> {
    const section = store.section(key);
    if (!section || !canRequest(section)) return;
    const request = {};
    latestRequest.set(key, request);
    store.patch(key, requested);
    const stillWanted = (s: MonthSection<T>) => latestRequest.get(key) === request && s.status === 'pending';
    try {
      const page = await store.fetch(key, section.cursor);
      store.patch(key, (s) => (stillWanted(s) ? received(s, page) : s));
    } catch {
      store.patch(key, (s) => (stillWanted(s) ? failed(s) : s));
    }
  }
  return {
    load,
    loadIfNew: (key) => {
      if (store.section(key)?.status === 'uninitialized') void load(key);
    },
  };
}

const yearMonth = (key: string) => key.split('/').map(Number) as [number, number];

/** A page of a timeline month (`year/month`) in a sort. */
export async function fetchMonth(key: string, sorting: SortOptions, cursor: string | null | undefined): Promise<TimelinePage> {
  const [year, month] = yearMonth(key);
  return (await photoPagesApi()).timelineMonth(year, month, { ...sorting, cursor: cursor ?? undefined, limit: TIMELINE_PAGE_SIZE });
}

/** Every id of a timeline month in a sort (the server's answer, not its loaded pages), asked once per sort. */
export async function monthIds(key: string, sorting: SortOptions): Promise<readonly string[]> {
  const cacheKey = monthIdsKey(key, sorting);
  const cached = $monthIds.get()[cacheKey];
  if (cached) return cached;
  const { ids } = await (await photosApi()).monthIds(...yearMonth(key), sorting);
  $monthIds.set({ ...$monthIds.get(), [cacheKey]: ids });
  return ids;
}
