/** Sort options of spec §2 and their mapping to the service's sortKey / sortOrder (spec §3, §5). */
import type { SortOptions, SortPage } from '../schemas/photos';

export type Sorting = SortOptions;
export type { SortPage };

export type SortOptionId = 'dateAddedDesc' | 'dateAddedAsc' | 'dateTakenDesc' | 'dateTakenAsc' | 'dateUploaded';

export const SORT_OPTIONS: Record<SortOptionId, Sorting> = {
  dateAddedDesc: { sortKey: 'created', sortOrder: 'desc' },
  dateAddedAsc: { sortKey: 'created', sortOrder: 'asc' },
  dateTakenDesc: { sortKey: 'dateTaken', sortOrder: 'desc' },
  dateTakenAsc: { sortKey: 'dateTaken', sortOrder: 'asc' },
  dateUploaded: { sortKey: 'created', sortOrder: 'desc' },
};

/** The photos page sorts by date taken or shows the latest uploads; albums by date added or date taken. */
export const SORT_OPTIONS_BY_PAGE: Record<SortPage, readonly SortOptionId[]> = {
  photos: ['dateTakenDesc', 'dateTakenAsc', 'dateUploaded'],
  albumPhotos: ['dateAddedDesc', 'dateAddedAsc', 'dateTakenDesc', 'dateTakenAsc'],
  sharedAlbumPhotos: ['dateAddedDesc', 'dateAddedAsc', 'dateTakenDesc', 'dateTakenAsc'],
};

export const DEFAULT_SORTING: Record<SortPage, Sorting> = {
  photos: SORT_OPTIONS.dateTakenDesc,
  albumPhotos: SORT_OPTIONS.dateAddedDesc,
  sharedAlbumPhotos: SORT_OPTIONS.dateAddedDesc,
};

export function optionFor(page: SortPage, sorting: Sorting): SortOptionId {
  const ids = SORT_OPTIONS_BY_PAGE[page];
  return ids.find((id) => SORT_OPTIONS[id].sortKey === sorting.sortKey && SORT_OPTIONS[id].sortOrder === sorting.sortOrder) ?? ids[0];
}

export const SORTING_STORAGE_KEY = 'photos.sortingOptions';

/** Reads the stored sorting of one page; anything unreadable falls back to the page default. */
export function parseStoredSorting(raw: string | null, page: SortPage): Sorting {
  try {
    const all = JSON.parse(raw ?? '{}') as Record<string, Partial<Sorting>>;
    const s = all?.[page];
    if (s && (s.sortKey === 'created' || s.sortKey === 'dateTaken') && (s.sortOrder === 'asc' || s.sortOrder === 'desc')) {
      const sorting = { sortKey: s.sortKey, sortOrder: s.sortOrder };
      // Only options the page offers are valid (the photos page has no 'created asc').
      return SORT_OPTIONS[optionFor(page, sorting)];
    }
  } catch {
    /* unreadable storage: default */
  }
  return DEFAULT_SORTING[page];
}

export function storeSorting(raw: string | null, page: SortPage, sorting: Sorting): string {
  let all: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(raw ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) all = parsed;
  } catch {
    /* start over */
  }
  return JSON.stringify({ ...all, [page]: sorting });
}

/** The photos page shows the month timeline when sorting by date taken, the flat latest uploads otherwise. */
export function isTimelineSorting(sorting: Sorting): boolean {
  return sorting.sortKey === 'dateTaken';
}
