import { memo } from 'react';
import { isUnknownKey, type TimelineEntry } from '@/domain/photos/timeline';
import { isGroupSelected, isSelected, type Selection } from '@/domain/photos/selection';
import type { MonthSection } from '@/domain/photos-ui/month-section';
import { TILE_INSET_PX, aspectAt, justifiedFlow, rowTiles, type Row, type RowMetrics } from '@/domain/photos-ui/justified-layout';
import { formatMonth } from '@/i18n/format';
import type { ThumbnailSize } from '@/domain/constants';
import { loadSection, type LibraryPhoto } from '@/stores/library';
import type { T } from '../common/strings';
import { CheckCircle } from '../common/CheckCircle';
import { sectionPhotos } from '../common/grid-sections';
import { MemoTile } from './Tile';
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
  /** The rows in and around the window. */
  firstRow: number;
  lastRow: number;
  /** The grid's first section: its first rows are fetched first. */
  first: boolean;
  aspects: readonly number[];
  section: MonthSection<LibraryPhoto> | undefined;
  /** The timeline's month, null in the flat list of an album. */
  month: TimelineEntry | null;
  /** The month's photo ids the server answered, for its select toggle. */
  monthIds: readonly string[];
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
  const cells = placeCells(p, aspect, (i, style, priority, width) => sectionCell(p, items, i, style, priority, width));
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
      <div className={measured ? undefined : FLOW_ROWS}>{cells}</div>
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
        selected={isSelected(selection, photo.imageId)}
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
    />
  );
}

/**
 * The section's cells: measured, those of the rows in and around the window, placed absolutely; before
 * that, every tile, flowing in CSS rows.
 */
function placeCells(
  p: GridSectionProps,
  aspect: (i: number) => number,
  cell: (i: number, style: React.CSSProperties, priority: boolean, width?: number) => React.ReactNode,
): React.ReactNode[] {
  const { rows, tiles, metrics } = p;
  const cells = [];
  if (p.measured) {
    for (let r = p.firstRow; r <= p.lastRow; r++) {
      const row = rows[r];
      for (const tile of rowTiles(row, aspect, metrics.gap)) {
        const style = {
          top: metrics.header + row.top,
          left: tile.left,
          width: tile.width - TILE_INSET_PX,
          height: row.height - TILE_INSET_PX,
        };
        cells.push(cell(tile.index, style, p.first && r < 2, style.width));
      }
    }
  } else {
    // The server's tiles are the first screen's: all load at once (the largest of them is the LCP, wherever it is).
    const priority = p.first ? eagerTiles(rows) : 0;
    for (let i = 0; i < tiles; i++) cells.push(cell(i, justifiedFlow(aspect(i)), i < priority));
  }
  return cells;
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

/** The tiles of a section's first two rows, fetched first. */
function eagerTiles(rows: readonly Row[]): number {
  const second = rows[Math.min(1, rows.length - 1)];
  return second ? second.start + second.count : 0;
}
