import type { SortOrder } from '../schemas/photos';
import { flattenTimeline, isUnknownKey, type TimelineCounts, type TimelineEntry } from '../photos/timeline';

/** Month sections in display order: newest or oldest first, the 'Unknown Date' group always last. */
export function orderedMonths(timeline: TimelineCounts, order: SortOrder): TimelineEntry[] {
  const flat = flattenTimeline(timeline).filter((m) => m.count > 0);
  if (order === 'desc') return flat;
  const known = flat.filter((m) => !isUnknownKey(m)).reverse();
  return [...known, ...flat.filter((m) => isUnknownKey(m))];
}
