import { atom } from 'nanostores';
import { NOT_SELECTING, type Selection } from '@/domain/photos/selection';
import type { SortOptions } from '@/domain/schemas/photos';

/** Selection mode (spec §4), shared by the grid, the toolbar and the modals. */
export const $selection = atom<Selection>(NOT_SELECTING);

/** Ids of timeline months the server answered (by `monthIdsKey`), for the month toggles. */
export const $monthIds = atom<Readonly<Record<string, readonly string[]>>>({});
export const monthIdsKey = (key: string, sorting: SortOptions) => `${key}:${sorting.sortKey}:${sorting.sortOrder}`;
/** Selection changes waiting for the server (a month, all, a range). */
export const $selectionBusy = atom(0);
/** The photo a shift-click range starts from: the last one toggled by itself. */
export const $selectionAnchor = atom<string | null>(null);
