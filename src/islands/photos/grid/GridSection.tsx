import { memo } from 'react';
import { isUnknownKey, type TimelineEntry } from '@/domain/photos/timeline';
import { isGroupSelected, isSelected, type Selection } from '@/domain/photos/selection';
import type { MonthSection } from '@/domain/photos-ui/month-section';
import {
  TILE_INSET_PX,
  aspectAt,
  justifiedFlow,
  flowSizes,
  rowTiles,
  type DayBox,
  type Row,
  type RowMetrics,
} from '@/domain/photos-ui/justified-layout';
import type { DayRun } from '@/domain/photos-ui/day-groups';
import { isTooSmallFor, type PrintSize } from '@/domain/photos/print-readiness';
import { formatMonth } from '@/i18n/format';
import type { ThumbnailSize } from '@/domain/constants';
import { loadSection, type LibraryPhoto } from '@/stores/library';
import type { T } from '../common/strings';
import { CheckCircle } from '../common/CheckCircle';
import { sectionPhotos } from '../common/grid-sections';
import { MemoTile } from './Tile';
import { DayHeader } from './DayHeader';
import { selectionScopes } from './selection-scopes';

/**
 * The rows of rowMetrics() in CSS: tiles flow with justifiedFlow() at the target height `--row`, which
 * container queries switch at the same widths (ROW_TARGETS of justified-layout), so the first measured
 * layout lands where the flowing tiles already were. The `::after` closes the last row: it takes the row's
 * free space (its gap cancelled by its margin), so the row keeps the target height as justifyRows() lays it
 * out. A pseudo-element rather than a last child: it closes the rows of a section the browser has parsed only
 * in part too (a slow phone paints before the page's HTML is all in), so a row's first tiles are not
 * stretched across the screen, then shrunk as the rest of the row arrives.
 */
const FLOW_ROWS =
  'flex flex-wrap items-start gap-1 [--row:64px] @medium:[--row:150px] @large:[--row:180px] after:-ml-1 after:[flex:1000000_0_0px]';

export interface GridSectionProps {
  /** The section's key (a timeline month's `year/month`, or the flat list's). */
  id: string;
  /** Its place in the layout (JustifiedBox), passed field by field so that a new layout with the same box renders nothing. */
  top: number;
  height: number;
  rows: readonly Row[];
  tiles: number;
  hidden: number;
  /** Its day groups' places (JustifiedBox.days) and days (none in an album or a month not loaded yet). */
  days: readonly DayBox[];
  dayRuns: readonly DayRun[] | undefined;
  /** The rows in and around the window. */
  firstRow: number;
  lastRow: number;
  /** The grid's first section: once measured, its first rows are fetched first. */
  first: boolean;
  /** Until measured, the tiles fetched before the others (largestFirstTiles()). */
  fetchFirst: readonly number[];
  aspects: readonly number[];
  section: MonthSection<LibraryPhoto> | undefined;
  /** The timeline's month, null in the flat list of an album. */
  month: TimelineEntry | null;
  /** The month's photo ids the server answered, for its select toggle. */
  monthIds: readonly string[];
  /** Every month's and day's ids the server answered ($monthIds), for the days' toggles. */
  groupIds: Readonly<Record<string, readonly string[]>>;
  /** In order-prints mode, the print size tiles are checked against (their badge when too small for it). */
  printSize: PrintSize | null;
  metrics: RowMetrics;
  /** False until the browser has laid the grid out: tiles flow in CSS rows (see FLOW_ROWS) and show at once. */
  measured: boolean;
  selection: Selection;
  t: T;
  locale: string;
  size: ThumbnailSize;
  deferred: boolean;
  basePath: string;
  search: string;
  onOpen: (e: React.MouseEvent, photo: LibraryPhoto) => void;
}

/**
 * One section of the grid: a timeline month (its header and rows) or an album's flat list. It renders again
 * only when its own props change, so scrolling renders just the sections whose rows in view changed.
 */
