import { describe, expect, it } from 'vitest';
import { monthAtFraction, monthAtY, monthFraction, railLength, scrollFraction, yearMarks, yearStep } from '@/domain/photos-ui/scrubber';
import { gridMetrics, layoutSections } from '@/domain/photos-ui/timeline-layout';

/** Months newest first, from December `from` back, `n` of them (one a month), then the unknown-date group. */
function monthsBack(from: number, n: number, unknown = false) {
  const list = Array.from({ length: n }, (_, i) => ({ year: from - Math.floor(i / 12), month: 12 - (i % 12) }));
  return unknown ? [...list, { year: 0, month: 0 }] : list;
}

describe('timeline scrubber', () => {
  const metrics = gridMetrics(1000);

  it('places each month where its section starts, proportional to the layout', () => {
    const { boxes } = layoutSections(
      [
        { key: 'a', count: 10, loaded: 0 },
        { key: 'b', count: 100, loaded: 0 },
        { key: 'c', count: 1, loaded: 0 },
      ],
      metrics,
    );
    const length = railLength(boxes);
    expect(length).toBe(boxes[2].top + boxes[2].height);
    expect(monthFraction(boxes, 0)).toBe(0);
    expect(monthFraction(boxes, 1)).toBeCloseTo(boxes[1].top / length);
    expect(monthAtFraction(boxes, 0)).toBe(0);
    expect(monthAtFraction(boxes, monthFraction(boxes, 1) + 0.001)).toBe(1);
    expect(monthAtFraction(boxes, 1)).toBe(2);
    expect(monthAtY(boxes, boxes[2].top)).toBe(2);
    expect(monthAtY(boxes, -50)).toBe(0);
    expect(scrollFraction(boxes, length * 2)).toBe(1);
  });

  it('steps a year either way, to the ends when no month is that far, and one step to or from the unknown group', () => {
    const months = monthsBack(2024, 30, true); // Dec 2024 … Jul 2022, then unknown
    expect(yearStep(months, 0, 1)).toBe(12); // December 2023
    expect(yearStep(months, 12, -1)).toBe(0);
    expect(yearStep(months, 20, 1)).toBe(29); // no month a year older than April 2023: the oldest, July 2022
    expect(yearStep(months, 29, 1)).toBe(30); // then the unknown group
    expect(yearStep(months, 30, -1)).toBe(29);
    expect(yearStep(months, 5, -1)).toBe(0);
    // Gaps: a month two years away is the next one a year or more away.
    expect(
      yearStep(
        [
          { year: 2024, month: 5 },
          { year: 2024, month: 1 },
          { year: 2022, month: 3 },
        ],
        0,
        1,
      ),
    ).toBe(2);
  });

  it('labels each year once where its first month starts and thins labels that would overlap', () => {
    const months = monthsBack(2024, 36);
    const { boxes } = layoutSections(
      months.map((m) => ({ key: `${m.year}/${m.month}`, count: 10, loaded: 0 })),
      metrics,
    );
    expect(yearMarks(months, boxes, 0).map((m) => [m.year, m.index])).toEqual([
      [2024, 0],
      [2023, 12],
      [2022, 24],
    ]);
    expect(yearMarks(months, boxes, 0)[1].at).toBeCloseTo(12 / 36);
    expect(yearMarks(months, boxes, 0.5).map((m) => m.year)).toEqual([2024, 2022]);
  });

  it('costs nothing per photo: a million photos in 340 months answer from the section tops', () => {
    const months = monthsBack(2024, 340);
    const { boxes } = layoutSections(
      months.map((m) => ({ key: `${m.year}/${m.month}`, count: 2941, loaded: 0 })),
      metrics,
    );
    expect(monthAtFraction(boxes, 0.5)).toBe(170);
    expect(yearMarks(months, boxes, 0.02)).toHaveLength(29);
  });
});
