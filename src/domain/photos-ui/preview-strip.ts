import type { SortOptions } from '@/domain/schemas/photos';

/**
 * The preview walks a collection through a strip: the photo shown and the photos around it that the
 * server answered as its neighbours, in the collection's order. Each end knows whether the collection
 * ends there. Every function returns a new strip.
 */
export interface Strip<P> {
  items: readonly P[];
  index: number;
  /** Nothing comes before items[0] / after the last item. */
  startReached: boolean;
  endReached: boolean;
}

/**
 * A preview opened by its URL as the server read it: the photo (null when it is not in the collection)
 * and the photos around it in the page's default sort, so the first steps need nothing from the network.
 */
export interface OpenedPreview<P> {
  photoId: string;
  photo: P | null;
  around?: { sorting: SortOptions; previous: P[]; next: P[] };
}

/** Photos fetched ahead of the one shown on each side, so the next one is there before it is asked for. */
export const PREVIEW_AHEAD = 5;
/** When fewer than this many are left on a side, the strip asks for more. */
export const PREVIEW_REFILL_AT = 3;

export function stripAround<P>(photo: P, previous: readonly P[], next: readonly P[], asked: number): Strip<P> {
  return {
    items: [...[...previous].reverse(), photo, ...next],
    index: previous.length,
    startReached: previous.length < asked,
    endReached: next.length < asked,
  };
}

export function current<P>(strip: Strip<P>): P | undefined {
  return strip.items[strip.index];
}

export function canStep<P>(strip: Strip<P>, direction: 1 | -1): boolean {
  return direction === 1 ? strip.index < strip.items.length - 1 : strip.index > 0;
}

export function step<P>(strip: Strip<P>, direction: 1 | -1): Strip<P> {
  return canStep(strip, direction) ? { ...strip, index: strip.index + direction } : strip;
}

/** The side that runs short of photos and is not at an end of the collection, or null. */
export function sideToRefill<P>(strip: Strip<P>): 1 | -1 | null {
  if (!strip.endReached && strip.items.length - 1 - strip.index < PREVIEW_REFILL_AT) return 1;
  if (!strip.startReached && strip.index < PREVIEW_REFILL_AT) return -1;
  return null;
}

/** Adds the photos the server answered beyond one end (nearest first); fewer than asked means the end. */
export function extend<P>(strip: Strip<P>, direction: 1 | -1, photos: readonly P[], asked: number, idOf: (p: P) => string): Strip<P> {
  const known = new Set(strip.items.map(idOf));
  const fresh = photos.filter((p) => !known.has(idOf(p)));
  if (direction === 1) return { ...strip, items: [...strip.items, ...fresh], endReached: photos.length < asked };
  return {
    ...strip,
    items: [...[...fresh].reverse(), ...strip.items],
    index: strip.index + fresh.length,
    startReached: photos.length < asked,
  };
}

/**
 * Takes photos out (deleted, removed from the album). When the one shown goes, the next one is shown,
 * the previous one at the end; null when no photo is left around it.
 */
export function without<P>(strip: Strip<P>, gone: ReadonlySet<string>, idOf: (p: P) => string): Strip<P> | null {
  const shown = current(strip);
  const shownGone = shown !== undefined && gone.has(idOf(shown));
  const before = strip.items.slice(0, strip.index).filter((p) => !gone.has(idOf(p)));
  const after = strip.items.slice(strip.index + 1).filter((p) => !gone.has(idOf(p)));
  const items = [...before, ...(shownGone ? [] : [shown!]), ...after];
  if (items.length === 0) return null;
  if (!shownGone) return { ...strip, items, index: before.length };
  if (after.length > 0 || !strip.endReached) return { ...strip, items, index: Math.min(before.length, items.length - 1) };
  return { ...strip, items, index: before.length - 1 };
}
