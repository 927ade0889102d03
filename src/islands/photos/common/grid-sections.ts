import { formatTimelineKey, UNKNOWN_TIMELINE_KEY } from '@/domain/photos/timeline';
import { dayRuns, type DayBy, type DayRun } from '@/domain/photos-ui/day-groups';
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
const daysOf = new WeakMap<MonthSection<LibraryPhoto>, DayRun[]>();
/**
 * The photos, shapes and days of a section with no page yet, as most months of a large library are until
 * scrolled to: one shared empty array, not one kept per section (a server render saw 300 per request).
 */
const NOTHING_LOADED = Object.freeze([]) as unknown as never[];

export function sectionPhotos(section: MonthSection<LibraryPhoto>): LibraryPhoto[] {
  if (section.pages.length === 0) return NOTHING_LOADED;
  let photos = photosOf.get(section);
  if (!photos) {
    photos = loadedItems(section);
    photosOf.set(section, photos);
  }
  return photos;
}

function sectionAspects(section: MonthSection<LibraryPhoto> | undefined): number[] {
  if (!section || section.pages.length === 0) return NOTHING_LOADED;
  let aspects = aspectsOf.get(section);
  if (!aspects) {
    aspects = sectionPhotos(section).map(photoAspect);
    aspectsOf.set(section, aspects);
  }
  return aspects;
}

/** The day groups of a section's loaded photos (one array per section state, as its shapes). */
function sectionDays(section: MonthSection<LibraryPhoto> | undefined, by: DayBy): DayRun[] | undefined {
  if (!section) return undefined;
  if (section.pages.length === 0) return NOTHING_LOADED;
  let days = daysOf.get(section);
  if (!days) {
    days = dayRuns(sectionPhotos(section), by);
    daysOf.set(section, days);
  }
  return days;
}

/**
 * What a section's days are grouped by: a timeline month by day taken, the Unknown Date group by day
 * uploaded; the flat list by day uploaded where it is the photos page's latest uploads, not at all in an album.
 */
function dayBy(key: string, timeline: boolean, uploadDays: boolean): DayBy | null {
  if (timeline) return key === UNKNOWN_TIMELINE_KEY ? 'uploaded' : 'taken';
  return uploadDays ? 'uploaded' : null;
}

export type SectionInput = JustifiedInput & { days?: readonly DayRun[] };

/** The sections of the grid in display order, as the layout reserves them (timeline months, or one flat list). */
export function sectionInputs(lib: Pick<LibraryState, 'ctx' | 'months' | 'sections' | 'flatCount'>, timeline: boolean): SectionInput[] {
  const uploadDays = lib.ctx?.view === 'photos';
  const keys = timeline ? lib.months.map(formatTimelineKey) : [FLAT_KEY];
  return keys.map((key, i) => {
    const section = lib.sections[key];
    const aspects = sectionAspects(section);
    const by = dayBy(key, timeline, uploadDays);
    const days = by ? sectionDays(section, by) : undefined;
    const loaded = aspects.length;
    if (timeline) return { key, count: lib.months[i].count, aspects, days };
    const more = section?.cursor !== null && loaded < lib.flatCount;
    return { key, count: more ? Math.max(loaded, Math.min(lib.flatCount, loaded + 24)) : loaded, aspects, days };
  });
}
