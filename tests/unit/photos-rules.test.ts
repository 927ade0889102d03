import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  albumNameProblem,
  chunk,
  decodeCursor,
  encodeCursor,
  flattenTimeline,
  formatTimelineKey,
  isValidTimelineKey,
  keyOfMonthNumber,
  monthNumber,
  monthRange,
  nestTimeline,
  normaliseDateTaken,
  parseTimelineKey,
  thumbnailDimensions,
  timelineKeyOf,
  unique,
  UNKNOWN_TIMELINE_KEY,
} from '@/domain/photos';
import { ALBUM_NAME_MESSAGES } from '@/domain/photos/album-name';
import { albumNameBody, photoIdsBody, photoPageQuery, thumbnailParams, timelineMonthParams } from '@/domain/schemas/photos';

describe('album names (spec §5)', () => {
  test.each([
    ['', 'Please give your album a name'],
    [' starts with a space', 'Name not valid'],
    ['\tTab', 'Name not valid'],
    ['<b>', 'Name not valid'],
    ['a>b', 'Name not valid'],
    ['semi;colon', 'Name not valid'],
    [';', 'Name not valid'],
    ['x'.repeat(201), 'Album names can be at most 200 characters'],
  ])('%j → %s', (name, message) => {
    expect(ALBUM_NAME_MESSAGES[albumNameProblem(name)!]).toBe(message);
    const parsed = albumNameBody.safeParse({ name });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  test.each(['Holiday 2024', 'Été à Paris', 'Trailing space ', 'a', 'Fish & chips', '日本の旅'])('%j is valid', (name) => {
    expect(albumNameProblem(name)).toBeNull();
    expect(albumNameBody.parse({ name })).toEqual({ name });
  });

  test('a missing name has the required message', () => {
    expect(albumNameBody.safeParse({}).error?.issues[0]?.message).toBe('Please give your album a name');
  });
});

describe('timeline keys (spec §4, §5)', () => {
  test('year/month parse as two integers; 0/0 is the unknown group', () => {
    expect(parseTimelineKey('2024/5')).toEqual({ year: 2024, month: 5 });
    expect(parseTimelineKey(' 2024/12 ')).toEqual({ year: 2024, month: 12 });
    expect(parseTimelineKey(UNKNOWN_TIMELINE_KEY)).toEqual({ year: 0, month: 0 });
    for (const bad of ['2024/13', '2024/0', '0/5', '2024-5', '2024/5/1', 'x/1', '', '2024/']) expect(parseTimelineKey(bad)).toBeNull();
    expect(formatTimelineKey({ year: 2021, month: 3 })).toBe('2021/3');
    expect(isValidTimelineKey({ year: 2021.5, month: 3 })).toBe(false);
  });

  test('month numbers round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        expect(keyOfMonthNumber(monthNumber({ year, month }))).toEqual({ year, month });
      }),
    );
    expect(monthNumber({ year: 0, month: 0 })).toBe(0);
    expect(keyOfMonthNumber(0)).toEqual({ year: 0, month: 0 });
  });

  test('month ranges are half-open and roll over the year', () => {
    expect(monthRange({ year: 2024, month: 2 })).toEqual({ start: '2024-02-01T00:00:00.000', end: '2024-03-01T00:00:00.000' });
    expect(monthRange({ year: 2024, month: 12 })).toEqual({ start: '2024-12-01T00:00:00.000', end: '2025-01-01T00:00:00.000' });
  });

  test('flatten puts the newest month first and the unknown group last; nest drops empty months', () => {
    const nested = { 0: { 0: 4 }, 2023: { 1: 2, 11: 5 }, 2024: { 3: 1 } };
    expect(flattenTimeline(nested)).toEqual([
      { year: 2024, month: 3, count: 1 },
      { year: 2023, month: 11, count: 5 },
      { year: 2023, month: 1, count: 2 },
      { year: 0, month: 0, count: 4 },
    ]);
    expect(nestTimeline([...flattenTimeline(nested), { year: 2020, month: 1, count: 0 }])).toEqual(nested);
  });
});

