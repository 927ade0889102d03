import { loadedItems } from '@/domain/photos-ui/month-section';
import { layoutJustified, rowOf, type RowMetrics } from '@/domain/photos-ui/justified-layout';
import { timelineKeyOfPhoto } from '@/domain/photos-ui/dates';
import { $library, FLAT_KEY, isTimeline, loadSection, type LibraryState } from '@/stores/library';
import { sectionInputs } from './grid-sections';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
/** Pages a reveal may load to reach the photo (the preview may have walked far past the loaded pages). */
const REVEAL_MAX_PAGES = 200;

/** Resolves once a section has no page request in flight. */
function sectionSettled(key: string): Promise<void> {
  return new Promise((resolve) => {
    const check = (state: LibraryState) => {
      if (state.sections[key]?.status === 'pending') return false;
      resolve();
      return true;
    };
    if (check($library.get())) return;
    const stop = $library.listen((state) => {
      if (check(state)) stop();
    });
  });
}

/**
 * After the preview closes: the grid scrolls so that the last photo it showed is in view, loading that
 * photo's month (or the list) as far as needed, and gives its tile focus for keyboard users. The grid
 * loads this module when a preview closes, not with the page.
 */
export async function revealPhoto(
  target: { photoId: string; dateTaken: string | null },
  grid: React.RefObject<HTMLDivElement | null>,
  metricsRef: React.RefObject<RowMetrics>,
): Promise<void> {
  const timeline = isTimeline($library.get());
  const key = timeline ? timelineKeyOfPhoto(target.dateTaken) : FLAT_KEY;
  const indexOf = () => {
    const section = $library.get().sections[key];
    return section ? loadedItems(section).findIndex((p) => p.imageId === target.photoId) : -1;
  };
  for (let pages = 0; indexOf() < 0 && pages < REVEAL_MAX_PAGES; pages++) {
    const section = $library.get().sections[key];
    if (!section || section.cursor === null || section.status === 'rejected') return;
    if (section.status === 'pending') await sectionSettled(key);
    else await loadSection(key);
  }
  // The grid lays out what was loaded (and the page scroll lock of the preview is gone) before it scrolls.
  await nextFrame();
  await nextFrame();
  const at = indexOf();
  const el = grid.current;
  if (at < 0 || !el) return;
  const m = metricsRef.current;
  const state = $library.get();
  const box = layoutJustified(sectionInputs(state, isTimeline(state)), m).boxes.find((b) => b.key === key);
  const row = box?.rows[rowOf(box.rows, at)];
  if (!box || !row) return;
  const top = el.getBoundingClientRect().top + window.scrollY + box.top + m.header + row.top;
  if (top < window.scrollY || top + row.height > window.scrollY + window.innerHeight) {
    window.scrollTo({ top: Math.max(0, top - (window.innerHeight - row.height) / 2) });
  }
  // The rows in view render after the scroll; the tile takes focus once it is there.
  for (let frame = 0; frame < 60; frame++) {
    const tile = el.querySelector<HTMLElement>(`[data-testid="photo-tile"][data-photo-id="${CSS.escape(target.photoId)}"]`);
    if (tile) {
      tile.focus({ preventScroll: true });
      return;
    }
    await nextFrame();
  }
}
