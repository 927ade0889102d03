import { describe, expect, it } from 'vitest';
import { dayIdsKey, dayIdsRequest, dayRuns, photoDay } from '@/domain/photos-ui/day-groups';
import { DAY_HEADER, layoutJustified, rowMetrics, rowsHeight, visibleRows, type RowMetrics } from '@/domain/photos-ui/justified-layout';
import { dayRange } from '@/domain/photos/timeline';
import { formatDay } from '@/i18n/format';
import { TIMELINE_PAGE_SIZE } from '@/domain/constants';

const taken = (day: string, time = '10:00:00.000') => ({ dateTaken: `${day}T${time}` });
const uploaded = (instant: string) => ({ uploadEnd: instant });

describe('day groups of the photo grid (src/domain/photos-ui/day-groups.ts)', () => {
  it('groups a month by the day taken, in display order, each run one day', () => {
    const photos = [taken('2024-09-14', '21:00:00.000'), taken('2024-09-14', '08:00:00.000'), taken('2024-09-12'), taken('2024-09-01')];
    expect(dayRuns(photos, 'taken')).toEqual([
      { day: '2024-09-14', count: 2 },
      { day: '2024-09-12', count: 1 },
      { day: '2024-09-01', count: 1 },
    ]);
  });

  it('groups undated photos by the UTC day of their upload, a minute either side of midnight apart', () => {
    const photos = [uploaded('2026-09-15T00:00:30.000Z'), uploaded('2026-09-14T23:59:30.000Z'), uploaded('2026-09-14T08:00:00.000Z')];
    expect(dayRuns(photos, 'uploaded')).toEqual([
      { day: '2026-09-15', count: 1 },
      { day: '2026-09-14', count: 2 },
    ]);
  });

  it('keeps a photo with no day in the run before it (1970-01-01 is no date taken)', () => {
    expect(photoDay({ dateTaken: '1970-01-01T00:00:00.000' }, 'taken')).toBe('');
    expect(photoDay({}, 'uploaded')).toBe('');
    expect(dayRuns([taken('2024-09-14'), {}, taken('2024-09-13')], 'taken')).toEqual([
      { day: '2024-09-14', count: 2 },
      { day: '2024-09-13', count: 1 },
    ]);
  });

  it("asks a day's ids of the server by what the day means: taken, uploaded, or uploaded among the undated", () => {
    expect(dayIdsRequest({ unknown: false }, '2024-09-14')).toEqual({ path: '/photos/taken/2024-09-14/ids', undated: false });
    expect(dayIdsRequest({ unknown: true }, '2026-09-14')).toEqual({ path: '/photos/uploaded/2026-09-14/ids', undated: true });
    expect(dayIdsRequest(null, '2026-09-14')).toEqual({ path: '/photos/uploaded/2026-09-14/ids', undated: false });
    // The Unknown Date group's day and the latest uploads' day of the same date are different sets.
    expect(dayIdsKey(dayIdsRequest({ unknown: true }, '2026-09-14'))).not.toBe(dayIdsKey(dayIdsRequest(null, '2026-09-14')));
  });

  it('reads a day as its wall-clock range, across month and year ends and 29 February', () => {
    expect(dayRange('2024-02-28')).toEqual({ start: '2024-02-28T00:00:00.000', end: '2024-02-29T00:00:00.000' });
    expect(dayRange('2024-02-29')).toEqual({ start: '2024-02-29T00:00:00.000', end: '2024-03-01T00:00:00.000' });
    expect(dayRange('2025-12-31')).toEqual({ start: '2025-12-31T00:00:00.000', end: '2026-01-01T00:00:00.000' });
  });

  it("titles a day with its weekday in the page's language, the year only outside a month", () => {
    expect(formatDay('en-GB', '2024-09-14')).toMatch(/^Sat,? 14 Sept?$/);
    expect(formatDay('de-AT', '2024-09-14')).toMatch(/^Sa\., 14\. Sep/);
    expect(formatDay('fr-FR', '2024-09-14')).toMatch(/^sam\. 14 sept\./);
    expect(formatDay('en-GB', '2026-09-14', true)).toMatch(/^Mon,? 14 Sept? 2026$/);
  });
});

