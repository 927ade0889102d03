import { describe, expect, test } from 'vitest';
import {
  NOT_SELECTING,
  deselectAll,
  isEverything,
  isGroupSelected,
  isSelected,
  selectAll,
  selectedIds,
  startSelecting,
  stopSelecting,
  toggleGroup,
  toggleOne,
  withoutIds,
} from '@/domain/photos';

describe('selection mode (spec §4)', () => {
  test('toggle one starts selecting and flips membership', () => {
    let s = toggleOne(NOT_SELECTING, 'a');
    expect(s.selecting).toBe(true);
    expect(isSelected(s, 'a')).toBe(true);
    s = toggleOne(s, 'a');
    expect(isSelected(s, 'a')).toBe(false);
    expect(s.selecting).toBe(true);
  });

  test('toggle a group: all selected → deselect them, otherwise select all', () => {
    let s = startSelecting(['a', 'x']);
    s = toggleGroup(s, ['a', 'b', 'c']);
    expect([...selectedIds(s)].sort()).toEqual(['a', 'b', 'c', 'x']);
    expect(isGroupSelected(s, ['a', 'b', 'c'])).toBe(true);
    s = toggleGroup(s, ['a', 'b', 'c']);
    expect([...selectedIds(s)]).toEqual(['x']);
    expect(isGroupSelected(s, [])).toBe(false);
  });

  test('deselect all keeps select mode; stop clears it; inputs are never changed', () => {
    const before = startSelecting(['a', 'b']);
    const cleared = deselectAll(before);
    expect(cleared.selecting).toBe(true);
    expect(selectedIds(cleared).size).toBe(0);
    expect(selectedIds(before).size).toBe(2);
    expect(stopSelecting()).toEqual(NOT_SELECTING);
    expect(deselectAll(NOT_SELECTING)).toBe(NOT_SELECTING);
  });

  test('order-prints mode selects all; deleted photos leave the selection', () => {
    const all = selectAll(['a', 'b', 'c']);
    expect(selectedIds(all).size).toBe(3);
    expect([...selectedIds(withoutIds(all, ['b']))]).toEqual(['a', 'c']);
    expect(withoutIds(NOT_SELECTING, ['a'])).toBe(NOT_SELECTING);
  });

  test('select all is the whole collection (sent by its scope) until the selection changes in any way', () => {
    const all = selectAll(['a', 'b', 'c']);
    expect(isEverything(all)).toBe(true);
    expect(isEverything(startSelecting(['a', 'b', 'c']))).toBe(false);
    expect(isEverything(toggleOne(all, 'b'))).toBe(false);
    // Every month of the collection is ticked at once, before its ids were ever asked for.
    expect(isGroupSelected(all, [])).toBe(true);
    expect(isGroupSelected(toggleOne(all, 'b'), [])).toBe(false);
    expect(isEverything(toggleGroup(all, ['a', 'b']))).toBe(false);
    expect(isEverything(withoutIds(all, ['c']))).toBe(false);
    expect(isEverything(deselectAll(all))).toBe(false);
    expect(isEverything(stopSelecting())).toBe(false);
  });
});
