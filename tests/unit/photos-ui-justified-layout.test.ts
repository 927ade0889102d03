import { describe, expect, it } from 'vitest';
import {
  ESTIMATED_ASPECT,
  FIRST_SCREENS,
  MAX_ASPECT,
  MIN_ASPECT,
  aspectAt,
  firstScreenSections,
  justifyRows,
  largestFirstTiles,
  layoutJustified,
  rowMetrics,
  rowOf,
  rowTiles,
  rowsHeight,
  tileAspect,
  visibleRows,
} from '@/domain/photos-ui/justified-layout';
import { MAX_SCROLL_HEIGHT } from '@/domain/photos-ui/timeline-layout';
import { isTileKey, tileInDirection, type TileRect } from '@/domain/photos-ui/tile-navigation';
import { TIMELINE_PAGE_SIZE } from '@/domain/constants';

/** A reproducible mix of portraits, landscapes, squares and panoramas. */
function shapes(n: number, seed = 7): number[] {
  const pool = [3 / 4, 4 / 3, 1, 16 / 9, 2 / 3, 3, 9 / 16, 3 / 2];
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return tileAspect(pool[x % pool.length] * 1000, 1000);
  });
}

describe('justified rows', () => {
  for (const width of [358, 720, 980, 1263.5]) {
    it(`fill ${width} px exactly, keep each shape, share one height per row, and the last row keeps the target`, () => {
      const m = rowMetrics(width);
      const aspects = shapes(200, width);
      const rows = justifyRows(aspects, m.width, m.target, m.gap);
      expect(rows.reduce((n, r) => n + r.count, 0)).toBe(aspects.length);
      rows.forEach((row, r) => {
        const tiles = rowTiles(row, (i) => aspects[i], m.gap);
        const right = tiles.at(-1)!.left + tiles.at(-1)!.width;
        for (const tile of tiles) expect(tile.width / row.height).toBeCloseTo(aspects[tile.index], 6);
        if (r < rows.length - 1) {
          expect(right).toBeCloseTo(width, 6);
          expect(row.height).toBeGreaterThanOrEqual(m.target - 1e-9);
          // Greedy: the next tile would not have fitted at the target height.
          const next = aspects[row.start + row.count];
          const atTarget = tiles.reduce((n, t) => n + aspects[t.index] * m.target, 0) + next * m.target + row.count * m.gap;
          expect(atTarget).toBeGreaterThan(width);
        } else {
          expect(right).toBeLessThanOrEqual(width + 1e-6);
          expect(row.height).toBeLessThanOrEqual(m.target);
        }
        if (r > 0) expect(row.top).toBeCloseTo(rows[r - 1].top + rows[r - 1].height + m.gap, 6);
      });
    });
  }

  it('keeps a short last row at the target height, not stretched', () => {
    const m = rowMetrics(980);
    const rows = justifyRows([4 / 3], m.width, m.target, m.gap);
    expect(rows).toEqual([{ top: 0, height: m.target, start: 0, count: 1 }]);
  });

  it('scales a tile wider than the row down to fit, and clamps extreme shapes', () => {
    const rows = justifyRows([MAX_ASPECT, 1], 300, 100, 4);
    expect(rows[0]).toMatchObject({ count: 1, height: 300 / MAX_ASPECT });
    expect(tileAspect(10_000, 100)).toBe(MAX_ASPECT);
    expect(tileAspect(100, 10_000)).toBe(MIN_ASPECT);
    expect(tileAspect(undefined, undefined)).toBeCloseTo(ESTIMATED_ASPECT, 4);
    expect(tileAspect(4000, 3000)).toBe(1.3333);
  });

  it('finds the row of a tile', () => {
    const m = rowMetrics(720);
    const aspects = shapes(100);
    const rows = justifyRows(aspects, m.width, m.target, m.gap);
    for (let i = 0; i < aspects.length; i++) {
      const r = rows[rowOf(rows, i)];
      expect(i).toBeGreaterThanOrEqual(r.start);
      expect(i).toBeLessThan(r.start + r.count);
    }
    expect(rowOf(rows, aspects.length)).toBe(-1);
  });
});

