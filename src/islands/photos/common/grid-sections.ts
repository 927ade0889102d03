import { formatTimelineKey } from '@/domain/photos/timeline';
import { loadedItems, type MonthSection } from '@/domain/photos-ui/month-section';
import { tileAspect, type JustifiedInput } from '@/domain/photos-ui/justified-layout';
import { FLAT_KEY, type LibraryPhoto, type LibraryState } from '@/stores/library';

/** A photo's shape in the grid, from the dimensions the server sends with it. */
export const photoAspect = (photo: LibraryPhoto) => tileAspect(photo.visibleWidth, photo.visibleHeight);

/** One array per section state, so the layout lays out a section's rows again only when its photos change. */
const aspectsOf = new WeakMap<MonthSection<LibraryPhoto>, number[]>();

function sectionAspects(section: MonthSection<LibraryPhoto> | undefined): number[] {
  if (!section) return [];
  let aspects = aspectsOf.get(section);
  if (!aspects) {
    aspects = loadedItems(section).map(photoAspect);
    aspectsOf.set(section, aspects);
  }
  return aspects;
}

/** The sections of the grid in display order, as the layout reserves them (timeline months, or one flat list). */
export function sectionInputs(lib: Pick<LibraryState, 'months' | 'sections' | 'flatCount'>, timeline: boolean): JustifiedInput[] {
  const keys = timeline ? lib.months.map(formatTimelineKey) : [FLAT_KEY];
  return keys.map((key, i) => {
    const section = lib.sections[key];
    const aspects = sectionAspects(section);
    const loaded = aspects.length;
    if (timeline) return { key, count: lib.months[i].count, aspects };
    const more = section?.cursor !== null && loaded < lib.flatCount;
    return { key, count: more ? Math.max(loaded, Math.min(lib.flatCount, loaded + 24)) : loaded, aspects };
  });
}
