import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';

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

/** The open menu's code loads when a menu is about to open (pointer over or focus on its button), not with the page. */
const loadPanel = () => import('./OverflowMenuPanel');
const OverflowMenuPanel = lazy(loadPanel);

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
  /** Which item takes focus once the menu has rendered. */
  const [initial, setInitial] = useState<'first' | 'last'>('first');
  const buttonId = useId();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  const show = (at: 'first' | 'last') => {
    setInitial(at);
    setOpen(true);
  };
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const onButtonKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show(e.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <circle cx="12" cy="5" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="19" r="2" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <OverflowMenuPanel
            entries={entries}
            menuId={menuId}
            buttonId={buttonId}
            initial={initial}
            wrapper={wrapper}
            button={button}
            close={close}
            testId={testId}
          />
        </Suspense>
      )}
    </div>
  );
}