describe('justified sections', () => {
  const m = rowMetrics(1000);

  it('estimate the rows of photos not loaded yet, with a square +N tile, and lay out the real ones when they arrive', () => {
    const { boxes } = layoutJustified(
      [
        { key: 'a', count: 100, aspects: [] },
        { key: 'b', count: 3, aspects: [3, 0.75, 1] },
      ],
      m,
    );
    expect(boxes[0]).toMatchObject({ tiles: TIMELINE_PAGE_SIZE + 1, hidden: 100 - TIMELINE_PAGE_SIZE });
    expect(aspectAt(boxes[0], [], 0)).toBe(ESTIMATED_ASPECT);
    expect(aspectAt(boxes[0], [], TIMELINE_PAGE_SIZE)).toBe(1);
    const estimated = justifyRows(
      Array.from({ length: TIMELINE_PAGE_SIZE + 1 }, (_, i) => (i === TIMELINE_PAGE_SIZE ? 1 : ESTIMATED_ASPECT)),
      m.width,
      m.target,
      m.gap,
    );
    expect(boxes[0].height).toBeCloseTo(m.header + rowsHeight(estimated) + m.sectionGap, 6);
    expect(boxes[1].top).toBe(boxes[0].height);
    expect(boxes[1].rows).toHaveLength(1);
    expect(boxes[1].height).toBeCloseTo(m.header + m.target + m.sectionGap, 6);

    const loaded = layoutJustified(
      [
        { key: 'a', count: 100, aspects: shapes(24) },
        { key: 'b', count: 3, aspects: [3, 0.75, 1] },
      ],
      m,
    ).boxes;
    expect(loaded[0].height).not.toBe(boxes[0].height);
    expect(loaded[1].top).toBe(loaded[0].height);
  });

  it('lay out a million-photo library from its counts, each size of month once, far below the element height cap', () => {
    const months = Array.from({ length: 600 }, (_, i) => ({ key: String(i), count: Math.ceil(1_000_000 / 600), aspects: [] }));
    const { boxes, total } = layoutJustified(months, rowMetrics(358));
    expect(boxes[599].rows).toBe(boxes[0].rows);
    expect(total).toBeLessThan(MAX_SCROLL_HEIGHT / 4);
    const win = visibleRows(boxes, rowMetrics(358), boxes[300].top + 10, 800, 400);
    expect(win[0].index).toBeGreaterThanOrEqual(298);
    const tiles = win.reduce((n, v) => n + boxes[v.index].rows.slice(v.firstRow, v.lastRow + 1).reduce((k, r) => k + r.count, 0), 0);
    expect(tiles).toBeLessThan(100);
  });

  it('lay out loaded sections again only when their photos or the width change', () => {
    const aspects = shapes(500);
    const input = [{ key: 'a', count: 500, aspects }];
    const first = layoutJustified(input, m).boxes[0].rows;
    expect(layoutJustified(input, m).boxes[0].rows).toBe(first);
    expect(layoutJustified(input, rowMetrics(700)).boxes[0].rows).not.toBe(first);
  });
});

