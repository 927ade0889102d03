import { atom } from 'nanostores';
import { formatTimelineKey, type TimelineEntry } from '@/domain/photos/timeline';
import { emptySection, type MonthSection } from '@/domain/photos-ui/month-section';
import { orderedMonths } from '@/domain/photos-ui/timeline-order';
import { DEFAULT_SORTING } from '@/domain/photos-ui/sort';
import { isGroupSelected, selectedIds, startSelecting, toggleGroup, toggleOne, type Selection } from '@/domain/photos/selection';
import { photosApi } from '../photos-api';
import type { LibraryPhoto } from './state';
import { fetchMonth, monthIds, monthPager } from './month-pages';

/**
 * The picker of 'Add photos → Choose from library' on an album page: the library's timeline, which
 * photos are in the album already, and what the customer picked. Its own store, apart from `$library`
 * (which holds the album on screen behind the dialog), loaded with the picker. Its month sections page
 * themselves through the grid's pager (`month-pages.ts`); a month's toggle and the album's membership are
 * asked of the server, so they mean every photo, not the ones loaded.
 */
export interface PickerState {
  albumId: string | null;
  status: 'loading' | 'ready' | 'failed';
  /** The library's months, newest first, the Unknown Date group last. */
  months: TimelineEntry[];
  sections: Record<string, MonthSection<LibraryPhoto>>;
  /** Every photo id of the album (the server's answer, not its loaded pages). */
  inAlbum: ReadonlySet<string>;
  selection: Selection;
  /** Every photo id of a month, once asked (for its toggle). */
  monthIds: Readonly<Record<string, readonly string[]>>;
  /** Month toggles waiting for the server. */
  pending: number;
}

/** The picker shows the library as the photos page does by default: by date taken, newest first. */
const PICKER_SORTING = DEFAULT_SORTING.photos;

const closed = (): PickerState => ({
  albumId: null,
  status: 'loading',
  months: [],
  sections: {},
  inAlbum: new Set(),
  selection: startSelecting(),
  monthIds: {},
  pending: 0,
});

export const $picker = atom<PickerState>(closed());

/** Bumped on every open and close: an answer for an earlier picker is dropped. */
let generation = 0;

function update(gen: number, change: (s: PickerState) => PickerState): void {
  if (gen === generation) $picker.set(change($picker.get()));
}

/** Opens the picker for an album: the library's months and the album's photo ids, together. */
export async function openPicker(albumId: string): Promise<void> {
  const gen = ++generation;
  $picker.set({ ...closed(), albumId });
  try {
    const api = await photosApi();
    const [{ timeline }, { ids }] = await Promise.all([api.timeline(), api.ids(`albums/${albumId}`, DEFAULT_SORTING.albumPhotos)]);
    const months = orderedMonths(timeline, PICKER_SORTING.sortOrder);
    const sections: PickerState['sections'] = {};
    for (const m of months) sections[formatTimelineKey(m)] = emptySection(formatTimelineKey(m));
    update(gen, (s) => ({ ...s, status: 'ready', months, sections, inAlbum: new Set(ids) }));
  } catch {
    update(gen, (s) => ({ ...s, status: 'failed' }));
  }
}

export function closePicker(): void {
  generation++;
  $picker.set(closed());
}

const pager = monthPager<LibraryPhoto>({
  section: (key) => $picker.get().sections[key],
  patch: (key, change) => {
    const s = $picker.get();
    if (s.sections[key]) $picker.set({ ...s, sections: { ...s.sections, [key]: change(s.sections[key]) } });
  },
  fetch: (key, cursor) => fetchMonth(key, PICKER_SORTING, cursor),
});

/** The next page of a month (TIMELINE_PAGE_SIZE photos), when one may be asked. */
export const loadPickerSection = pager.load;

/** Loads a month that came into view and has nothing yet. */
export const loadPickerSectionIfNew = pager.loadIfNew;

/** Picks or unpicks one photo; photos already in the album cannot be picked. */
export function togglePickerPhoto(id: string): void {
  const state = $picker.get();
  if (state.inAlbum.has(id)) return;
  $picker.set({ ...state, selection: toggleOne(state.selection, id) });
}

/** The photos of a month that could be added (those not in the album yet), once its ids are known. */
export function addableOfMonth(state: PickerState, key: string): readonly string[] | undefined {
  return state.monthIds[key]?.filter((id) => !state.inAlbum.has(id));
}

export function isMonthPicked(state: PickerState, key: string): boolean {
  const addable = addableOfMonth(state, key);
  return addable !== undefined && isGroupSelected(state.selection, addable);
}

/**
 * A month's toggle: every photo of the month that is not in the album is picked (asked of the server,
 * as the grid's month toggle does), or all of them unpicked when they all were.
 */
export async function togglePickerMonth(key: string): Promise<void> {
  const gen = generation;
  update(gen, (s) => ({ ...s, pending: s.pending + 1 }));
  try {
    const ids = await monthIds(key, PICKER_SORTING);
    update(gen, (s) => {
      const known = { ...s, monthIds: { ...s.monthIds, [key]: ids } };
      return { ...known, selection: toggleGroup(s.selection, addableOfMonth(known, key) ?? []) };
    });
  } finally {
    update(gen, (s) => ({ ...s, pending: s.pending - 1 }));
  }
}

/** The ids picked, in the order they were picked. */
export function pickedIds(state: PickerState = $picker.get()): string[] {
  return [...selectedIds(state.selection)];
}