describe('date taken (spec §2: 1 January 1970 is unknown)', () => {
  test.each([
    ['2021:06:14 10:22:33', '2021-06-14T10:22:33.000'],
    ['2021-06-14T10:22:33', '2021-06-14T10:22:33.000'],
    ['2021-06-14 10:22:33.5', '2021-06-14T10:22:33.500'],
    ['2021-06-14', '2021-06-14T00:00:00.000'],
    ['1970-01-02T00:00:00', '1970-01-02T00:00:00.000'],
    ['1970:01:01 00:00:00', null],
    ['1970-01-01T12:30:00', null],
    ['2021-02-30T10:00:00', null],
    ['2021-13-01T10:00:00', null],
    ['0000:00:00 00:00:00', null],
    ['    :  :     :  :  ', null],
    ['yesterday', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseDateTaken(input)).toBe(expected);
  });

  test('its timeline month, unknown → 0/0', () => {
    expect(timelineKeyOf('2021-06-14T10:22:33.000')).toEqual({ year: 2021, month: 6 });
    expect(timelineKeyOf(null)).toEqual({ year: 0, month: 0 });
  });
});

describe('cursors', () => {
  test('round-trip any payload and stay URL-safe', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))), (payload) => {
        const cursor = encodeCursor(payload);
        expect(cursor).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeCursor(cursor)).toEqual(payload);
      }),
    );
  });

  test('damaged cursors decode to null, never throw', () => {
    for (const bad of [
      '',
      '!!!',
      'a',
      'W10',
      encodeCursor({ a: 1 }).slice(0, -3) + '$',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('{"a":{"b":1}}').toString('base64url'),
    ]) {
      expect(decodeCursor(bad)).toBeNull();
    }
  });
});

describe('chunking (spec §5: size >= 1, empty list yields no chunks)', () => {
  test('chunks keep order and sizes', () => {
    expect(chunk([], 3)).toEqual([]);
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 50 }), (items, size) => {
        const parts = chunk(items, size);
        expect(parts.flat()).toEqual(items);
        expect(parts.every((p) => p.length >= 1 && p.length <= size)).toBe(true);
      }),
    );
  });

  test('a size below 1 or not an integer is refused', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
    expect(() => chunk([1], 1.5)).toThrow(RangeError);
  });

  test('unique keeps first occurrences', () => {
    expect(unique(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });
});

describe('thumbnail sizes', () => {
  test('fit inside N × N, keep the ratio, never enlarge', () => {
    expect(thumbnailDimensions(1600, 1200, 300)).toEqual({ width: 300, height: 225 });
    expect(thumbnailDimensions(1200, 1600, 800)).toEqual({ width: 600, height: 800 });
    expect(thumbnailDimensions(640, 480, 1300)).toEqual({ width: 640, height: 480 });
    expect(thumbnailDimensions(10000, 10, 300)).toEqual({ width: 300, height: 1 });
  });
});

describe('request schemas', () => {
  test('photo id lists: UUIDs, not empty, bounded', () => {
    expect(photoIdsBody.safeParse({ photoIds: [] }).success).toBe(false);
    expect(photoIdsBody.safeParse({ photoIds: ['x'] }).error?.issues[0]?.message).toBe('Photo ids must be UUIDs');
    expect(photoIdsBody.safeParse({ photoIds: ['6f1c1c1e-1c1c-4c1c-8c1c-1c1c1c1c1c1c'] }).success).toBe(true);
  });

  test('page queries default per endpoint and bound the limit', () => {
    const query = photoPageQuery({ limit: 24, maxLimit: 500, sortKey: 'dateTaken', sortOrder: 'desc' });
    expect(query.parse({})).toEqual({ limit: 24, sortKey: 'dateTaken', sortOrder: 'desc' });
    expect(query.parse({ limit: '7', sortKey: 'created', sortOrder: 'asc' })).toEqual({ limit: 7, sortKey: 'created', sortOrder: 'asc' });
    for (const bad of [{ limit: '0' }, { limit: '501' }, { limit: '2.5' }, { sortKey: 'uploaded' }, { sortOrder: 'down' }]) {
      expect(query.safeParse(bad).success).toBe(false);
    }
  });

  test('timeline month and thumbnail path parameters', () => {
    expect(timelineMonthParams.parse({ year: '2024', month: '5' })).toEqual({ year: 2024, month: 5 });
    expect(timelineMonthParams.parse({ year: '0', month: '0' })).toEqual({ year: 0, month: 0 });
    expect(timelineMonthParams.safeParse({ year: '2024', month: '13' }).error?.issues[0]?.message).toMatch(/month must be/);
    expect(thumbnailParams.safeParse({ id: '6f1c1c1e-1c1c-4c1c-8c1c-1c1c1c1c1c1c', size: '801' }).error?.issues[0]?.message).toBe(
      'Thumbnail size must be one of 300, 800, 1300',
    );
  });
});