describe('the tiles fetched first', () => {
  const album = (aspects: number[]) => [{ key: 'album', count: aspects.length, aspects }];

  it('are the largest tile in view on each screen, laid out as the grid lays it out', () => {
    const aspects = shapes(60, 11);
    const view = { width: 380, height: 560 };
    const metrics = rowMetrics(view.width, 0);
    const [box] = layoutJustified(album(aspects), metrics).boxes;
    const inView = box.rows.filter((row) => row.top < view.height);
    const areas = inView.flatMap((row) =>
      rowTiles(row, (i) => aspects[i], metrics.gap).map((t) => ({ index: t.index, area: t.width * row.height })),
    );
    const largest = areas.reduce((a, b) => (b.area > a.area ? b : a));
    expect(largestFirstTiles(album(aspects), 0, [view])).toEqual(new Map([[0, [largest.index]]]));
  });

  it('are a panorama of the first screen on every screen size, once', () => {
    const aspects = Array.from({ length: 40 }, (_, i) => (i === 9 ? 3 : 4 / 3));
    expect(largestFirstTiles(album(aspects), 0)).toEqual(new Map([[0, [9]]]));
  });

  it('are never a photo below the first screen, nor a place whose photo has not loaded', () => {
    const below = Array.from({ length: 200 }, (_, i) => (i === 150 ? MAX_ASPECT : 1));
    expect([...largestFirstTiles(album(below), 0).values()].flat()).not.toContain(150);
    const months = [
      { key: '2024/5', count: 2, aspects: [1, 1] },
      { key: '2024/4', count: 30, aspects: [] },
    ];
    const chosen = largestFirstTiles(months, 48);
    expect([...chosen.keys()]).toEqual([0]);
    expect(chosen.get(0)?.every((tile) => tile < 2)).toBe(true);
  });
});

describe('months of the first screen', () => {
  it('are every month the grid shows or loads ahead at the top of any first screen', () => {
    const counts = [3, 1, 2, 40, 5, 7, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const n = firstScreenSections(counts);
    for (const screen of FIRST_SCREENS) {
      const metrics = rowMetrics(screen.width);
      const { boxes } = layoutJustified(
        counts.map((count, i) => ({ key: String(i), count, aspects: [] })),
        metrics,
      );
      const wanted = visibleRows(boxes, metrics, 0, screen.height).map((w) => w.index);
      expect(Math.max(...wanted)).toBeLessThan(n);
    }
    expect(n).toBeLessThan(counts.length);
  });

  it('are few when months are large (each shows one page), and none for an empty library', () => {
    expect(firstScreenSections(Array.from({ length: 50 }, () => 5000))).toBeLessThanOrEqual(3);
    expect(firstScreenSections([])).toBe(0);
  });

  it('are more when months are small: many one-photo months fill a screen', () => {
    expect(firstScreenSections(Array.from({ length: 50 }, () => 1))).toBeGreaterThan(4);
  });
});

describe('arrow keys between justified tiles', () => {
  // Two rows: a wide tile and a narrow one, then three of the same width.
  const tiles: TileRect[] = [
    { x: 0, y: 0, width: 600, height: 200 },
    { x: 604, y: 0, width: 200, height: 200 },
    { x: 0, y: 204, width: 266, height: 180 },
    { x: 270, y: 204, width: 266, height: 180 },
    { x: 540, y: 204, width: 264, height: 180 },
  ];

  it('go to the previous and next tile in display order, across rows', () => {
    expect(tileInDirection(tiles, 1, 'ArrowRight')).toBe(2);
    expect(tileInDirection(tiles, 2, 'ArrowLeft')).toBe(1);
    expect(tileInDirection(tiles, 0, 'ArrowLeft')).toBe(-1);
    expect(tileInDirection(tiles, 4, 'ArrowRight')).toBe(-1);
  });

  it('go up and down to the tile of the next row with the nearest horizontal centre', () => {
    expect(tileInDirection(tiles, 1, 'ArrowDown')).toBe(4);
    expect(tileInDirection(tiles, 0, 'ArrowDown')).toBe(3);
    expect(tileInDirection(tiles, 2, 'ArrowUp')).toBe(0);
    expect(tileInDirection(tiles, 4, 'ArrowUp')).toBe(1);
    expect(tileInDirection(tiles, 0, 'ArrowUp')).toBe(-1);
    expect(tileInDirection(tiles, 3, 'ArrowDown')).toBe(-1);
    expect(isTileKey('ArrowUp')).toBe(true);
    expect(isTileKey('Enter')).toBe(false);
  });
});