/** Shapes of `n` landscape photos. */
const landscapes = (n: number) => Array.from({ length: n }, () => 4 / 3);

describe('day groups in the justified layout', () => {
  const m: RowMetrics = rowMetrics(980, 48);

  it('starts each day on rows of its own below its header, and the section grows by the headers', () => {
    // 980 px at 180 px: four 4:3 photos a row. Days of 5, 1 and 3 photos: 2 + 1 + 1 rows.
    const aspects = landscapes(9);
    const days = [{ count: 5 }, { count: 1 }, { count: 3 }];
    const [box] = layoutJustified([{ key: '2024/9', count: 9, aspects, days }], m).boxes;
    expect(box.days.map((d) => d.start)).toEqual([0, 5, 6]);
    expect(box.days.map((d) => d.firstRow)).toEqual([0, 2, 3]);
    expect(box.rows.map((r) => [r.start, r.count])).toEqual([
      [0, 4],
      [4, 1],
      [5, 1],
      [6, 3],
    ]);
    // Each day's rows begin a header below the day's top, and the next day begins where its rows end.
    box.days.forEach((day) => expect(box.rows[day.firstRow].top).toBeCloseTo(day.top + DAY_HEADER, 6));
    expect(box.days[1].top).toBeCloseTo(rowsHeight(box.rows.slice(0, 2)), 6);
    // A day's last row keeps the target height, as the server's flowing rows do.
    expect(box.rows[1].height).toBe(m.target);
    expect(box.rows[2].height).toBe(m.target);
    expect(box.height).toBeCloseTo(m.header + rowsHeight(box.rows) + m.sectionGap, 6);
    const flat = layoutJustified([{ key: '2024/9', count: 9, aspects }], m).boxes[0];
    expect(box.height).toBeGreaterThan(flat.height + 3 * DAY_HEADER);
  });

  it("puts the photos still to load and the '+N' tile after the last loaded day's photos", () => {
    const count = TIMELINE_PAGE_SIZE + 30;
    const aspects = landscapes(TIMELINE_PAGE_SIZE);
    const [box] = layoutJustified([{ key: '2024/9', count, aspects, days: [{ count: 20 }, { count: TIMELINE_PAGE_SIZE - 20 }] }], m).boxes;
    expect(box.hidden).toBe(30);
    expect(box.tiles).toBe(TIMELINE_PAGE_SIZE + 1);
    const last = box.rows.at(-1)!;
    expect(last.start + last.count).toBe(box.tiles);
    expect(box.rows[box.days[1].firstRow].start).toBe(20);
  });

  it('lays a month not loaded out from its count, with no day headers, and again when its days change', () => {
    const estimated = layoutJustified([{ key: '2024/9', count: 9, aspects: [] }], m).boxes[0];
    expect(estimated.days).toEqual([]);
    const aspects = landscapes(9);
    const one = layoutJustified([{ key: '2024/9', count: 9, aspects, days: [{ count: 9 }] }], m).boxes[0];
    const two = layoutJustified([{ key: '2024/9', count: 9, aspects, days: [{ count: 4 }, { count: 5 }] }], m).boxes[0];
    expect(one.days).toHaveLength(1);
    expect(two.days).toHaveLength(2);
    expect(two.height).toBeGreaterThan(one.height);
  });

  it('finds the rows in the window of a library of months of many short days', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ count: 1 + (i % 4) }));
    const total = days.reduce((n, d) => n + d.count, 0);
    const months = Array.from({ length: 120 }, (_, i) => ({ key: `m${i}`, count: total, aspects: landscapes(total), days }));
    const { boxes } = layoutJustified(months, m);
    const y = boxes[60].top + m.header + boxes[60].days[10].top + DAY_HEADER + 1;
    const [first] = visibleRows(boxes, m, y, 800, 0);
    expect(first.index).toBe(60);
    expect(first.firstRow).toBe(boxes[60].days[10].firstRow);
  });
});
