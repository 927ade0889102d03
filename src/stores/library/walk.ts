import { atom } from 'nanostores';
import { HttpStatusError } from '@/client/http';
import {
  canStep,
  current,
  extend,
  PREVIEW_AHEAD,
  sideToRefill,
  step,
  stripAround,
  without,
  type OpenedPreview,
  type Strip,
} from '@/domain/photos-ui/preview-strip';
import { PREVIEW_THUMBNAIL_SIZE, thumbnailFor } from '@/domain/photos-ui/thumbnail-choice';
import { collectionOf, findPhoto, storedSorting, type LibraryContext, type LibraryPhoto } from './state';
import { $gone, $marked } from './preview';
import { photosApi } from '../photos-api';

/**
 * The preview, keyed by photo id: it opens any photo of the collection (whatever the grid has loaded)
 * and walks the collection in the current sort through the server's neighbours, a few photos ahead on
 * each side, their images preloaded. 'missing' is a photo that is not the viewer's or no longer exists;
 * 'closed' means the last photo around was deleted.
 */
export type WalkStatus = 'loading' | 'ready' | 'missing' | 'failed' | 'closed';
export interface Walk {
  status: WalkStatus;
  photoId: string;
  strip: Strip<LibraryPhoto> | null;
}

export const $walk = atom<Walk | null>(null);

const idOf = (p: LibraryPhoto) => p.imageId;
let generation = 0;
let refilling = false;
/** Steps asked for beyond the photos known yet (keys pressed faster than the server answers); taken when they arrive. */
let pending = 0;
let context: LibraryContext | null = null;
const preloaded = new Set<string>();

const query = () => storedSorting(context!.view);

function preload(strip: Strip<LibraryPhoto>): void {
  for (let i = strip.index - 2; i <= strip.index + 2; i++) {
    const photo = strip.items[i];
    if (!photo || i === strip.index) continue;
    const { url } = thumbnailFor(photo, PREVIEW_THUMBNAIL_SIZE);
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    new Image().src = url;
  }
}

/** Favourites marked or unmarked on this page: photos the server read before the change still say otherwise. */
const marks = new Map<string, boolean>();
const withMarks = (strip: Strip<LibraryPhoto>): Strip<LibraryPhoto> => ({
  ...strip,
  items: strip.items.map((p) => (marks.has(p.imageId) ? { ...p, favourite: marks.get(p.imageId)! } : p)),
});

function settle(marked: Strip<LibraryPhoto>): void {
  const strip = withMarks(marked);
  $walk.set({ status: 'ready', photoId: current(strip)!.imageId, strip });
  preload(strip);
  void refill();
}

/**
 * Opens the preview at a photo; `known` (server-rendered, or loaded in the grid) shows at once. The
 * photos `around` it that the server rendered are the strip when they are in this device's sort: the
 * photos client then loads only when the walk needs more.
 */
export async function openWalk(
  ctx: LibraryContext,
  photoId: string,
  known?: LibraryPhoto,
  around?: OpenedPreview<LibraryPhoto>['around'],
): Promise<void> {
  context = ctx;
  const walk = $walk.get();
  if (walk?.strip && walk.status === 'ready') {
    if (current(walk.strip)?.imageId === photoId) return;
    const at = walk.strip.items.findIndex((p) => p.imageId === photoId);
    if (at >= 0) return settle({ ...walk.strip, index: at });
  }
  const gen = ++generation;
  pending = 0;
  const sorting = query();
  if (known && around && around.sorting.sortKey === sorting.sortKey && around.sorting.sortOrder === sorting.sortOrder) {
    return settle(stripAround(known, around.previous, around.next, PREVIEW_AHEAD));
  }
  const seen = known ?? findPhoto(photoId);
  $walk.set({
    status: seen ? 'ready' : 'loading',
    photoId,
    strip: seen ? { items: [seen], index: 0, startReached: false, endReached: false } : null,
  });
  try {
    const api = await photosApi();
    const answer = await api.neighbours(collectionOf(ctx), photoId, { ...sorting, before: PREVIEW_AHEAD, after: PREVIEW_AHEAD });
    if (gen !== generation) return;
    const fresh = stripAround<LibraryPhoto>(answer.photo, answer.previous, answer.next, PREVIEW_AHEAD);
    // Steps taken meanwhile (on photos a refill brought) stay taken.
    const shown = $walk.get()?.strip ? current($walk.get()!.strip!)?.imageId : photoId;
    const at = fresh.items.findIndex((p) => p.imageId === shown);
    settle(takePending(at >= 0 ? { ...fresh, index: at } : fresh));
  } catch (error) {
    if (gen !== generation) return;
    const missing = error instanceof HttpStatusError && (error.status === 404 || error.status === 400);
    // A photo already on screen stays; only its neighbours could not be read.
    if (!missing && seen) return;
    $walk.set({ status: missing ? 'missing' : 'failed', photoId, strip: null });
  }
}

