import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { menuFocusIndex, menuTypeAhead } from '@/domain/photos-ui/menu-navigation';

/**
 * One entry of an overflow menu: an action, a link, or one choice of a group of options. `phoneOnly`
 * entries repeat what wider screens show in the toolbar itself.
 */
export type MenuEntry =
  | { kind: 'action'; key: string; label: string; onSelect: () => void; danger?: boolean; phoneOnly?: boolean; testId?: string }
  | { kind: 'link'; key: string; label: string; href: string; phoneOnly?: boolean; testId?: string }
  | {
      kind: 'choices';
      key: string;
      label: string;
      options: readonly { id: string; label: string; checked: boolean }[];
      onChoose: (id: string) => void;
      phoneOnly?: boolean;
    };

const ITEM = '[role^="menuitem"]';
const itemClass = 'flex min-h-11 w-full items-center gap-2 px-4 py-2 text-left no-underline hover:bg-slate-100 focus:bg-slate-100';

/** Items that are shown (phone-only ones are hidden on wider screens), in order. */
function shownItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return [...menu.querySelectorAll<HTMLElement>(ITEM)].filter((el) => el.getClientRects().length > 0);
}

/**
 * A menu button (WAI-ARIA menu button pattern) for rarely used and dangerous actions: the button says
 * it opens a menu and whether it is open; Enter, Space or the arrows open it on the first (ArrowUp: the
 * last) item, arrows, Home, End and a typed letter move between items, Escape closes it and gives focus
 * back to the button, Tab closes it and moves on, a click elsewhere closes it.
 */
export function OverflowMenu({
  label,
  entries,
  className = '',
  testId,
}: {
  label: string;
  entries: readonly MenuEntry[];
  className?: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  /** Which item takes focus once the menu has rendered: the first, the last, or none. */
  const [initial, setInitial] = useState<'first' | 'last'>('first');
  const buttonId = useId();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const items = shownItems(menu.current);
    (initial === 'last' ? items.at(-1) : items[0])?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, initial]);

  const show = (at: 'first' | 'last') => {
    setInitial(at);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  /** Closes first, so that a dialog the item opens gives focus back to the menu button when it closes. */
  const choose = (run: () => void) => {
    close(true);
    run();
  };

  const onButtonKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show(e.key === 'ArrowUp' ? 'last' : 'first');
    }
  };
  const onMenuKey = (e: React.KeyboardEvent) => {
    const items = shownItems(menu.current);
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
  };

  const phone = (entry: { phoneOnly?: boolean }) => (entry.phoneOnly ? 'sm:hidden' : '');
  const rendered: ReactNode[] = [];
  entries.forEach((entry, i) => {
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
  });

  return (
    <div ref={wrapper} className={`relative ${className}`}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="btn btn-secondary w-11 px-0"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => (open ? close(true) : show('first'))}
        onKeyDown={onButtonKey}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <circle cx="12" cy="5" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="19" r="2" fill="currentColor" />
        </svg>
      </button>
      {open && (
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
      )}
    </div>
  );
}
