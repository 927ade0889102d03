import { atom } from 'nanostores';
import { NOT_SELECTING, type Selection } from '@/domain/photos/selection';
import type { SortOptions } from '@/domain/schemas/photos';
import type { PrintSize } from '@/domain/photos/print-readiness';

/** Selection mode (spec §4), shared by the grid, the toolbar and the modals. */
export const $selection = atom<Selection>(NOT_SELECTING);

/**
 * Ids of timeline months (by `monthIdsKey()`) and of days (by `dayIdsKey()`) the server answered, for the
 * month and day toggles.
 */
export const $monthIds = atom<Readonly<Record<string, readonly string[]>>>({});
export const monthIdsKey = (key: string, sorting: SortOptions) => `${key}:${sorting.sortKey}:${sorting.sortOrder}`;
/** Selection changes waiting for the server (a month, all, a range). */
export const $selectionBusy = atom(0);
/** The photo a shift-click range starts from: the last one toggled by itself. */
export const $selectionAnchor = atom<string | null>(null);

/**
 * Order-prints mode (until select mode ends) and the print size its tiles are checked against: tiles whose
 * photo is too small for it carry a badge. Set by `src/stores/print-hint.ts`, loaded when the mode starts.
 */
export const $printing = atom(false);
export const $printHintSize = atom<PrintSize | null>(null);
$selection.listen((selection) => {
  if (!selection.selecting) $printing.set(false);
});
