import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface MenuItem {
  label: string;
  run: () => void;
  testId?: string;
}

interface MenuButtonProps {
  label: string;
  items: readonly MenuItem[];
  className: string;
  testId?: string;
}

/** The menu's keys: arrows, Home and End move between the items, Escape closes it, Tab leaves it. */
function menuKey(e: KeyboardEvent, list: HTMLElement[], close: () => void, leave: () => void): void {
  const at = list.indexOf(document.activeElement as HTMLElement);
  const move = (i: number) => {
    e.preventDefault();
    list[(i + list.length) % list.length]?.focus();
  };
  if (e.key === 'ArrowDown') move(at + 1);
  else if (e.key === 'ArrowUp') move(at - 1);
  else if (e.key === 'Home') move(0);
  else if (e.key === 'End') move(list.length - 1);
  else if (e.key === 'Escape') {
    e.preventDefault();
    e.stopPropagation();
    close();
  } else if (e.key === 'Tab') leave();
}

/**
 * A button that opens a small menu (the WAI-ARIA menu button): arrow keys, Home and End move between the
 * items, Escape closes it and Tab leaves it; a click outside closes it. Choosing an item puts focus back
 * on the button first, so a dialog the item opens returns focus there when it closes.
 */
export function MenuButton({ label, items, className, testId }: MenuButtonProps) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const menuItems = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (open === 'last' ? list.at(-1) : list[0])?.focus();
    const outside = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    buttonRef.current?.focus();
    setOpen(false);
  };

  const onMenuKey = (e: KeyboardEvent) => menuKey(e, menuItems(), close, () => setOpen(false));

  return (
    <div ref={rootRef} className="relative inline-block">
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        {label}
        <svg viewBox="0 0 20 20" className="ml-1 inline h-4 w-4" aria-hidden="true">
          <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          className="absolute left-0 top-full z-20 mt-1 min-w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="block min-h-11 w-full px-4 py-2 text-left hover:bg-slate-100 focus:bg-slate-100"
              data-testid={item.testId}
              onClick={() => {
                close();
                item.run();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