function GridSectionView(p: GridSectionProps) {
  const { id, tiles, hidden, metrics, measured, section, month, selection, t } = p;
  const timeline = month !== null;
  const items = section ? sectionPhotos(section) : [];
  const aspect = (i: number) => aspectAt({ tiles, hidden }, p.aspects, i);
  const title = month ? (isUnknownKey(month) ? t('photos.unknownDate') : formatMonth(p.locale, month.year, month.month)) : '';
  const groups = placeCells(p, aspect, (i, style, priority, width, sizes) => sectionCell(p, items, i, style, priority, width, sizes));
  const header = timeline && (
    <MonthHeader
      title={title}
      count={month.count}
      selection={selection}
      monthIds={p.monthIds}
      t={t}
      onToggle={() => void selectionScopes().then((m) => m.toggleMonth(id))}
    />
  );
  const failure = section?.status === 'rejected' && (
    <p role="alert" className="alert-error relative z-10 my-2 flex items-center justify-between">
      {t('photos.errors.load')}
      <button type="button" className="btn btn-secondary" onClick={() => void loadSection(id)}>
        {t('photos.retry')}
      </button>
    </p>
  );
  // The same element tree in both layouts, so measuring only restyles the tiles (no remount, no reload).
  return (
    <div
      className={measured ? 'absolute inset-x-0' : undefined}
      style={measured ? { top: p.top, height: p.height } : { marginBottom: metrics.sectionGap }}
      data-month={id}
      data-testid={timeline ? 'month-section' : 'photo-list'}
      data-status={section?.status}
    >
      {header}
      {failure}
      {groups.map(({ key, day, cells }) => (
        <div key={key} data-day={day === null ? undefined : (p.dayRuns?.[day]?.day ?? '')}>
          {day !== null && dayHeader(p, day)}
          <div className={measured ? undefined : FLOW_ROWS}>{cells}</div>
        </div>
      ))}
    </div>
  );
}

export const GridSection = memo(GridSectionView);

/** One cell of a section: a photo's tile, the last tile's '+N' of a month with more, or a placeholder while it loads. */
function sectionCell(
  p: GridSectionProps,
  items: readonly LibraryPhoto[],
  i: number,
  style: React.CSSProperties,
  priority: boolean,
  width?: number,
  sizes?: string,
): React.ReactNode {
  const { id, tiles, hidden, measured, section, selection, t } = p;
  const place = measured ? 'absolute' : 'relative min-w-0';
  const photo = items[i];
  if (hidden > 0 && i === tiles - 1) {
    return (
      <button
        key="plus"
        type="button"
        style={style}
        className={`${place} flex items-center justify-center rounded bg-slate-200 text-2xl font-semibold text-slate-800 hover:bg-slate-300`}
        aria-label={t('photos.showMore', { count: hidden })}
        onClick={() => void loadSection(id)}
        disabled={section?.status === 'pending'}
        data-testid="plus-tile"
      >
        +{hidden}
      </button>
    );
  }
  if (photo) {
    return (
      <MemoTile
        key={photo.imageId}
        photo={photo}
        style={style}
        place={place}
        t={t}
        size={p.size}
        locale={p.locale}
        selecting={selection.selecting}
        checkable={measured}
        eager={priority || !measured}
        priority={priority}
        deferred={p.deferred}
        width={width}
        sizes={sizes}
        selected={isSelected(selection, photo.imageId)}
        printWarning={printWarning(p, photo)}
        basePath={p.basePath}
        search={p.search}
        onOpen={p.onOpen}
      />
    );
  }
  return (
    <span
      key={`p${i}`}
      style={style}
      aria-hidden="true"
      className={`${place} rounded ${section?.status === 'rejected' ? 'bg-red-50' : 'animate-pulse bg-slate-200'}`}
      data-testid="tile-placeholder"
    />
  );
}

/** A group of the section's cells: a day (its index in the section's days) or, without days, all of them. */
interface CellGroup {
  key: string;
  day: number | null;
  cells: React.ReactNode[];
}

/** The day group of every row (its index in `days`): days start their own rows. */
function dayOfRow(days: readonly DayBox[], row: number): number {
  let d = 0;
  while (d + 1 < days.length && days[d + 1].firstRow <= row) d++;
  return d;
}

