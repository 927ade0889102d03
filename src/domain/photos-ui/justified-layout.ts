import { BREAKPOINT_SMALL, LARGE_MIN_WIDTH, MEDIUM_MIN_WIDTH } from '../constants';
import { MAX_SCROLL_HEIGHT, boxIndexAt, shownCount } from './timeline-layout';

/**
 * Justified rows of the timeline, albums and shared albums: every photo keeps its shape, the rows of a
 * section share one height near the target and fill the width exactly, but the last row of a section,
 * which keeps the target height. Rows break greedily, as CSS flex-wrap does with each tile's
 * `flex: aspect 1 aspect×target` (`justifiedFlow()`), so the server's HTML, laid out by the browser
 * before hydration, already has the rows this module computes.
 *
 * A section reserves space from its count as the square grid did: photos not loaded yet (at most a page
 * of them, plus the '+N' tile) are laid out at ESTIMATED_ASPECT, so a million-photo library lays out in
 * O(months); the section's real rows replace the estimate when its photos arrive.
 */
export interface RowMetrics {
  width: number;
  /** The row height rows break at: full rows are at least this tall, the last row of a section is this tall. */
  target: number;
  gap: number;
  header: number;
  /** The height of a day's header (the day groups of a section, see JustifiedInput.days). */
  dayHeader: number;
  sectionGap: number;
}

/**
 * Target row heights per screen size (px). Phones show photos first: four 4:3 photos share a row of
 * about 65 px on a 390 px phone (16 px margins; three on a 360 px one), so that a dozen photos fill the
 * first screen even when months are short and each month's header takes its line.
 */
export const ROW_TARGETS = { small: 64, medium: 150, large: 180 } as const;
export const ROW_GAP = 4;
/** A day's header above its rows (its date, weekday and select toggle). */
export const DAY_HEADER = 40;
/** The shape assumed for a photo not loaded yet, and the shape of the '+N' tile. */
export const ESTIMATED_ASPECT = 4 / 3;
const PLUS_ASPECT = 1;
/** Panoramas and very tall photos are shown cropped to these shapes (width / height). */
export const MIN_ASPECT = 0.4;
export const MAX_ASPECT = 4;

export function rowMetrics(width: number, header = 48): RowMetrics {
  const target = width < MEDIUM_MIN_WIDTH ? ROW_TARGETS.small : width < LARGE_MIN_WIDTH ? ROW_TARGETS.medium : ROW_TARGETS.large;
  return { width: Math.max(1, width), target, gap: ROW_GAP, header, dayHeader: DAY_HEADER, sectionGap: 24 };
}

/** The shape a tile shows: the photo's, within MIN_ASPECT and MAX_ASPECT, rounded as the server writes it in CSS. */
export function tileAspect(width: number | undefined, height: number | undefined): number {
  const aspect = width && height ? width / height : ESTIMATED_ASPECT;
  return Math.round(Math.min(MAX_ASPECT, Math.max(MIN_ASPECT, aspect)) * 1e4) / 1e4;
}

export interface Row {
  /** From the top of the section's photos (below the header). */
  top: number;
  height: number;
  /** Index of the row's first tile in the section, and its number of tiles. */
  start: number;
  count: number;
}

/**
 * Greedy justified rows of tiles of the given shapes in `width`: a tile joins the row while the row at
 * the target height still fits, then the row is scaled to fill the width. The last row keeps the target
 * height (a single tile wider than the width is scaled down to fit, in any row).
 */
export function justifyRows(aspects: ArrayLike<number>, width: number, target: number, gap: number): Row[] {
  const rows: Row[] = [];
  let top = 0;
  let start = 0;
  while (start < aspects.length) {
    let sum = aspects[start];
    let end = start + 1;
    while (end < aspects.length && (sum + aspects[end]) * target + (end - start) * gap <= width) sum += aspects[end++];
    const filled = (width - (end - start - 1) * gap) / sum;
    const height = end === aspects.length ? Math.min(target, filled) : filled;
    rows.push({ top, height, start, count: end - start });
    top += height + gap;
    start = end;
  }
  return rows;
}

