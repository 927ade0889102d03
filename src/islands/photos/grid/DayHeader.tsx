import { isGroupSelected, type Selection } from '@/domain/photos/selection';
import { dayIdsKey, dayIdsRequest } from '@/domain/photos-ui/day-groups';
import { formatDate, formatDay } from '@/i18n/format';
import type { T } from '../common/strings';
import { CheckCircle } from '../common/CheckCircle';
import { selectionScopes } from './selection-scopes';

const NO_IDS: readonly string[] = [];

export interface DayHeaderProps {
  day: string;
  /** The timeline section the day belongs to (`unknown`: the Unknown Date group, by day uploaded), null in the latest uploads. */
  section: { unknown: boolean } | null;
  /** Placed at `top` once the grid is measured; before that it flows above the day's rows. */
  top: number | null;
  height: number;
  selection: Selection;
  /** The ids of months and days the server answered ($monthIds). */
  groupIds: Readonly<Record<string, readonly string[]>>;
  locale: string;
  t: T;
}

/** The day's title: 'Sat, 14 Sep' in a month, 'Uploaded 14 Sep 2026' in the Unknown Date group, with its year in the latest uploads. */
function dayTitle({ day, section, locale, t }: Pick<DayHeaderProps, 'day' | 'section' | 'locale' | 't'>): string {
  if (section?.unknown) return t('photos.day.uploaded', { date: formatDate(locale, `${day}T00:00:00Z`) });
  return formatDay(locale, day, section === null);
}

/**
 * A day's header above its rows: its date and, in select mode, its toggle, which selects every photo of
 * the day (asked of the server, loaded or not) or deselects them when all are selected. One line of a
 * fixed height (DAY_HEADER): the rows below are placed under it.
 */
export function DayHeader(p: DayHeaderProps) {
  const title = p.day ? dayTitle(p) : '';
  const request = dayIdsRequest(p.section, p.day);
  const checked = isGroupSelected(p.selection, p.groupIds[dayIdsKey(request)] ?? NO_IDS);
  // Under its month's heading in the timeline; the latest uploads have no month headings.
  const Heading = p.section ? 'h3' : 'h2';
  return (
    <div
      className={`flex items-center justify-between gap-2 ${p.top === null ? '' : 'absolute inset-x-0'}`}
      style={{ height: p.height, ...(p.top === null ? {} : { top: p.top }) }}
      data-testid="day-header"
      data-day={p.day}
    >
      <Heading className="min-w-0 truncate text-sm font-medium text-slate-700">{title}</Heading>
      {p.selection.selecting && p.day && (
        <button
          type="button"
          className="flex h-10 min-w-10 shrink-0 items-center justify-center"
          role="checkbox"
          aria-checked={checked}
          aria-label={p.t('photos.selectDay', { day: title })}
          data-testid="select-day"
          onClick={() => void selectionScopes().then((m) => m.toggleDay(request))}
        >
          <CheckCircle checked={checked} />
        </button>
      )}
    </div>
  );
}
