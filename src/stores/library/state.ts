import { atom } from 'nanostores';
import type { Photo, SortOptions, TimelinePage } from '@/domain/schemas/photos';
import { formatTimelineKey, type TimelineCounts, type TimelineEntry } from '@/domain/photos/timeline';
import { emptySection, loadedItems, received, removeItems, reset, type MonthSection } from '@/domain/photos-ui/month-section';
import { orderedMonths } from '@/domain/photos-ui/timeline-order';
import { isTimelineSorting, parseStoredSorting, SORTING_STORAGE_KEY, storeSorting, type SortPage } from '@/domain/photos-ui/sort';
import { ALBUMS_PAGE_SIZE, PHOTOS_PAGE_SIZE } from '@/domain/constants';
import { photoPagesApi, photosApi } from '../photos-api';
import { $counts, refreshCounts } from './counts';
import { $monthIds } from './selection';
import { $marked } from './preview';
import { fetchMonth, monthPager } from './month-pages';

/** A photo as the grid sees it; photos of shared albums carry their owner. */
export type LibraryPhoto = Photo & { ownerId?: string };
export type LibraryView = 'photos' | 'favourites' | 'album' | 'shared';

/** Where the grid is: set on the client from the page's props (never on the server, see docs/architecture.md §6). */
export interface LibraryContext {
  view: LibraryView;
  albumId?: string;
  albumName?: string;
  /** Path of the list ('/my-photos/photos', '/my-photos/albums/:id', …). */
  basePath: string;
  /** The page's query string ('' or '?stripped=true…'), kept on every link and after deletes. */
  search: string;
}

export interface LibraryState {
  ctx: LibraryContext | null;
  sorting: SortOptions;
  /** Month sections in display order (timeline), or one flat section. */
  months: TimelineEntry[];
  sections: Record<string, MonthSection<LibraryPhoto>>;
  /** Total photos of a flat list (album photos count, or the user's photos for latest uploads). */
  flatCount: number;
}

/** The key of the single section of a flat list (latest uploads, album photos). */
export const FLAT_KEY = 'all';

export const $library = atom<LibraryState>({
  ctx: null,
  sorting: { sortKey: 'dateTaken', sortOrder: 'desc' },
  months: [],
  sections: {},
  flatCount: 0,
});
/** Name of the album on screen, once renamed on the client. */
export const $albumMeta = atom<{ name: string } | null>(null);

/** The collection a view walks, as the ids and neighbours routes name it ('' = the whole library). */
export function collectionOf(ctx: Pick<LibraryContext, 'view' | 'albumId'>): string {
  const { view } = ctx;
  return view === 'photos' ? '' : view === 'favourites' ? view : `${view === 'album' ? 'albums' : 'shared-albums'}/${ctx.albumId}`;
}

/** The favourites keep the library's sort (the same photos, fewer of them). */
export function sortPageOf(view: LibraryView): SortPage {
  return view === 'photos' || view === 'favourites' ? 'photos' : view === 'album' ? 'albumPhotos' : 'sharedAlbumPhotos';
}

export function isTimeline(state: Pick<LibraryState, 'ctx' | 'sorting'>): boolean {
  return state.ctx?.view === 'photos' && isTimelineSorting(state.sorting);
}

export interface InitialLibrary {
  ctx: LibraryContext;
  sorting: SortOptions;
  timeline?: TimelineCounts;
  /** Pages the server already loaded, by section key. */
  pages?: Record<string, TimelinePage>;
  flatCount: number;
}

