import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseButton } from './CloseButton';

let openCount = 0;

/** Locks page scroll while at least one modal is open (modals stack). */
function lockScroll(): () => void {
  openCount++;
  if (openCount === 1) document.documentElement.style.overflow = 'hidden';
  return () => {
    openCount--;
    if (openCount === 0) document.documentElement.style.overflow = '';
  };
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * Focus moves into the dialog (its `data-autofocus` control, else its first) and returns to where it was
 * on close; while the dialog is the top one, Tab and Shift+Tab stay in it. Page scroll is locked meanwhile.
 */
function useDialogFocus(ref: React.RefObject<HTMLDivElement | null>, top: boolean) {
  useEffect(() => {
    const restore = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();
    const first = ref.current?.querySelector<HTMLElement>('[data-autofocus]') ?? ref.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? ref.current)?.focus();
    return () => {
      unlock();
      if (restore && document.contains(restore)) restore.focus();
    };
  }, [ref]);
  useEffect(() => {
    if (!top) return;
    const trap = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || !ref.current) return;
      const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return e.preventDefault();
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === first || !ref.current.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !ref.current.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', trap);
    return () => document.removeEventListener('keydown', trap);
  }, [ref, top]);
}

/**
 * An accessible modal dialog: labelled, focus moves in and is trapped while it is the top
 * modal, and returns to where it was on close. Escape is handled by the modal host so that
 * only the newest dismissible modal closes.
 */
export function Modal({
  title,
  children,
  onClose,
  closeLabel,
  top,
  testId,
  wide,
  large,
  fullscreen,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  closeLabel: string;
  top: boolean;
  testId?: string;
  wide?: boolean;
  /** A picker: the whole screen on phones, a tall wide panel from the small breakpoint up; the body scrolls itself. */
  large?: boolean;
  fullscreen?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(ref, top);
  const dialog = { ref, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, tabIndex: -1, 'data-testid': testId } as const;
  if (fullscreen) {
    return (
      <div {...dialog} className="fixed inset-0 z-30 flex flex-col bg-black text-white">
        <div className="flex items-center gap-3 p-3">
          <button type="button" className="btn bg-white/10 text-white hover:bg-white/20" onClick={onClose} data-testid="preview-back">
            ← {closeLabel}
          </button>
          <h2 id={titleId} className="truncate text-base font-medium">
            {title}
          </h2>
        </div>
        <div className="min-h-0 flex-1">{children}</div>
      </div>
    );
  }
  return (
    // A backdrop click is a pointer shortcut; Escape and the close button are the keyboard paths.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div
      className={`fixed inset-0 z-40 flex justify-center bg-slate-900/60 sm:items-center sm:p-4 ${large ? 'items-stretch' : 'items-end'}`}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        {...dialog}
        className={
          large
            ? 'flex h-full w-full flex-col bg-white shadow-xl sm:h-[90vh] sm:max-w-5xl sm:rounded-xl'
            : `max-h-[90vh] w-full overflow-y-auto rounded-t-xl bg-white p-5 shadow-xl sm:rounded-xl ${wide ? 'sm:max-w-2xl' : 'sm:max-w-md'}`
        }
      >
        <div className={`flex items-start justify-between gap-4 ${large ? 'border-b border-slate-200 px-4 py-3' : 'mb-4'}`}>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <CloseButton label={closeLabel} onClose={onClose} className="text-slate-600 hover:bg-slate-100" />
        </div>
        {large ? <div className="flex min-h-0 flex-1 flex-col">{children}</div> : children}
      </div>
    </div>
  );
}
