import { memo } from 'react';
import { isUnknownKey, type TimelineEntry } from '@/domain/photos/timeline';
import { isGroupSelected, isSelected, startSelecting, toggleOne, type Selection } from '@/domain/photos/selection';
import type { MonthSection } from '@/domain/photos-ui/month-section';
import { TILE_INSET_PX, aspectAt, justifiedFlow, rowTiles, type Row, type RowMetrics } from '@/domain/photos-ui/justified-layout';
import { isKnownDateTaken } from '@/domain/photos-ui/dates';
import { keepQuery } from '@/domain/query-string';
import { formatMonth, formatTakenOn } from '@/i18n/format';
import type { ThumbnailSize } from '@/domain/constants';
import { loadSection, type LibraryPhoto } from '@/stores/library';
import { $selection, $selectionAnchor } from '@/stores/photos-ui';
import type { T } from '../common/strings';
import { Thumb } from '../common/Thumb';
import { CheckCircle } from '../common/CheckCircle';
import { sectionPhotos } from '../common/grid-sections';

/** Month, select-all and range selections ask the server; their code loads when first used. */
export const selectionScopes = () => import('@/stores/library-selection');

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
  const { id, rows, tiles, hidden, metrics, measured, section, month, selection, t } = p;
  const timeline = month !== null;
  const items = section ? sectionPhotos(section) : [];
  const aspect = (i: number) => aspectAt({ tiles, hidden }, p.aspects, i);
  const title = month ? (isUnknownKey(month) ? t('photos.unknownDate') : formatMonth(p.locale, month.year, month.month)) : '';
  const cell = (i: number, style: React.CSSProperties, priority: boolean, width?: number) => {
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
  };
  const cells = [];
  if (measured) {
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
  const header = timeline && (
    // One line whatever the language: the rows below are placed at a fixed header height.
    <div className="flex h-12 items-center justify-between gap-2">
      <h2 className="min-w-0 truncate text-lg font-semibold">
        {title} <span className="text-sm font-normal text-slate-600">({month.count})</span>
      </h2>
      {selection.selecting && (
        <SelectMonth
          label={t('photos.selectMonth', { month: title })}
          checked={isGroupSelected(selection, p.monthIds)}
          onToggle={() => void selectionScopes().then((m) => m.toggleMonth(id))}
        />
      )}
    </div>
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

function Tile({
  photo,
  style,
  place,
  t,
  size,
  locale,
  selecting,
  checkable,
  selected,
  basePath,
  search,
  onOpen,
  eager,
  priority,
  deferred,
  width,
}: {
  photo: LibraryPhoto;
  style: React.CSSProperties;
  place: string;
  t: T;
  size: ThumbnailSize;
  locale: string;
  selecting: boolean;
  /** Whether the tile offers its check circle on hover and focus (once the grid is measured: tiles stand apart then). */
  checkable: boolean;
  selected: boolean;
  basePath: string;
  search: string;
  eager: boolean;
  priority: boolean;
  deferred: boolean;
  /** The tile's drawn width once the grid is measured (see Thumb). */
  width?: number;
  onOpen: (e: React.MouseEvent, p: LibraryPhoto) => void;
}) {
  const taken = isKnownDateTaken(photo.dateTaken) ? t('photos.takenOn', { date: formatTakenOn(locale, photo.dateTaken) }) : undefined;
  const label = taken ? `${photo.localFileName}, ${taken}` : photo.localFileName;
  // No callout menu on a held finger: a long press selects (./long-press).
  const cls = `${place} block overflow-hidden rounded focus-visible:z-10 [-webkit-touch-callout:none]`;
  if (selecting) {
    return (
      <button
        type="button"
        role="checkbox"
        aria-checked={selected}
        style={style}
        className={`${cls} ${selected ? 'ring-4 ring-brand' : ''}`}
        title={taken}
        aria-label={label}
        data-testid="photo-tile"
        data-photo-id={photo.imageId}
        onClick={(e) => toggleTile(e, photo.imageId)}
        ref={photo.imageId === focusOnSelect ? focusOnce : undefined}
      >
        <Thumb photo={photo} size={size} alt="" eager={eager} priority={priority} deferred={deferred} width={width} />
        <CheckCircle checked={selected} onPhoto />
      </button>
    );
  }
  const tile = (
    <a
      href={keepQuery(`${basePath}/preview/${photo.imageId}`, search)}
      style={style}
      className={`${cls} peer`}
      title={taken}
      aria-label={label}
      data-testid="photo-tile"
      data-photo-id={photo.imageId}
      onClick={(e) => onOpen(e, photo)}
    >
      <Thumb photo={photo} size={size} alt="" eager={eager} priority={priority} deferred={deferred} width={width} />
    </a>
  );
  if (!checkable) return tile;
  return (
    <>
      {tile}
      {/* Beside the link, not in it (no control inside a control), over the tile's corner; not on touch screens (a long press selects there). */}
      <button
        type="button"
        style={{ top: Number(style.top) + 4, left: Number(style.left) + 4 }}
        className="absolute z-10 flex h-8 w-8 items-center justify-center rounded-full opacity-0 hover:opacity-100 focus-visible:opacity-100 peer-hover:opacity-100 pointer-coarse:hidden"
        aria-label={t('photos.tileCheck.label', { name: photo.localFileName })}
        data-testid="tile-check"
        onClick={() => {
          focusOnSelect = photo.imageId;
          startSelectionWith(photo.imageId);
        }}
      >
        <CheckCircle checked={false} />
      </button>
    </>
  );
}

/** The tile whose check circle started select mode: focus moves to it, as the circle is gone. */
let focusOnSelect: string | null = null;
function focusOnce(el: HTMLElement | null) {
  if (!el) return;
  focusOnSelect = null;
  el.focus();
}

/** A long press on a phone or a tile's check circle: select mode with this photo selected. */
export function startSelectionWith(id: string) {
  void selectionScopes().then((m) => m.prepare());
  $selection.set(startSelecting([id]));
  $selectionAnchor.set(id);
}

/** The tiles of a section's first two rows, fetched first. */
function eagerTiles(rows: readonly Row[]): number {
  const second = rows[Math.min(1, rows.length - 1)];
  return second ? second.start + second.count : 0;
}

type TileProps = Parameters<typeof Tile>[0];
const sameBox = (a: React.CSSProperties, b: React.CSSProperties) =>
  a === b || (a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height && a.flex === b.flex);

/** A tile renders again only when what it shows changes, not when its section renders for other rows. */
const MemoTile = memo(Tile, (a: TileProps, b: TileProps) =>
  (Object.keys(a) as (keyof TileProps)[]).every((name) => (name === 'style' ? sameBox(a.style, b.style) : Object.is(a[name], b[name]))),
);

/** A click toggles one photo and makes it the anchor; shift-click selects the whole range from the anchor. */
function toggleTile(e: React.MouseEvent, id: string) {
  const anchor = $selectionAnchor.get();
  if (e.shiftKey && anchor && anchor !== id) {
    void selectionScopes().then((m) => m.selectRange(anchor, id));
    return;
  }
  $selection.set(toggleOne($selection.get(), id));
  $selectionAnchor.set(id);
}