const atEnd = (strip: Strip<LibraryPhoto>, direction: 1 | -1) => (direction === 1 ? strip.endReached : strip.startReached);

/** The next (1) or previous (-1) photo of the collection, if there is one (known by now or not). */
export function stepWalk(direction: 1 | -1): boolean {
  const walk = $walk.get();
  if (walk?.status === 'loading') {
    // Taken once the photo and its neighbours are read.
    pending += direction;
    return true;
  }
  if (!walk?.strip || walk.status !== 'ready') return false;
  if (canStep(walk.strip, direction)) {
    settle(step(walk.strip, direction));
    return true;
  }
  if (atEnd(walk.strip, direction)) return false;
  pending += direction;
  void refill();
  return true;
}

/** Takes the steps asked for while their photos were not known yet. */
function takePending(strip: Strip<LibraryPhoto>): Strip<LibraryPhoto> {
  let moved = strip;
  while (pending !== 0) {
    const direction = pending > 0 ? 1 : -1;
    if (!canStep(moved, direction)) {
      if (atEnd(moved, direction)) pending = 0;
      break;
    }
    moved = step(moved, direction);
    pending -= direction;
  }
  return moved;
}

/** Whether a step that way may lead somewhere: a known photo, or one the server has not answered yet. */
export function canStepWalk(walk: Walk | null, direction: 1 | -1): boolean {
  return Boolean(walk?.strip && walk.status === 'ready' && (canStep(walk.strip, direction) || !atEnd(walk.strip, direction)));
}

/** Keeps PREVIEW_AHEAD photos known on each side, one request at a time. */
async function refill(): Promise<void> {
  if (refilling || !context) return;
  refilling = true;
  try {
    for (;;) {
      const walk = $walk.get();
      const side = walk?.strip && walk.status === 'ready' ? (pending !== 0 ? (pending > 0 ? 1 : -1) : sideToRefill(walk.strip)) : null;
      if (!walk?.strip || side === null) return;
      const gen = generation;
      const edge = side === 1 ? walk.strip.items.at(-1)! : walk.strip.items[0];
      const api = await photosApi();
      const answer = await api.neighbours(collectionOf(context), edge.imageId, {
        ...query(),
        before: side === -1 ? PREVIEW_AHEAD : 0,
        after: side === 1 ? PREVIEW_AHEAD : 0,
      });
      const now = $walk.get();
      if (gen !== generation || !now?.strip) return;
      const strip = withMarks(takePending(extend(now.strip, side, side === 1 ? answer.next : answer.previous, PREVIEW_AHEAD, idOf)));
      $walk.set({ status: 'ready', photoId: current(strip)!.imageId, strip });
      preload(strip);
    }
  } catch {
    // The edge photo went away meanwhile or the network failed: the next step asks again.
  } finally {
    refilling = false;
  }
}

export function closeWalk(): void {
  generation++;
  pending = 0;
  $walk.set(null);
}

// Deleted or removed photos leave the strip; the shown one is replaced by the next (previous at the end).
$gone.subscribe((gone) => {
  const walk = $walk.get();
  if (!gone || !walk?.strip) return;
  const strip = without(walk.strip, gone.ids, idOf);
  if (!strip) {
    generation++;
    $walk.set({ status: 'closed', photoId: walk.photoId, strip: null });
    return;
  }
  settle(strip);
});

$marked.subscribe((marked) => {
  const walk = $walk.get();
  if (!marked) return;
  for (const id of marked.ids) marks.set(id, marked.favourite);
  if (walk?.strip) $walk.set({ ...walk, strip: withMarks(walk.strip) });
});
