import { LARGE_MIN_WIDTH, MEDIUM_MIN_WIDTH, TIMELINE_PAGE_SIZE } from '../constants';

/**
 * Virtual layout of square tiles (the album's library picker; the grid of the timeline and albums has
 * justified rows, `justified-layout.ts`, on the same sections and window). Each month section reserves space from its count
 * (at most one page of tiles until more is loaded, plus the '+N' tile), so the
 * total height grows with what is loaded, not with the library: a library of a
 * million photos stays far below the browser's element height cap, and only the
 * rows inside the viewport are rendered.
 */
export interface SectionInput {
  key: string;
  count: number;
  loaded: number;
}

export interface SectionBox {
  key: string;
  top: number;
  height: number;
  /** Tiles reserved: photos shown or awaited, plus the '+N' tile. */
  tiles: number;
  rows: number;
  /** Photos not shown (the '+N' tile), 0 when all are shown. */
  hidden: number;
}

export interface GridMetrics {
  columns: number;
  tile: number;
  gap: number;
  header: number;
  sectionGap: number;
}

/** Browsers cap an element's height near 16.7 million px (less at high device pixel ratios). */
export const MAX_SCROLL_HEIGHT = 8_000_000;

/** Smallest tile of each screen size: five columns on a 390 px phone (four on a 360 px one). */
export const TILE_TARGETS = { small: 68, medium: 150, large: 190 } as const;

export function gridMetrics(width: number, header = 48): GridMetrics {
  const gap = 4;
  const target = width < MEDIUM_MIN_WIDTH ? TILE_TARGETS.small : width < LARGE_MIN_WIDTH ? TILE_TARGETS.medium : TILE_TARGETS.large;
  const columns = Math.max(2, Math.floor((width + gap) / (target + gap)));
  const tile = Math.max(1, Math.floor((width - gap * (columns - 1)) / columns));
  return { columns, tile, gap, header, sectionGap: 24 };
}

export function shownCount(count: number, loaded: number): number {
  return Math.min(count, Math.max(loaded, Math.min(count, TIMELINE_PAGE_SIZE)));
}

export function layoutSections(inputs: readonly SectionInput[], m: GridMetrics): { boxes: SectionBox[]; total: number } {
  const boxes: SectionBox[] = [];
  let top = 0;
  for (const s of inputs) {
    const shown = shownCount(s.count, s.loaded);
    const hidden = Math.max(0, s.count - shown);
    const tiles = shown + (hidden > 0 ? 1 : 0);
    const rows = Math.ceil(tiles / m.columns);
    const height = m.header + rows * m.tile + Math.max(0, rows - 1) * m.gap + m.sectionGap;
    boxes.push({ key: s.key, top, height, tiles, rows, hidden });
    top += height;
  }
  return { boxes, total: Math.min(top, MAX_SCROLL_HEIGHT) };
}

/** Index of the last box starting at or before y (binary search). */
export function boxIndexAt(boxes: readonly { top: number }[], y: number): number {
  let lo = 0;
  let hi = boxes.length - 1;
  if (hi < 0) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (boxes[mid].top <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export interface VisibleSection {
  index: number;
  firstRow: number;
  lastRow: number;
}

/** Sections and their row ranges intersecting [top - overscan, top + viewport + overscan]. */
export function visibleWindow(
  boxes: readonly SectionBox[],
  m: GridMetrics,
  scrollTop: number,
  viewport: number,
  overscan = viewport / 2,
): VisibleSection[] {
  const from = Math.max(0, scrollTop - overscan);
  const to = scrollTop + viewport + overscan;
  const out: VisibleSection[] = [];
  for (let i = Math.max(0, boxIndexAt(boxes, from)); i < boxes.length; i++) {
    const b = boxes[i];
    if (b.top > to) break;
    if (b.top + b.height < from) continue;
    const rowSpan = m.tile + m.gap;
    const gridTop = b.top + m.header;
    const firstRow = Math.max(0, Math.floor((from - gridTop) / rowSpan));
    const lastRow = Math.min(b.rows - 1, Math.floor((to - gridTop) / rowSpan));
    out.push({ index: i, firstRow, lastRow });
  }
  return out;
}
