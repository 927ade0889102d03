import { selectAll, selectMore, toggleGroup } from '@/domain/photos/selection';
import { dayIdsKey } from '@/domain/photos-ui/day-groups';
import { photosApi } from '../photos-api';
import { $library, collectionOf, type LibraryState } from './state';
import { $monthIds, $selection, $selectionBusy } from './selection';
import { monthIds } from './month-pages';

/**
 * Selections that mean what they say: a month, the whole collection or a shift-click range is every
 * photo of it, asked of the server (ids in the collection's sort), not the photos the grid has loaded.
 * Loaded on first use, so the grid ships no client or schema code for it.
 */
function scope(state: LibraryState = $library.get()) {
  return { collection: collectionOf(state.ctx!), sorting: state.sorting };
}

/** Runs one server-backed change of the selection; the toolbar shows it is busy meanwhile. */
async function busy<T>(work: () => Promise<T>): Promise<T> {
  $selectionBusy.set($selectionBusy.get() + 1);
  try {
    return await work();
  } finally {
    $selectionBusy.set($selectionBusy.get() - 1);
  }
}

/** Loads the typed client ahead, when select mode starts, so the first month or range answers sooner. */
export function prepare(): void {
  void photosApi();
}

/** The month's group toggle: all of its photos are selected, or all deselected when they were. */
export function toggleMonth(key: string): Promise<void> {
  return busy(async () => $selection.set(toggleGroup($selection.get(), await monthIds(key, scope().sorting))));
}

/** Every id of a day (dayIdsRequest()): taken on it, or uploaded on it, whatever is loaded; asked once. */
export async function dayIds(request: { path: string; undated: boolean }): Promise<readonly string[]> {
  const key = dayIdsKey(request);
  const cached = $monthIds.get()[key];
  if (cached) return cached;
  const { ids } = await (await photosApi()).dayIds(request.path, request.undated);
  $monthIds.set({ ...$monthIds.get(), [key]: ids });
  return ids;
}

/** A day's toggle: all of its photos are selected, or all deselected when they were. */
export function toggleDay(request: { path: string; undated: boolean }): Promise<void> {
  return busy(async () => $selection.set(toggleGroup($selection.get(), await dayIds(request))));
}

/** Every photo of the collection (library, album): 'Select all' and the order-prints mode. */
export function selectEverything(): Promise<void> {
  return busy(async () => {
    const { collection, sorting } = scope();
    const { ids } = await (await photosApi()).ids(collection, sorting);
    $selection.set(selectAll(ids));
  });
}

/** Shift-click: every photo from the anchor to the target in the collection's order, loaded or not. */
export function selectRange(anchor: string, target: string): Promise<void> {
  return busy(async () => {
    const { collection, sorting } = scope();
    const { ids } = await (await photosApi()).ids(collection, { ...sorting, from: anchor, to: target });
    $selection.set(selectMore($selection.get(), ids));
  });
}