/** Builds the state from the page's props (used for the server render and the first client render). */
export function initialState(init: InitialLibrary): LibraryState {
  const months = init.timeline ? orderedMonths(init.timeline, init.sorting.sortOrder) : [];
  const timeline = init.ctx.view === 'photos' && isTimelineSorting(init.sorting);
  const keys = timeline ? months.map(formatTimelineKey) : [FLAT_KEY];
  const sections: Record<string, MonthSection<LibraryPhoto>> = {};
  for (const key of keys) {
    const page = init.pages?.[key];
    sections[key] = page ? received(emptySection<LibraryPhoto>(key), page) : emptySection(key);
  }
  return { ctx: init.ctx, sorting: init.sorting, months: timeline ? months : [], sections, flatCount: init.flatCount };
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(SORTING_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The sorting stored on this device for a page (spec §3), or the page default. */
export function storedSorting(view: LibraryView): SortOptions {
  return parseStoredSorting(readStorage(), sortPageOf(view));
}

function patchSection(key: string, update: (s: MonthSection<LibraryPhoto>) => MonthSection<LibraryPhoto>): void {
  const state = $library.get();
  const section = state.sections[key];
  if (!section) return;
  $library.set({ ...state, sections: { ...state.sections, [key]: update(section) } });
}

/**
 * The favourite marks made on this page, by photo id, with when: a page asked before a mark was made may
 * answer the photo's old flag, so the mark is laid over it (markFavourites, keptMarks).
 */
const marks = new Map<string, { favourite: boolean; at: number }>();

function keptMarks(page: TimelinePage, askedAt: number): TimelinePage {
  if (!page.images.some((p) => (marks.get(p.imageId)?.at ?? -1) >= askedAt)) return page;
  return {
    ...page,
    images: page.images.map((p) => {
      const mark = marks.get(p.imageId);
      return mark && mark.at >= askedAt ? { ...p, favourite: mark.favourite } : p;
    }),
  };
}

async function fetchPage(key: string, cursor: string | null | undefined): Promise<TimelinePage> {
  const askedAt = performance.now();
  return keptMarks(await fetchSectionPage(key, cursor), askedAt);
}

async function fetchSectionPage(key: string, cursor: string | null | undefined): Promise<TimelinePage> {
  const state = $library.get();
  if (isTimeline(state)) return fetchMonth(key, state.sorting, cursor);
  const api = await photoPagesApi();
  const ctx = state.ctx!;
  const q = { ...state.sorting, cursor: cursor ?? undefined };
  if (ctx.view === 'album') return api.albumPhotos(ctx.albumId!, { ...q, limit: ALBUMS_PAGE_SIZE });
  if (ctx.view === 'shared') return api.sharedAlbumPhotos(ctx.albumId!, { ...q, limit: ALBUMS_PAGE_SIZE });
  if (ctx.view === 'favourites') return api.favourites({ ...q, limit: ALBUMS_PAGE_SIZE });
  return api.photos({ ...q, limit: PHOTOS_PAGE_SIZE });
}

const pager = monthPager<LibraryPhoto>({
  section: (key) => ($library.get().ctx ? $library.get().sections[key] : undefined),
  patch: patchSection,
  fetch: fetchPage,
});

/** Requests the next page of a section (a month, or the one section of a flat list) when one may be requested. */
export const loadSection = pager.load;

/** Loads a section that became visible and has nothing yet. */
export const loadIfUninitialized = pager.loadIfNew;

export function setSorting(sorting: SortOptions): void {
  const state = $library.get();
  if (!state.ctx) return;
  try {
    window.localStorage.setItem(SORTING_STORAGE_KEY, storeSorting(readStorage(), sortPageOf(state.ctx.view), sorting));
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
  const next: LibraryState = { ...state, sorting, sections: {} };
  if (state.ctx.view === 'photos' && isTimelineSorting(sorting)) {
    // Re-order the known months; their counts do not depend on the sort.
    const timeline: TimelineCounts = {};
    for (const m of state.months.length ? state.months : []) (timeline[String(m.year)] ??= {})[String(m.month)] = m.count;
    next.months = orderedMonths(timeline, sorting.sortOrder);
    for (const m of next.months) next.sections[formatTimelineKey(m)] = emptySection(formatTimelineKey(m));
    $library.set(next);
    if (next.months.length === 0) void refreshTimeline();
  } else {
    next.sections[FLAT_KEY] = emptySection(FLAT_KEY);
    $library.set(next);
  }
}

/** Photos in display order, as far as loaded (the preview slides through these). */
export function loadedPhotos(state: LibraryState = $library.get()): LibraryPhoto[] {
  const keys = isTimeline(state) ? state.months.map(formatTimelineKey) : [FLAT_KEY];
  return keys.flatMap((k) => (state.sections[k] ? loadedItems(state.sections[k]) : []));
}

export function findPhoto(id: string): LibraryPhoto | undefined {
  return loadedPhotos().find((p) => p.imageId === id);
}

/** Takes photos out of every section at once (optimistic delete / removal); returns the keys touched. */
export function removeFromLibrary(ids: ReadonlySet<string>): string[] {
  const state = $library.get();
  const touched: string[] = [];
  const sections = { ...state.sections };
  const removedPerKey: Record<string, number> = {};
  for (const [key, s] of Object.entries(sections)) {
    const before = loadedItems(s).length;
    const after = removeItems(s, (p) => ids.has(p.imageId));
    const removed = before - loadedItems(after).length;
    if (removed > 0) {
      sections[key] = after;
      touched.push(key);
      removedPerKey[key] = removed;
    }
  }
  const months = state.months
    .map((m) => ({ ...m, count: m.count - (removedPerKey[formatTimelineKey(m)] ?? 0) }))
    .filter((m) => m.count > 0);
  const flatRemoved = removedPerKey[FLAT_KEY] ?? 0;
  $library.set({ ...state, sections, months, flatCount: Math.max(0, state.flatCount - flatRemoved) });
  return touched;
}

/** Shows photos marked as favourites (or not) wherever they are: the grid's loaded pages and the preview's strip. */
export function markFavourites(ids: ReadonlySet<string>, favourite: boolean): void {
  const at = performance.now();
  for (const id of ids) marks.set(id, { favourite, at });
  const state = $library.get();
  const sections = { ...state.sections };
  for (const [key, s] of Object.entries(sections)) {
    if (!loadedItems(s).some((p) => ids.has(p.imageId))) continue;
    sections[key] = { ...s, pages: s.pages.map((page) => page.map((p) => (ids.has(p.imageId) ? { ...p, favourite } : p))) };
  }
  $library.set({ ...state, sections });
  $marked.set({ ids, favourite });
}

/** Reloads month counts from the service; months whose count changed start over. */
export async function refreshTimeline(): Promise<void> {
  const state = $library.get();
  if (!state.ctx || state.ctx.view !== 'photos') return;
  const api = await photosApi();
  const [{ timeline }] = await Promise.all([api.timeline(), refreshCounts()]);
  $monthIds.set({}); // months may have changed: their ids are asked again
  const photosCount = $counts.get().photos ?? 0;
  const now = $library.get();
  if (!isTimeline(now)) {
    $library.set({ ...now, flatCount: photosCount, sections: { [FLAT_KEY]: emptySection(FLAT_KEY) } });
    return;
  }
  const old = new Map(now.months.map((m) => [formatTimelineKey(m), m.count]));
  const months = orderedMonths(timeline, now.sorting.sortOrder);
  const sections: LibraryState['sections'] = {};
  for (const m of months) {
    const key = formatTimelineKey(m);
    const prev = now.sections[key];
    sections[key] = prev && old.get(key) === m.count ? prev : emptySection(key);
  }
  $library.set({ ...now, months, sections, flatCount: photosCount });
}

/** Starts over: counts, months and every section (after an upload or a failed delete). */
export async function reloadLibrary(): Promise<void> {
  const state = $library.get();
  if (!state.ctx) return;
  const sections: LibraryState['sections'] = {};
  for (const key of Object.keys(state.sections)) sections[key] = reset(state.sections[key]);
  $library.set({ ...state, sections });
  if (state.ctx.view === 'photos') await refreshTimeline();
  else await refreshFlatCount();
}

/** The count of the flat list on screen (an album's photos, the favourites) from the server. */
async function refreshFlatCount(): Promise<void> {
  const albumId = $library.get().ctx?.albumId;
  await refreshCounts(albumId ? [albumId] : []);
  const counts = $counts.get();
  const photosCount = albumId ? counts.albumPhotos[albumId] : counts.favourites;
  if (photosCount != null) $library.set({ ...$library.get(), flatCount: photosCount });
}

/**
 * After an action: the counts from the server, and what is shown read again where it changed (the
 * months whose count changed; an album's list, which may have loaded pages while the action ran).
 */
export async function afterChange(): Promise<void> {
  const state = $library.get();
  if (state.ctx?.view === 'photos') return refreshTimeline();
  if (!state.ctx) return refreshCounts();
  await refreshFlatCount();
  const now = $library.get();
  $library.set({ ...now, sections: { [FLAT_KEY]: emptySection(FLAT_KEY) } });
}
