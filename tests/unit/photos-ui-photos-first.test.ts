import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { gridShortcut, isDeleteKey, isTextField, type GridState, type KeyPress } from '@/domain/photos-ui/shortcuts';
import { menuFocusIndex, menuTypeAhead } from '@/domain/photos-ui/menu-navigation';
import { welcomeDismissed, welcomeDismissedCookie } from '@/domain/photos-ui/welcome';
import { timelineKeyOfPhoto } from '@/domain/photos-ui/dates';
import { ROW_GAP, ROW_TARGETS, justifyRows, rowMetrics } from '@/domain/photos-ui/justified-layout';
import { WELCOME_DISMISSED_COOKIE, WELCOME_DISMISSED_MAX_AGE_SECONDS } from '@/domain/constants';

const key = (k: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...mods,
});
const grid = (state: Partial<GridState> = {}): GridState => ({
  selecting: false,
  selected: 0,
  photos: 10,
  overlay: false,
  inTextField: false,
  canDelete: true,
  ...state,
});

describe('desktop habits on the photo grid', () => {
  it('Escape leaves select mode, and does nothing outside it', () => {
    expect(gridShortcut(key('Escape'), grid({ selecting: true }))).toBe('leaveSelectMode');
    expect(gridShortcut(key('Escape'), grid())).toBeNull();
  });

  it('Ctrl+A and Cmd+A select all, also from outside select mode, but not in an empty library or with other modifiers', () => {
    expect(gridShortcut(key('a', { ctrlKey: true }), grid())).toBe('selectAll');
    expect(gridShortcut(key('a', { metaKey: true }), grid({ selecting: true }))).toBe('selectAll');
    expect(gridShortcut(key('A', { ctrlKey: true }), grid())).toBe('selectAll');
    expect(gridShortcut(key('a'), grid())).toBeNull();
    expect(gridShortcut(key('a', { ctrlKey: true, shiftKey: true }), grid())).toBeNull();
    expect(gridShortcut(key('a', { ctrlKey: true, altKey: true }), grid())).toBeNull();
    expect(gridShortcut(key('a', { ctrlKey: true }), grid({ photos: 0 }))).toBeNull();
  });

  it('Delete (or Backspace) deletes a selection where deleting is offered', () => {
    expect(gridShortcut(key('Delete'), grid({ selecting: true, selected: 3 }))).toBe('deleteSelection');
    expect(gridShortcut(key('Backspace', { metaKey: true }), grid({ selecting: true, selected: 1 }))).toBe('deleteSelection');
    expect(gridShortcut(key('Delete'), grid({ selecting: true, selected: 0 }))).toBeNull();
    expect(gridShortcut(key('Delete'), grid({ selected: 2 }))).toBeNull();
    expect(gridShortcut(key('Delete'), grid({ selecting: true, selected: 2, canDelete: false }))).toBeNull();
    expect(gridShortcut(key('Delete', { ctrlKey: true }), grid({ selecting: true, selected: 2 }))).toBeNull();
    expect(isDeleteKey(key('Delete'))).toBe(true);
    expect(isDeleteKey(key('Backspace', { altKey: true }))).toBe(false);
  });

  it('leaves every key to modals, the preview, text fields and handlers that took it', () => {
    const selecting = grid({ selecting: true, selected: 2 });
    for (const press of [key('Escape'), key('a', { ctrlKey: true }), key('Delete')]) {
      expect(gridShortcut(press, { ...selecting, overlay: true })).toBeNull();
      expect(gridShortcut(press, { ...selecting, inTextField: true })).toBeNull();
      expect(gridShortcut({ ...press, defaultPrevented: true }, selecting)).toBeNull();
    }
  });

  it('tells text fields from other controls', () => {
    expect(isTextField({ tagName: 'INPUT', type: 'text' } as unknown as EventTarget)).toBe(true);
    expect(isTextField({ tagName: 'INPUT', type: 'search' } as unknown as EventTarget)).toBe(true);
    expect(isTextField({ tagName: 'INPUT', type: 'checkbox' } as unknown as EventTarget)).toBe(false);
    expect(isTextField({ tagName: 'TEXTAREA' } as unknown as EventTarget)).toBe(true);
    expect(isTextField({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTextField({ tagName: 'BUTTON', type: 'button' } as unknown as EventTarget)).toBe(false);
    expect(isTextField({ tagName: 'A' } as unknown as EventTarget)).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

describe('overflow menu keys (menu button pattern)', () => {
  it('moves with the arrows, wrapping around, and jumps with Home and End', () => {
    expect(menuFocusIndex('ArrowDown', 0, 3)).toBe(1);
    expect(menuFocusIndex('ArrowDown', 2, 3)).toBe(0);
    expect(menuFocusIndex('ArrowUp', 0, 3)).toBe(2);
    expect(menuFocusIndex('ArrowDown', -1, 3)).toBe(0);
    expect(menuFocusIndex('ArrowUp', -1, 3)).toBe(2);
    expect(menuFocusIndex('Home', 2, 3)).toBe(0);
    expect(menuFocusIndex('End', 0, 3)).toBe(2);
    expect(menuFocusIndex('x', 0, 3)).toBeNull();
    expect(menuFocusIndex('ArrowDown', 0, 0)).toBeNull();
  });

  it('finds the next item starting with a typed letter', () => {
    const labels = ['Recently deleted', 'Date taken (new-old)', 'Date uploaded', 'Delete all photos'];
    expect(menuTypeAhead('d', 0, labels)).toBe(1);
    expect(menuTypeAhead('D', 1, labels)).toBe(2);
    expect(menuTypeAhead('d', 3, labels)).toBe(1);
    expect(menuTypeAhead('z', 0, labels)).toBeNull();
    expect(menuTypeAhead(' ', 0, labels)).toBeNull();
    expect(menuTypeAhead('Enter', 0, labels)).toBeNull();
  });
});

describe('the welcome banner stays closed on this device', () => {
  it('writes a lasting cookie the server reads', () => {
    expect(welcomeDismissedCookie(false)).toBe(
      `${WELCOME_DISMISSED_COOKIE}=1; Max-Age=${WELCOME_DISMISSED_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
    );
    expect(welcomeDismissedCookie(true)).toMatch(/; Secure$/);
    expect(WELCOME_DISMISSED_MAX_AGE_SECONDS).toBe(400 * 86_400);
    expect(welcomeDismissed('1')).toBe(true);
    expect(welcomeDismissed(undefined)).toBe(false);
    expect(welcomeDismissed('0')).toBe(false);
  });
});

describe('photos first on phones', () => {
  it('lays out four 4:3 photos a row on a 390 px phone and three on a 360 px one (16 px page padding each side)', () => {
    const fourThree = Array.from({ length: 9 }, () => 4 / 3);
    const rows = (width: number) => justifyRows(fourThree, width, rowMetrics(width).target, ROW_GAP);
    expect(rows(390 - 32).map((r) => r.count)).toEqual([4, 4, 1]);
    expect(rows(360 - 32).map((r) => r.count)).toEqual([3, 3, 3]);
    expect(rows(390 - 32)[0].height).toBeGreaterThanOrEqual(ROW_TARGETS.small);
  });

  it('flows the server-rendered tiles in CSS at the same target row heights as the measured layout', () => {
    const grid = fs.readFileSync('src/islands/photos/grid/GridSection.tsx', 'utf8');
    expect(grid).toContain(`[--row:${ROW_TARGETS.small}px]`);
    expect(grid).toContain(`@medium:[--row:${ROW_TARGETS.medium}px]`);
    expect(grid).toContain(`@large:[--row:${ROW_TARGETS.large}px]`);
    expect(grid).toContain('gap-1');
    expect(ROW_GAP).toBe(4);
  });

  it('places a photo under the month of its date taken, or under Unknown Date', () => {
    expect(timelineKeyOfPhoto('2024-08-14T16:20:05.000')).toBe('2024/8');
    expect(timelineKeyOfPhoto('1970-01-01T00:00:00.000')).toBe('0/0');
    expect(timelineKeyOfPhoto(null)).toBe('0/0');
    expect(timelineKeyOfPhoto(undefined)).toBe('0/0');
  });
});
