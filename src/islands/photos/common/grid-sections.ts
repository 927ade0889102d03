import { formatTimelineKey } from '@/domain/photos/timeline';
import { loadedItems, type MonthSection } from '@/domain/photos-ui/month-section';
import { tileAspect, type JustifiedInput } from '@/domain/photos-ui/justified-layout';
import { FLAT_KEY, type LibraryPhoto, type LibraryState } from '@/stores/library';

/** A photo's shape in the grid, from the dimensions the server sends with it. */
export const photoAspect = (photo: LibraryPhoto) => tileAspect(photo.visibleWidth, photo.visibleHeight);

/**
 * One array of photos and one of their shapes per section state: the layout lays out a section's rows again,
 * and the grid renders its tiles again, only when its photos change.
 */
const photosOf = new WeakMap<MonthSection<LibraryPhoto>, LibraryPhoto[]>();
const aspectsOf = new WeakMap<MonthSection<LibraryPhoto>, number[]>();

export function sectionPhotos(section: MonthSection<LibraryPhoto>): LibraryPhoto[] {
  let photos = photosOf.get(section);
  if (!photos) {
    photos = loadedItems(section);
    photosOf.set(section, photos);
  }
  return photos;
}

function sectionAspects(section: MonthSection<LibraryPhoto> | undefined): number[] {
  if (!section) return [];
  let aspects = aspectsOf.get(section);
  if (!aspects) {
    aspects = sectionPhotos(section).map(photoAspect);
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