/** The height of rows laid out by justifyRows(), gaps between them included. */
export function rowsHeight(rows: readonly Row[]): number {
  const last = rows.at(-1);
  return last ? last.top + last.height : 0;
}

export interface JustifiedInput {
  key: string;
  count: number;
  /** The shapes (tileAspect) of the section's loaded photos, in order. */
  aspects: readonly number[];
  /**
   * The section's loaded photos per day, in order (their counts add up to `aspects.length`), when it groups
   * them by day: each day then starts its own rows below its header, and the tiles awaited and the '+N' tile
   * follow the last day's photos. Absent or empty: one group, no header (an album, a month not loaded).
   */
  days?: readonly { count: number }[];
}

export interface JustifiedBox {
  key: string;
  top: number;
  height: number;
  /** Tiles reserved: photos shown or awaited, plus the '+N' tile. */
  tiles: number;
  /** Photos not shown (the '+N' tile), 0 when all are shown. */
  hidden: number;
  rows: readonly Row[];
  /** The section's day groups (none when it has none). */
  days: readonly DayBox[];
}

export interface DayBox {
  /** The top of the day's header, from the top of the section's photos (as Row.top). */
  top: number;
  /** Its first tile and its first row in the section. */
  start: number;
  firstRow: number;
}

/**
 * Rows are laid out once per section's photos and width (the caller keeps one `aspects` array per
 * section state), and once per size for sections not loaded: a page arriving re-lays one section. The grid
 * lays out its couple of hundred months again for every page that arrives while it scrolls, so looking a
 * section up allocates nothing.
 */
type Laid = { rows: Row[]; days: DayBox[] };
const rowCache = new WeakMap<
  readonly number[],
  { tiles: number; hidden: number; days: JustifiedInput['days']; m: RowMetrics; laid: Laid }
>();
/** Sections not loaded, per metrics object (the grid keeps one per width), by tiles then hidden photos. */
const estimatedCache = new WeakMap<RowMetrics, Map<number, Map<number, Laid>>>();

const sameRows = (a: RowMetrics, b: RowMetrics) =>
  a === b || (a.width === b.width && a.target === b.target && a.gap === b.gap && a.dayHeader === b.dayHeader);

/**
 * The section's rows, day by day: a day's header, then its tiles in rows of their own (justifyRows(), its
 * last row at the target height), as the server's HTML flows each day in a container of its own.
 */
export function layDays(shapes: Float64Array, days: JustifiedInput['days'], m: RowMetrics): Laid {
  if (!days?.length) return { rows: justifyRows(shapes, m.width, m.target, m.gap), days: [] };
  const rows: Row[] = [];
  const boxes: DayBox[] = [];
  let top = 0;
  let start = 0;
  days.forEach((day, d) => {
    // The tiles awaited and the '+N' tile follow the last day's photos.
    const end = d === days.length - 1 ? shapes.length : Math.min(shapes.length, start + day.count);
    boxes.push({ top, start, firstRow: rows.length });
    top += m.dayHeader;
    const own = justifyRows(shapes.subarray(start, end), m.width, m.target, m.gap);
    for (const row of own) rows.push({ top: top + row.top, height: row.height, start: start + row.start, count: row.count });
    top += rowsHeight(own);
    start = end;
  });
  return { rows, days: boxes };
}

function layRows(aspects: readonly number[], tiles: number, hidden: number, days: JustifiedInput['days'], m: RowMetrics): Laid {
  return layDays(
    Float64Array.from({ length: tiles }, (_, i) => aspectAt({ tiles, hidden }, aspects, i)),
    days,
    m,
  );
}

function sectionRows(aspects: readonly number[], tiles: number, hidden: number, days: JustifiedInput['days'], m: RowMetrics): Laid {
  if (aspects.length > 0) {
    const cached = rowCache.get(aspects);
    if (cached && cached.tiles === tiles && cached.hidden === hidden && cached.days === days && sameRows(cached.m, m)) return cached.laid;
    const laid = layRows(aspects, tiles, hidden, days, m);
    rowCache.set(aspects, { tiles, hidden, days, m, laid });
    return laid;
  }
  let bySize = estimatedCache.get(m);
  if (!bySize) estimatedCache.set(m, (bySize = new Map()));
  let byHidden = bySize.get(tiles);
  if (!byHidden) bySize.set(tiles, (byHidden = new Map()));
  let laid = byHidden.get(hidden);
  if (!laid) byHidden.set(hidden, (laid = layRows(aspects, tiles, hidden, undefined, m)));
  return laid;
}

