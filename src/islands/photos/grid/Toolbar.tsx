import { lazy, memo, Suspense, useId } from 'react';
import { useStore } from '@nanostores/react';
import { selectedIds, startSelecting, stopSelecting, isEverything } from '@/domain/photos/selection';
import { SORT_OPTIONS, SORT_OPTIONS_BY_PAGE, optionFor, type SortOptionId, type SortPage } from '@/domain/photos-ui/sort';
import { keepQuery } from '@/domain/query-string';
import {
  setSorting,
  sortPageOf,
  type LibraryContext,
  type LibraryState,
  $printing,
  $selection,
  $selectionAnchor,
  $selectionBusy,
} from '@/stores/library';
import { openModal } from '@/stores/photos-ui';
import type { T } from '../common/strings';
import { OverflowMenu, type MenuEntry } from '../common/OverflowMenu';
import { selectionScopes } from './selection-scopes';
import { SortSelect } from './SortSelect';
import { useGridShortcuts } from './use-grid-shortcuts';

/** Select mode's toolbar loads when select mode first starts: the grid's first script stays small (the preview links' budget). */
const SelectionToolbar = lazy(() => import('./SelectionToolbar').then((m) => ({ default: m.SelectionToolbar })));

/**
 * Rarely used and dangerous actions wait in the overflow menu; on phones the sort choice and the way to
 * Recently deleted join them (wider screens show those in the toolbar and the header).
 */
function overflowEntries(t: T, ctx: LibraryContext, page: SortPage, sortChoice: SortOptionId, offerDeleteAll: boolean): MenuEntry[] {
  const menu: MenuEntry[] = [];
  if (ctx.view === 'photos')
    menu.push({
      kind: 'link',
      key: 'trash',
      label: t('photos.trash.link'),
      href: keepQuery('/my-photos/recently-deleted', ctx.search),
      phoneOnly: true,
      testId: 'recently-deleted-menu-link',
    });
  menu.push({
    kind: 'choices',
    key: 'sort',
    label: t('photos.sort.label'),
    options: SORT_OPTIONS_BY_PAGE[page].map((id) => ({ id, label: t(`photos.sort.${id}`), checked: id === sortChoice })),
    onChoose: (id) => setSorting(SORT_OPTIONS[id as SortOptionId]),
    phoneOnly: true,
  });
  if (offerDeleteAll)
    menu.push({
      kind: 'action',
      key: 'deleteAll',
      label: t('photos.deleteAll'),
      danger: true,
      onSelect: () => openModal({ kind: 'deleteAll' }),
    });
  return menu;
}

/**
 * The grid's toolbar: select mode, 'Order prints', the sort and the overflow menu, and in select mode the
 * selection toolbar. It renders with the selection, the sorting and the count, not with the grid's
 * scrolling or loading.
 */
export const Toolbar = memo(function Toolbar({
  t,
  ctx,
  orderPrints,
  sorting,
  photoCount,
}: {
  t: T;
  ctx: LibraryContext;
  orderPrints: boolean;
  sorting: LibraryState['sorting'];
  photoCount: number;
}) {
  const selection = useStore($selection);
  const pending = useStore($selectionBusy) > 0;
  const shared = ctx.view === 'shared';
  const page = sortPageOf(ctx.view);
  const ids = [...selectedIds(selection)];
  const n = ids.length;
  // Entered by 'Order prints' (spec §4: it selects all photos) until select mode ends; the toolbar says what to do next.
  const printing = useStore($printing);
  const printPrompt = !printing
    ? null
    : isEverything(selection)
      ? t('photos.orderPrintsPrompt.all', { count: n })
      : n === 0 && !pending
        ? t('photos.orderPrintsPrompt.pick')
        : null;
  // Disabled in a shared album: a visible note that the buttons name as their description.
  const sharedNoteId = useId();
  const sharedNote = shared && (
    <p id={sharedNoteId} className="text-sm text-slate-600" data-testid="shared-unavailable">
      {t('photos.unavailableShared')}
    </p>
  );
  const sharedDescribedBy = shared ? sharedNoteId : undefined;
  useGridShortcuts({ selecting: selection.selecting, selected: n, photoCount, shared, pending });
  const sortChoice = optionFor(page, sorting);
  const menu = overflowEntries(t, ctx, page, sortChoice, ctx.view === 'photos' && photoCount > 0 && !selection.selecting);

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 sm:mb-4 sm:gap-3">
        <SelectModeButton t={t} selecting={selection.selecting} disabled={photoCount === 0 && !selection.selecting} />
        {orderPrints && !selection.selecting && (
          <OrderPrintsModeButton
            label={t(ctx.view === 'favourites' ? 'photos.favourites.orderPrints' : 'photos.orderPrints')}
            disabled={photoCount === 0 || shared}
            describedBy={sharedDescribedBy}
            onStart={() => void import('@/stores/print-hint').then((m) => m.startPrinting())}
          />
        )}
        {orderPrints && !selection.selecting && sharedNote}
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <SortSelect t={t} page={page} choice={sortChoice} />
          <OverflowMenu
            label={t('photos.more')}
            entries={menu}
            className={menu.some((entry) => !entry.phoneOnly) ? '' : 'sm:hidden'}
            testId="more-actions"
          />
        </div>
      </div>
      {selection.selecting && (
        <Suspense fallback={null}>
          <SelectionToolbar
            t={t}
            ctx={ctx}
            ids={ids}
            photoCount={photoCount}
            pending={pending}
            prints={{ offered: orderPrints, prompt: printPrompt, printing }}
            shared={{ note: sharedNote, describedBy: sharedDescribedBy }}
          />
        </Suspense>
      )}
    </>
  );
});

/** Select mode's toggle: one button that changes its label keeps keyboard focus when select mode toggles. */
function SelectModeButton({ t, selecting, disabled }: { t: T; selecting: boolean; disabled: boolean }) {
  return (
    <button
      type="button"
      className="btn btn-secondary px-3 sm:px-4"
      disabled={disabled}
      aria-keyshortcuts={selecting ? 'Escape' : undefined}
      data-testid="select-mode"
      onClick={() => {
        $selectionAnchor.set(null);
        if (!selecting) void selectionScopes().then((m) => m.prepare());
        $selection.set(selecting ? stopSelecting() : startSelecting());
      }}
    >
      {t(selecting ? 'photos.cancelSelect' : 'photos.select')}
    </button>
  );
}

/** 'Order prints' (spec §4): select mode with every photo of the collection selected, and a word on what next. */
function OrderPrintsModeButton({
  label,
  disabled,
  describedBy,
  onStart,
}: {
  label: string;
  disabled: boolean;
  describedBy?: string;
  onStart: () => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-secondary px-3 sm:px-4"
      disabled={disabled}
      aria-describedby={describedBy}
      data-testid="order-prints-mode"
      onClick={() => {
        onStart();
        $selection.set(startSelecting());
        void selectionScopes().then((m) => m.selectEverything());
      }}
    >
      {label}
    </button>
  );
}
