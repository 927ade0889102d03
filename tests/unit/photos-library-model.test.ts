import { describe, expect, test } from 'vitest';
import {
  canStep,
  current,
  extend,
  sideToRefill,
  step,
  stripAround,
  without,
  PREVIEW_AHEAD,
  PREVIEW_REFILL_AT,
} from '@/domain/photos-ui/preview-strip';
import { selectMore, startSelecting, selectedIds, NOT_SELECTING } from '@/domain/photos/selection';
import { albumsTabCount } from '@/domain/photos/counts';

const id = (p: string) => p;
const names = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('preview strip: the photo shown and its neighbours from the server', () => {
  test('a full answer on both sides leaves both ends open; a short one closes that end', () => {
    const strip = stripAround('x', names(PREVIEW_AHEAD, 'p'), names(2, 'n'), PREVIEW_AHEAD);
    expect(current(strip)).toBe('x');
    expect(strip.items).toEqual([...names(PREVIEW_AHEAD, 'p').reverse(), 'x', 'n1', 'n2']);
    expect(strip.startReached).toBe(false);
    expect(strip.endReached).toBe(true);
    expect(canStep(strip, 1)).toBe(true);
  });

  test('steps within the known photos; asks for more on the side that runs short, never past an end', () => {
    let strip = stripAround('x', [], names(PREVIEW_AHEAD, 'n'), PREVIEW_AHEAD);
    expect(canStep(strip, -1)).toBe(false);
    expect(sideToRefill(strip)).toBe(null);
    for (let i = 0; i < PREVIEW_AHEAD - PREVIEW_REFILL_AT + 1; i++) strip = step(strip, 1);
    expect(sideToRefill(strip)).toBe(1);
    strip = extend(strip, 1, ['n5', 'm1', 'm2'], PREVIEW_AHEAD, id);
    expect(strip.items.slice(-3)).toEqual(['n5', 'm1', 'm2']);
    expect(strip.items.filter((p) => p === 'n5')).toHaveLength(1);
    expect(strip.endReached).toBe(true);
  });

  test('extending backwards keeps the photo shown', () => {
    const strip = extend(stripAround('x', ['p1'], [], 1), -1, ['p2', 'p3'], PREVIEW_AHEAD, id);
    expect(strip.items).toEqual(['p3', 'p2', 'p1', 'x']);
    expect(current(strip)).toBe('x');
    expect(strip.startReached).toBe(true);
  });

  test('when the photo shown goes the next one is shown, the previous one at the end, none left closes', () => {
    const strip = stripAround('x', ['p1'], ['n1'], 1);
    expect(current(without(strip, new Set(['x']), id)!)).toBe('n1');
    const last = { ...stripAround('x', ['p1'], [], 1), endReached: true };
    expect(current(without(last, new Set(['x']), id)!)).toBe('p1');
    const only = stripAround('x', [], [], 1);
    expect(without(only, new Set(['x']), id)).toBeNull();
    expect(current(without(strip, new Set(['p1']), id)!)).toBe('x');
  });
});

describe('selections of ids the server answered', () => {
  test('selectMore adds a whole range or month and starts selecting', () => {
    const selection = selectMore(startSelecting(['a']), ['a', 'b', 'c']);
    expect([...selectedIds(selection)]).toEqual(['a', 'b', 'c']);
    expect(selectMore(NOT_SELECTING, ['z']).selecting).toBe(true);
  });
});

describe('the Albums tab count, one rule for every page', () => {
  test('albums shared with the viewer count only with the shared-albums view on', () => {
    expect(albumsTabCount(6, 1, true)).toBe(6);
    expect(albumsTabCount(6, 1, false)).toBe(5);
    expect(albumsTabCount(0, 1, false)).toBe(0);
  });
});
