import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { deselectAll } from '@/domain/photos/selection';
import { $selection, type LibraryContext } from '@/stores/library';
import { openModal } from '@/stores/photos-ui';
import type { T } from '../common/strings';
import { selectAllPhotos } from './select-all';
import { SelectionActions } from './SelectionActions';
import { PrintSizeHint } from './PrintSizeHint';

/**
 * The fixed selection toolbar covers the bottom of the page: while it shows, its height pads the page
 * (`--selection-toolbar-height` in global.css) so the last row can scroll above it and a focused tile is
 * never hidden behind it.
 */
function useToolbarHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const root = document.documentElement.style;
    if (!el) return;
    const observer = new ResizeObserver(() => root.setProperty('--selection-toolbar-height', `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--selection-toolbar-height');
    };
  }, []);
  return ref;
}

/** Select mode's toolbar (spec §4): the count, select all or none, the actions, and 'Order prints'. */
export function SelectionToolbar({
  t,
  ctx,
  ids,
  photoCount,
  pending,
  prints,
  shared,
}: {
  t: T;
  ctx: LibraryContext;
  ids: readonly string[];
  photoCount: number;
  pending: boolean;
  /** Whether 'Order prints' is offered, whether its mode is on, and what it says to do next, if anything. */
  prints: { offered: boolean; prompt: string | null; printing: boolean };
  /** In a shared album: the note that says why actions are off, and its id for their descriptions. */
  shared: { note: ReactNode; describedBy: string | undefined };
}) {
  const { prompt: printPrompt } = prints;
  const { note: sharedNote, describedBy: sharedDescribedBy } = shared;
  const toolbarRef = useToolbarHeight();
  const n = ids.length;
  const none = n === 0;
  return (
    <div
      role="toolbar"
      aria-label={t('photos.toolbar.label')}
      data-testid="selection-toolbar"
      ref={toolbarRef}
      className="fixed inset-x-0 bottom-0 z-30 animate-slide-up border-t border-slate-200 bg-white/95 p-3 shadow-lg motion-reduce:animate-none"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2">
        <p
          className="mr-2 font-medium"
          aria-live="polite"
          aria-busy={pending || undefined}
          data-testid="selected-count"
          data-pending={pending || undefined}
        >
          {t('photos.selectedCount', { count: n })}
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={pending || n === photoCount}
          aria-keyshortcuts="Control+A Meta+A"
          data-testid="select-all"
          onClick={selectAllPhotos}
        >
          {t(ctx.view === 'favourites' ? 'photos.favourites.selectAll' : 'photos.selectAll')}
        </button>
        <button type="button" className="btn btn-secondary" disabled={none} onClick={() => $selection.set(deselectAll($selection.get()))}>
          {t('photos.deselectAll')}
        </button>
        <SelectionActions t={t} ctx={ctx} ids={ids} everything={n === photoCount} pending={pending} sharedDescribedBy={sharedDescribedBy} />
        <p className={printPrompt ? 'w-full text-sm font-medium' : 'sr-only'} aria-live="polite" data-testid="order-prints-prompt">
          {printPrompt}
        </p>
        {prints.printing && <PrintSizeHint t={t} />}
        {sharedNote && <div className="w-full">{sharedNote}</div>}
        <p className="hidden w-full text-sm text-slate-600 lg:block">
          {t('photos.rangeHint')} {t(ctx.view === 'shared' ? 'photos.keysHintShared' : 'photos.keysHint')}
        </p>
        {prints.offered && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={none || ctx.view === 'shared' || pending}
            aria-describedby={sharedDescribedBy}
            onClick={() => openModal({ kind: 'orderPrints', photoIds: ids, everything: n === photoCount })}
          >
            {t('photos.orderPrints')}
          </button>
        )}
      </div>
    </div>
  );
}
