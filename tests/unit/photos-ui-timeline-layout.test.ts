import { describe, expect, it } from 'vitest';
import { MAX_SCROLL_HEIGHT, boxIndexAt, gridMetrics, layoutSections, shownCount, visibleWindow } from '@/domain/photos-ui/timeline-layout';
import { TIMELINE_PAGE_SIZE } from '@/domain/constants';

describe('square tiles (the album picker)', () => {
  const m = gridMetrics(1000);
  it('reserves one page per month until more is loaded, with a +N tile', () => {
    expect(shownCount(5, 0)).toBe(5);
    expect(shownCount(100, 0)).toBe(TIMELINE_PAGE_SIZE);
    expect(shownCount(100, 48)).toBe(48);
    const { boxes } = layoutSections(
      [
        { key: 'a', count: 100, loaded: 0 },
        { key: 'b', count: 3, loaded: 3 },
      ],
      m,
    );
    expect(boxes[0].hidden).toBe(100 - TIMELINE_PAGE_SIZE);
    expect(boxes[0].tiles).toBe(TIMELINE_PAGE_SIZE + 1);
    expect(boxes[1].hidden).toBe(0);
    expect(boxes[1].top).toBe(boxes[0].height);
  });
  it('keeps a million-photo library far below the element height cap', () => {
    // 50 years of months, a million photos.
    const months = Array.from({ length: 600 }, (_, i) => ({ key: String(i), count: Math.ceil(1_000_000 / 600), loaded: 0 }));
    const { total } = layoutSections(months, gridMetrics(360));
    expect(total).toBeLessThan(MAX_SCROLL_HEIGHT / 4);
  });
  it('renders only the rows in and near the viewport', () => {
    const months = Array.from({ length: 2000 }, (_, i) => ({ key: String(i), count: 50, loaded: 0 }));
    const { boxes } = layoutSections(months, m);
    const win = visibleWindow(boxes, m, boxes[1000].top + 10, 800, 400);
    const rows = win.reduce((n, v) => n + v.lastRow - v.firstRow + 1, 0);
    expect(win[0].index).toBeGreaterThanOrEqual(998);
    expect(win.some((v) => v.index === 1000)).toBe(true);
    expect(rows * m.columns).toBeLessThan(200);
    expect(boxIndexAt(boxes, 0)).toBe(0);
    expect(boxIndexAt(boxes, boxes[5].top)).toBe(5);
    expect(boxIndexAt([], 5)).toBe(-1);
  });
});
