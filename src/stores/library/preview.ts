import { atom } from 'nanostores';

/** The photo shown full screen, or null. */
export const $preview = atom<{ photoId: string } | null>(null);

/**
 * Arrow keys pressed between the preview opening and its code listening (it loads on first use): the
 * preview takes them as its first steps, so a key pressed the instant it opens is not lost.
 */
let previewListening = false;
let earlyPreviewSteps: (1 | -1)[] = [];

export function bufferPreviewStep(direction: 1 | -1): void {
  if ($preview.get() && !previewListening) earlyPreviewSteps.push(direction);
}

/** The preview listens from now on (true) or is gone (false); answers the steps buffered until now. */
export function setPreviewListening(listening: boolean): (1 | -1)[] {
  previewListening = listening;
  const steps = earlyPreviewSteps;
  earlyPreviewSteps = [];
  return listening ? steps : [];
}
/**
 * The photo the preview shows (once known, with the date that places it in the timeline): when the
 * preview closes, the grid scrolls to it.
 */
export const $previewShown = atom<{ photoId: string; dateTaken: string | null } | null>(null);

/** Photos that just left the collection on screen (deleted, removed from the album): the preview moves on. */
export const $gone = atom<{ ids: ReadonlySet<string> } | null>(null);
/** Photos just marked as favourites (or unmarked): the preview's strip shows them so (the grid's pages are changed in place). */
export const $marked = atom<{ ids: ReadonlySet<string>; favourite: boolean } | null>(null);