/** A section's tiles (photos shown or awaited, and the '+N' tile) and the photos the '+N' tile stands for. */
function tilesOf(s: JustifiedInput): { tiles: number; hidden: number } {
  const shown = shownCount(s.count, s.aspects.length);
  const hidden = Math.max(0, s.count - shown);
  return { tiles: shown + (hidden > 0 ? 1 : 0), hidden };
}

export function layoutJustified(inputs: readonly JustifiedInput[], m: RowMetrics): { boxes: JustifiedBox[]; total: number } {
  const boxes: JustifiedBox[] = [];
  let top = 0;
  for (const s of inputs) {
    const { tiles, hidden } = tilesOf(s);
    const { rows, days } = sectionRows(s.aspects, tiles, hidden, s.days, m);
    const height = m.header + rowsHeight(rows) + m.sectionGap;
    boxes.push({ key: s.key, top, height, tiles, hidden, rows, days });
    top += height;
  }
  return { boxes, total: Math.min(top, MAX_SCROLL_HEIGHT) };
}

export interface VisibleRows {
  index: number;
  firstRow: number;
  lastRow: number;
}

/** Sections and their rows intersecting [top - overscan, top + viewport + overscan] (binary searches). */
export function visibleRows(
  boxes: readonly JustifiedBox[],
  m: RowMetrics,
  scrollTop: number,
  viewport: number,
  overscan = viewport / 2,
): VisibleRows[] {
  const from = Math.max(0, scrollTop - overscan);
  const to = scrollTop + viewport + overscan;
  const out: VisibleRows[] = [];
  for (let i = Math.max(0, boxIndexAt(boxes, from)); i < boxes.length; i++) {
    const b = boxes[i];
    if (b.top > to) break;
    if (b.top + b.height < from) continue;
    const gridTop = b.top + m.header;
    const firstRow = Math.max(0, boxIndexAt(b.rows, from - gridTop));
    const lastRow = boxIndexAt(b.rows, to - gridTop);
    out.push({ index: i, firstRow, lastRow });
  }
  return out;
}

/** The shape of tile `i` of a section: its photo's when loaded, else estimated; the '+N' tile is square. */
export function aspectAt(box: Pick<JustifiedBox, 'tiles' | 'hidden'>, aspects: readonly number[], i: number): number {
  if (box.hidden > 0 && i === box.tiles - 1) return PLUS_ASPECT;
  return i < aspects.length ? aspects[i] : ESTIMATED_ASPECT;
}

/** The tiles of one row: left and width of each (px), filling the row from the section's left edge. */
export function rowTiles(row: Row, aspect: (i: number) => number, gap: number): { index: number; left: number; width: number }[] {
  const out: { index: number; left: number; width: number }[] = [];
  let left = 0;
  for (let index = row.start; index < row.start + row.count; index++) {
    const width = aspect(index) * row.height;
    out.push({ index, left, width });
    left += width + gap;
  }
  return out;
}

/**
 * How much smaller (px) the island draws a tile than its place in the row. The browser's flowing rows round
 * sizes down to its layout units; a tile the island then drew a hair larger would count as a new, later
 * largest contentful paint (the LCP would wait for hydration).
 */
export const TILE_INSET_PX = 0.1;

