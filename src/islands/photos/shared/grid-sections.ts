import { formatTimelineKey } from '@/domain/photos/timeline';
import { loadedItems } from '@/domain/photos-ui/month-section';
import { FLAT_KEY, type LibraryState } from '@/stores/library';

/** The sections of the grid in display order, as the layout reserves them (timeline months, or one flat list). */
export function sectionInputs(lib: Pick<LibraryState, 'months' | 'sections' | 'flatCount'>, timeline: boolean) {
  const keys = timeline ? lib.months.map(formatTimelineKey) : [FLAT_KEY];
  return keys.map((key, i) => {
    const section = lib.sections[key];
    const loaded = section ? loadedItems(section).length : 0;
    if (timeline) return { key, count: lib.months[i].count, loaded };
    const more = section?.cursor !== null && loaded < lib.flatCount;
    return { key, count: more ? Math.max(loaded, Math.min(lib.flatCount, loaded + 24)) : loaded, loaded };
  });
}