/** The badge's words when the photo is too small for order-prints mode's print size. */
function printWarning({ printSize, t }: GridSectionProps, photo: LibraryPhoto): string | undefined {
  if (!printSize || !isTooSmallFor(photo.visibleWidth, photo.visibleHeight, printSize)) return undefined;
  return t('photos.printHint.tooSmall', { size: t('photos.info.printSize', { short: printSize.shortCm, long: printSize.longCm }) });
}

/**
 * The section's cells by day: measured, those of the rows in and around the window, placed absolutely
 * (and the days they belong to); before that, every tile, each day's flowing in CSS rows of its own.
 */
function placeCells(
  p: GridSectionProps,
  aspect: (i: number) => number,
  cell: (i: number, style: React.CSSProperties, priority: boolean, width?: number, sizes?: string) => React.ReactNode,
): CellGroup[] {
  const { rows, tiles, metrics, days } = p;
  const groups: CellGroup[] = days.length
    ? days.map((_, d) => ({ key: `${d}:${p.dayRuns?.[d]?.day ?? ''}`, day: d, cells: [] }))
    : [{ key: 'all', day: null, cells: [] }];
  const groupOf = (row: number) => groups[days.length ? dayOfRow(days, row) : 0];
  if (p.measured) {
    for (let r = p.firstRow; r <= p.lastRow; r++) {
      const row = rows[r];
      const group = groupOf(r);
      for (const tile of rowTiles(row, aspect, metrics.gap)) {
        const style = {
          top: metrics.header + row.top,
          left: tile.left,
          width: tile.width - TILE_INSET_PX,
          height: row.height - TILE_INSET_PX,
        };
        group.cells.push(cell(tile.index, style, p.first && r < 2, style.width));
      }
    }
    return groups.filter((g) => g.cells.length > 0);
  }
  // The server's tiles are the first screen's: all load at once, the likely largest (the LCP) first.
  let d = 0;
  for (let i = 0; i < tiles; i++) {
    while (d + 1 < days.length && days[d + 1].start <= i) d++;
    groups[d].cells.push(cell(i, justifiedFlow(aspect(i)), p.fetchFirst.includes(i), undefined, flowSizes(aspect(i))));
  }
  return groups;
}

/** A day's header: in the server's flowing layout above its rows, once measured at its place. */
function dayHeader(p: GridSectionProps, d: number): React.ReactNode {
  const box = p.days[d];
  const day = p.dayRuns?.[d]?.day ?? '';
  return (
    <DayHeader
      day={day}
      section={p.month ? { unknown: isUnknownKey(p.month) } : null}
      top={p.measured ? p.metrics.header + box.top : null}
      height={p.metrics.dayHeader}
      selection={p.selection}
      groupIds={p.groupIds}
      locale={p.locale}
      t={p.t}
    />
  );
}

/** A timeline month's header: its name and count, and in select mode its toggle. One line whatever the language: the rows below are placed at a fixed header height. */
function MonthHeader({
  title,
  count,
  selection,
  monthIds,
  t,
  onToggle,
}: {
  title: string;
  count: number;
  selection: Selection;
  monthIds: readonly string[];
  t: T;
  onToggle: () => void;
}) {
  return (
    <div className="flex h-12 items-center justify-between gap-2">
      <h2 className="min-w-0 truncate text-lg font-semibold">
        {title} <span className="text-sm font-normal text-slate-600">({count})</span>
      </h2>
      {selection.selecting && (
        <SelectMonth label={t('photos.selectMonth', { month: title })} checked={isGroupSelected(selection, monthIds)} onToggle={onToggle} />
      )}
    </div>
  );
}

/** A month's select toggle: a check circle like the tiles', with its words beside it where they fit (not on phones). */
function SelectMonth({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="flex min-h-11 min-w-11 shrink-0 items-center justify-end gap-2 text-sm font-medium text-brand"
      role="checkbox"
      aria-checked={checked}
      data-testid="select-month"
      onClick={onToggle}
    >
      <span className="sr-only whitespace-nowrap underline sm:not-sr-only">{label}</span>
      <CheckCircle checked={checked} />
    </button>
  );
}