/** The row holding tile `i`, or -1 (binary search). */
export function rowOf(rows: readonly Row[], i: number): number {
  let lo = 0;
  let hi = rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (i < rows[mid].start) hi = mid - 1;
    else if (i >= rows[mid].start + rows[mid].count) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/**
 * The CSS of a tile in the server's flowing rows (before the grid measures itself): it grows with its
 * shape from its width at the target height (`--row`, set per container size by the section), so the
 * browser breaks rows where justifyRows() does. The rows' container closes the last row (FLOW_ROWS in GridSection).
 */
export function justifiedFlow(aspect: number): { flex: string; aspectRatio: string } {
  return { flex: `${aspect} 1 calc(var(--row) * ${aspect})`, aspectRatio: String(aspect) };
}

/**
 * The `sizes` of a tile in the server's flowing rows, so the browser picks its thumbnail from the first paint:
 * its width at the row target, a phone's below the medium breakpoint. Rows only grow from there, so the grid,
 * once measured, asks for the same thumbnail or a sharper one, never a smaller one. Picked from the start, a
 * wide tile on a dense screen no longer loads a sharper image after the page's first one, which the browser
 * counts as a new, late largest paint.
 */
export function flowSizes(aspect: number): string {
  const at = (target: number) => `${Math.ceil(target * aspect)}px`;
  return `(max-width: ${BREAKPOINT_SMALL}px) ${at(ROW_TARGETS.small)}, ${at(ROW_TARGETS.medium)}`;
}

/**
 * Grid sizes the first screen is laid out for (a phone, a tablet, a desktop's content column), each with
 * the tallest viewport commonly met: the months within any of them come with the page.
 */
export const FIRST_SCREENS: readonly { width: number; height: number }[] = [
  { width: 340, height: 920 },
  { width: 720, height: 1100 },
  { width: 980, height: 1200 },
];

/**
 * How many of the first month sections (their photo counts, in display order) the grid shows or loads
 * ahead at the top of the page on any of the first screens. The server renders that many, so the first
 * screen needs no request, nor the code that makes one, before the customer interacts.
 */
export function firstScreenSections(counts: readonly number[], screens = FIRST_SCREENS): number {
  const inputs = counts.map((count, i) => ({ key: String(i), count, aspects: [] }));
  return Math.max(
    0,
    ...screens.map((screen) => {
      const metrics = rowMetrics(screen.width);
      return visibleRows(layoutJustified(inputs, metrics).boxes, metrics, 0, screen.height).length;
    }),
  );
}

/**
 * The grid's part of common first screens: phones 360, 390 and 412 px wide (16 px margins) below an album's
 * or the timeline's header; a 768 × 1024 tablet and a 1280 × 900 laptop (its grid beside the menu) below an
 * album's header, title, tabs and toolbar: the grid starts 388 px down there, and a taller view picked photos
 * below the fold. Each view may add a photo fetched first on every screen (the server's HTML is one for all),
 * so they are few.
 */
const FIRST_VIEWS: readonly { width: number; height: number }[] = [
  { width: 328, height: 560 },
  { width: 358, height: 560 },
  { width: 380, height: 560 },
  { width: 736, height: 636 },
  { width: 976, height: 512 },
];

/**
 * The photos most likely to be the largest of a first screen, so its largest contentful paint: on each of
 * FIRST_VIEWS, laid out at its width, the loaded photo of largest area whose row starts in view (a panorama
 * on any screen; among photos of one shape, the one in the row the layout made tallest), by section index.
 * The grid fetches them before the other tiles: on a phone a few dozen tiles are in view at once, and the
 * largest, fetched in the page's order with them, came last.
 */
export function largestFirstTiles(inputs: readonly JustifiedInput[], header: number, views = FIRST_VIEWS): Map<number, number[]> {
  const largest = new Map<number, number[]>();
  for (const view of views) {
    const m = rowMetrics(view.width, header);
    let best = { section: -1, tile: -1, area: 0 };
    let top = 0;
    for (let index = 0; index < inputs.length && top < view.height; index++) {
      const s = inputs[index];
      const { tiles, hidden } = tilesOf(s);
      const { rows } = layRows(s.aspects, tiles, hidden, s.days, m);
      const aspect = (i: number) => aspectAt({ tiles, hidden }, s.aspects, i);
      for (const row of rows) {
        if (top + m.header + row.top >= view.height) break;
        for (const tile of rowTiles(row, aspect, m.gap)) {
          const area = tile.width * row.height;
          if (tile.index < s.aspects.length && area > best.area) best = { section: index, tile: tile.index, area };
        }
      }
      top += m.header + rowsHeight(rows) + m.sectionGap;
    }
    const tiles = largest.get(best.section) ?? [];
    if (best.section >= 0 && !tiles.includes(best.tile)) largest.set(best.section, [...tiles, best.tile]);
  }
  return largest;
}
