/**
 * Selection mode of spec §4: not selecting, or selecting with a set of ids. Every function returns a
 * new state and leaves its input alone, so stores can compare by reference.
 */
export type Selection = { selecting: false } | { selecting: true; ids: ReadonlySet<string>; everything?: true };

export const NOT_SELECTING: Selection = { selecting: false };

export function startSelecting(initial: Iterable<string> = []): Selection {
  return { selecting: true, ids: new Set(initial) };
}

/** Stopping clears the selection. */
export function stopSelecting(): Selection {
  return NOT_SELECTING;
}

export function selectedIds(selection: Selection): ReadonlySet<string> {
  return selection.selecting ? selection.ids : new Set();
}

export function isSelected(selection: Selection, id: string): boolean {
  return selection.selecting && selection.ids.has(id);
}

/** Toggles one id; starts selecting when not yet. */
export function toggleOne(selection: Selection, id: string): Selection {
  const ids = new Set(selectedIds(selection));
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { selecting: true, ids };
}

/** A group (a month, a page): when all are selected they are deselected, otherwise all are selected. */
export function toggleGroup(selection: Selection, group: Iterable<string>): Selection {
  const members = [...group];
  const ids = new Set(selectedIds(selection));
  const allSelected = members.length > 0 && members.every((id) => ids.has(id));
  for (const id of members) {
    if (allSelected) ids.delete(id);
    else ids.add(id);
  }
  return { selecting: true, ids };
}

/** Whether every photo of a group (a month) is selected; all are when the whole collection is, ids known or not. */
export function isGroupSelected(selection: Selection, group: Iterable<string>): boolean {
  if (isEverything(selection)) return true;
  const members = [...group];
  return members.length > 0 && members.every((id) => isSelected(selection, id));
}

/** Deselects everything but stays in select mode. */
export function deselectAll(selection: Selection): Selection {
  return selection.selecting ? { selecting: true, ids: new Set() } : selection;
}

/**
 * Select all and the order-prints mode: every photo of the collection. `everything` lets an action that
 * has a scope on the server send it instead of the ids; any other change of the selection drops it.
 */
export function selectAll(ids: Iterable<string>): Selection {
  return { selecting: true, ids: new Set(ids), everything: true };
}

/** Whether the selection is every photo of the collection, as Select all made it. */
export function isEverything(selection: Selection): boolean {
  return selection.selecting && selection.everything === true;
}

/** Drops ids that are gone (deleted photos) from the selection. */
export function withoutIds(selection: Selection, gone: Iterable<string>): Selection {
  if (!selection.selecting) return selection;
  const ids = new Set(selection.ids);
  for (const id of gone) ids.delete(id);
  return { selecting: true, ids };
}

/** Adds ids (a range, a whole month) to the selection; starts selecting when not yet. */
export function selectMore(selection: Selection, more: Iterable<string>): Selection {
  const ids = new Set(selectedIds(selection));
  for (const id of more) ids.add(id);
  return { selecting: true, ids };
}
