import { useEffect, useRef, type ReactNode } from 'react';
import { menuFocusIndex, menuTypeAhead } from '@/domain/photos-ui/menu-navigation';
import type { MenuEntry } from './OverflowMenu';

const ITEM = '[role^="menuitem"]';
const itemClass = 'flex min-h-11 w-full items-center gap-2 px-4 py-2 text-left no-underline hover:bg-slate-100 focus:bg-slate-100';

/** Items that are shown (phone-only ones are hidden on wider screens), in order. */
function shownItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return [...menu.querySelectorAll<HTMLElement>(ITEM)].filter((el) => el.getClientRects().length > 0);
}

const phone = (entry: { phoneOnly?: boolean }) => (entry.phoneOnly ? 'sm:hidden' : '');

/** The items of one entry of the menu (an action, a link or a group of choices), after a separator from the one before. */
function entryItems(entries: readonly MenuEntry[], i: number, menuId: string, choose: (run: () => void) => void): ReactNode[] {
  const entry = entries[i];
  const rendered: ReactNode[] = [];
  if (i > 0) {
    // Wider screens leave out phone-only entries: no separator there before the first entry they show.
    const wideBefore = entries.slice(0, i).some((e) => !e.phoneOnly);
    rendered.push(
      <div
        key={`sep-${entry.key}`}
        role="separator"
        className={`my-1 border-t border-slate-200 ${entry.phoneOnly || !wideBefore ? 'sm:hidden' : ''}`}
      />,
    );
  }
  if (entry.kind === 'action') {
    rendered.push(
      <button
        key={entry.key}
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={`${itemClass} ${entry.danger ? 'font-medium text-danger' : ''} ${phone(entry)}`}
        data-testid={entry.testId}
        onClick={() => choose(entry.onSelect)}
      >
        {entry.label}
      </button>,
    );
  } else if (entry.kind === 'link') {
    rendered.push(
      <a
        key={entry.key}
        role="menuitem"
        tabIndex={-1}
        href={entry.href}
        className={`${itemClass} text-slate-900 ${phone(entry)}`}
        data-testid={entry.testId}
      >
        {entry.label}
      </a>,
    );
  } else {
    const labelId = `${menuId}-${entry.key}`;
    rendered.push(
      <div key={entry.key} role="group" aria-labelledby={labelId} className={phone(entry)}>
        <div id={labelId} className="px-4 pb-1 pt-2 text-sm font-semibold text-slate-700">
          {entry.label}
        </div>
        {entry.options.map((option) => (
          <button
            key={option.id}
            type="button"
            role="menuitemradio"
            aria-checked={option.checked}
            tabIndex={-1}
            data-label={option.label}
            className={itemClass}
            onClick={() => choose(() => entry.onChoose(option.id))}
          >
            <span aria-hidden="true" className="w-4 shrink-0 text-brand">
              {option.checked ? '✓' : ''}
            </span>
            {option.label}
          </button>
        ))}
      </div>,
    );
  }
  return rendered;
}

/** The menu's keys: Escape closes it, Tab leaves it, Space follows a link, arrows, Home, End and letters move. */
function menuKey(
  e: React.KeyboardEvent,
  items: HTMLElement[],
  close: (refocus: boolean) => void,
  button: React.RefObject<HTMLButtonElement | null>,
): void {
  const current = items.indexOf(document.activeElement as HTMLElement);
  if (e.key === 'Escape') {
    // Handled here: the page's own Escape (leaving select mode) must not run as well.
    e.preventDefault();
    e.stopPropagation();
    close(true);
    return;
  }
  if (e.key === 'Tab') {
    close(false);
    button.current?.focus();
    return;
  }
  if (e.key === ' ' && current >= 0 && items[current].tagName === 'A') {
    e.preventDefault();
    items[current].click();
    return;
  }
  const to =
    menuFocusIndex(e.key, current, items.length) ??
    (e.ctrlKey || e.metaKey || e.altKey
      ? null
      : menuTypeAhead(
          e.key,
          current,
          items.map((el) => el.dataset.label ?? el.textContent ?? ''),
        ));
  if (to !== null) {
    e.preventDefault();
    items[to]?.focus();
  }
}

/**
 * The open overflow menu (loaded when a menu is first opened): its items, and the keys that move
 * between them. `close(true)` gives focus back to the menu button.
 */
export default function OverflowMenuPanel({
  entries,
  menuId,
  buttonId,
  initial,
  wrapper,
  button,
  close,
  testId,
}: {
  entries: readonly MenuEntry[];
  menuId: string;
  buttonId: string;
  /** The item that takes focus as the menu opens. */
  initial: 'first' | 'last';
  wrapper: React.RefObject<HTMLDivElement | null>;
  button: React.RefObject<HTMLButtonElement | null>;
  close: (refocus: boolean) => void;
  testId?: string;
}) {
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const items = shownItems(menu.current);
    (initial === 'last' ? items.at(-1) : items[0])?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [initial, wrapper, close]);

  /** Closes first, so that a dialog the item opens gives focus back to the menu button when it closes. */
  const choose = (run: () => void) => {
    close(true);
    run();
  };

  const onMenuKey = (e: React.KeyboardEvent) => menuKey(e, shownItems(menu.current), close, button);

  const rendered = entries.flatMap((_, i) => entryItems(entries, i, menuId, choose));

  return (
    <div
      ref={menu}
      id={menuId}
      role="menu"
      tabIndex={-1}
      aria-labelledby={buttonId}
      className="absolute right-0 top-full z-40 mt-1 w-max min-w-56 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      data-testid={testId ? `${testId}-menu` : undefined}
      onKeyDown={onMenuKey}
      onBlur={(e) => {
        if (e.relatedTarget && !wrapper.current?.contains(e.relatedTarget)) close(false);
      }}
    >
      {rendered}
    </div>
  );
}
