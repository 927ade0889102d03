import { memo, startTransition, useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { selectedIds, startSelecting, stopSelecting, deselectAll, isEverything } from '@/domain/photos/selection';
import {
  layoutJustified,
  rowMetrics,
  visibleRows,
  type JustifiedBox,
  type RowMetrics,
  type VisibleRows,
} from '@/domain/photos-ui/justified-layout';
import { boxIndexAt } from '@/domain/photos-ui/timeline-layout';
import { SCROLL_SETTLE_MS, isFastScroll } from '@/domain/photos-ui/scroll-speed';
import { isTileKey, tileInDirection } from '@/domain/photos-ui/tile-navigation';
import { gridThumbnailSize } from '@/domain/photos-ui/thumbnail-choice';
import { SORT_OPTIONS, SORT_OPTIONS_BY_PAGE, optionFor, type SortOptionId } from '@/domain/photos-ui/sort';
import { gridShortcut, isTextField } from '@/domain/photos-ui/shortcuts';
import { downloadDisabledReason, downloadLimitTooltipOpen } from '@/domain/photos-ui/actions';
import { TOOLTIP_AUTO_CLOSE_MS } from '@/domain/constants';
import { $counts, seedCounts } from '@/stores/counts';
import {
  $library,
  FLAT_KEY,
  initialState,
  isTimeline,
  loadIfUninitialized,
  loadSection,
  loadedPhotos,
  setSorting,
  sortPageOf,
  storedSorting,
  type InitialLibrary,
  type LibraryPhoto,
  type LibraryState,
} from '@/stores/library';
import {
  $import,
  $modals,
  $monthIds,
  $preview,
  $previewShown,
  $selection,
  $selectionAnchor,
  $selectionBusy,
  openModal,
} from '@/stores/photos-ui';
import { $analyticsConsent } from '@/stores/analytics';
import { translate, type Strings, type T } from './common/strings';
import { keepQuery } from '@/domain/query-string';
import { onScrollFrames } from './common/scroll-frames';
import { sectionInputs } from './common/grid-sections';
import { OverflowMenu, type MenuEntry } from './common/OverflowMenu';
import { Scrubber } from './grid/Scrubber';
import { GridSection, selectionScopes } from './grid/GridSection';
import { useLongPressSelect } from './grid/long-press';
import { islandPhotos, type WithServerPhotos } from './common/island-photos';

export interface PhotoGridProps extends WithServerPhotos {
  /** Without its pages: they come from `islandPhotos()`. */
  init: Omit<InitialLibrary, 'pages'>;
  counts: { photos: number | null; albums: number | null; sharedView: boolean };
  strings: Strings;
  locale: string;
  features: { orderPrints: boolean };
  analytics: boolean;
  album?: { id: string; name: string; shared: boolean };
  /** The photos page follows (or starts) the library's import unless the server saw it active. */
  followImport?: boolean;
  /** The page opened on a preview: its photo comes first, the tiles behind it load once it closes. */
  behindPreview?: boolean;
}

const SSR_WIDTH = 1000;
/** The window the server renders the rows of: the top of the grid, a screen high. */
const FIRST_SCREEN = { top: 0, viewport: 900 };
const NO_IDS: readonly string[] = [];

/**
 * Keeps the first render identical to the server's, then switches to the shared store. A store change
 * (a month's page arrived) renders deferred: React lays the grid out again in slices between frames
 * instead of in the frame the answer landed in, which took over 50 ms on a slow phone.
 */
function useLibrary(initial: LibraryState, measured: boolean): LibraryState {
  const store = useDeferredValue(useStore($library));
  // Until the grid is measured, the server's rows flow in CSS: a month's page arriving would reflow them.
  return measured && store.ctx && store.ctx.basePath === initial.ctx?.basePath ? store : initial;
}

/**
 * The grid's width; `measured` is false on the server and until the browser has laid the grid out. The
 * observer reports after the browser's own layout, so hydrating forces none, and the grid renders at the
 * width in a transition, in slices between frames (measured in a layout effect, it rendered in one task of
 * 150 ms on a slow phone).
 */
function useWidth(ref: React.RefObject<HTMLElement | null>): { width: number; measured: boolean } {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let last: number | null = null;
    // The fractional width, as the browser breaks the flowing rows in it (the grid has no padding or
    // border: its content box is its width, and every browser with ResizeObserver reports it).
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width || SSR_WIDTH;
      // The grid also grows as months arrive: only a new width lays the rows out again.
      if (measured === last) return;
      last = measured;
      startTransition(() => setWidth(measured));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return { width: width ?? SSR_WIDTH, measured: width !== null };
}

const rowsKey = (win: readonly VisibleRows[]) => win.map((w) => `${w.index}:${w.firstRow}:${w.lastRow}`).join(',');

/**
 * The sections and rows in and around the window (visibleRows()). The scroll listener measures every frame
 * but the grid renders again only when these change, and then only the sections whose rows changed. While
 * the window moves `fast`, the rows that come into it render deferred, in slices between frames: mounting
 * them in the frame of the scroll took up to 80 ms on a slow phone. At reading pace they render at once, so
 * tiles never lag behind what the customer reads.
 */
function useVisibleRows(
  ref: React.RefObject<HTMLElement | null>,
  boxes: readonly JustifiedBox[],
  metrics: RowMetrics,
  fast: boolean,
  measured: boolean,
): VisibleRows[] {
  const [latest, setPos] = useState(FIRST_SCREEN);
  const deferred = useDeferredValue(latest);
  // Until the grid is measured, the server's rows flow in CSS: rendering other rows would reflow them.
  const pos = !measured ? FIRST_SCREEN : fast ? deferred : latest;
  const win = useMemo(() => visibleRows(boxes, metrics, pos.top, pos.viewport), [boxes, metrics, pos]);
  // What the listener compares with: the latest layout and the rows rendered.
  const shown = useRef({ boxes, metrics, key: '' });
  shown.current = { boxes, metrics, key: rowsKey(win) };
  useEffect(() => {
    const update = () => {
      const el = ref.current;
      if (!el) return;
      const next = { top: -el.getBoundingClientRect().top, viewport: window.innerHeight };
      const { boxes: layout, metrics: m, key } = shown.current;
      if (rowsKey(visibleRows(layout, m, next.top, next.viewport)) !== key) setPos(next);
    };
    update();
    return onScrollFrames(update);
  }, [ref]);
  return win;
}

/**
 * True while the window moves fast (isFastScroll()) and until it slows down or stops: the grid is then
 * marked `data-fast-scroll`, so global.css keeps the tiles that fly past from fetching their thumbnails and
 * from pulsing, and the months that fly past are not asked for (those in view load once it slows down).
 */
function useFastScroll(): boolean {
  const [fast, setFast] = useState(false);
  useEffect(() => {
    let last = { y: window.scrollY, at: performance.now() };
    let settle = 0;
    const stop = onScrollFrames(() => {
      const now = { y: window.scrollY, at: performance.now() };
      setFast(isFastScroll(now.y - last.y, now.at - last.at, window.innerHeight));
      last = now;
      window.clearTimeout(settle);
      // A frame that took longer than the settle time is not a stop: the window has moved on since.
      settle = window.setTimeout(() => window.scrollY === last.y && setFast(false), SCROLL_SETTLE_MS);
    });
    return () => {
      stop();
      window.clearTimeout(settle);
    };
  }, []);
  return fast;
}

export default function PhotoGrid(props: PhotoGridProps) {
  // Scrolling re-renders the grid whenever the rows in view change: what does not change with them is kept.
  const t = useMemo(() => translate(props.strings, props.locale), [props.strings, props.locale]);
  const init = useMemo(() => ({ ...props.init, pages: islandPhotos(props).pages }), [props]);
  const initial = useMemo(() => initialState(init), [init]);
  const gridRef = useRef<HTMLDivElement>(null);
  const { width, measured } = useWidth(gridRef);
  const lib = useLibrary(initial, measured);
  const selection = useStore($selection);
  const counts = useStore($counts);
  const monthIds = useStore($monthIds);
  const ctx = props.init.ctx;
  // Set once the island has taken over from the server HTML (and laid the grid out at its width); tests
  // wait for it before interacting.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    $analyticsConsent.set(props.analytics);
    seedCounts({ ...props.counts, ...(props.album ? { album: { id: props.album.id, photosCount: props.init.flatCount } } : {}) });
    // The very state the first render used: switching to the store then lays nothing out again.
    $library.set(initial);
    const stored = storedSorting(ctx.view);
    if (stored.sortKey !== initial.sorting.sortKey || stored.sortOrder !== initial.sorting.sortOrder) setSorting(stored);
    const onPop = () => syncPreviewWithUrl(ctx.basePath);
    window.addEventListener('popstate', onPop);
    setReady(true);
    if (ctx.view === 'photos' && props.followImport) void import('@/stores/activation').then((m) => m.followActivation());
    return () => window.removeEventListener('popstate', onPop);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const timeline = isTimeline(lib);
  const metrics = useMemo(() => rowMetrics(width, timeline ? 48 : 0), [width, timeline]);
  const inputs = useMemo(
    () => sectionInputs({ months: lib.months, sections: lib.sections, flatCount: lib.flatCount }, timeline),
    [lib.months, lib.sections, lib.flatCount, timeline],
  );
  const { boxes, total } = useMemo(() => layoutJustified(inputs, metrics), [inputs, metrics]);
  const boxesRef = useRef(boxes);
  const metricsRef = useRef(metrics);
  const wasMeasured = useRef(measured);
  useLayoutEffect(() => {
    // The boxes of the unmeasured width never showed (until then the server's rows flow in CSS): there is
    // nothing to keep in place, and measuring the grid for it would force a layout in the hydration's commit.
    if (measured && wasMeasured.current) keepAnchor(gridRef.current, boxesRef.current, boxes);
    wasMeasured.current = measured;
    boxesRef.current = boxes;
    metricsRef.current = metrics;
  }, [boxes, metrics, measured]);
  const [tilesDeferred, setTilesDeferred] = useState(Boolean(props.behindPreview));
  // Closing the preview brings the last photo it showed into view.
  useEffect(
    () =>
      $preview.listen((open) => {
        if (!open) setTilesDeferred(false);
        const shown = $previewShown.get();
        if (open || !shown) return;
        $previewShown.set(null);
        void import('./common/reveal').then((m) => m.revealPhoto(shown, gridRef, metricsRef));
      }),
    [],
  );
  // Arrow keys move the focus between tiles; the tile rendered that way is the one the customer sees there.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const onKey = (e: KeyboardEvent) => {
      // Over the grid the preview takes the arrows, even while the focus is still on the tile that opened it.
      if (!isTileKey(e.key) || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || $preview.get()) return;
      const current = (e.target as HTMLElement).closest<HTMLElement>('[data-testid="photo-tile"]');
      if (!current) return;
      const tiles = [...grid.querySelectorAll<HTMLElement>('[data-testid="photo-tile"]')];
      const to =
        tiles[
          tileInDirection(
            tiles.map((tile) => tile.getBoundingClientRect()),
            tiles.indexOf(current),
            e.key,
          )
        ];
      if (!to) return;
      e.preventDefault();
      to.focus();
    };
    grid.addEventListener('keydown', onKey);
    return () => grid.removeEventListener('keydown', onKey);
  }, []);
  useLongPressSelect(gridRef);
  // The timeline's scrubber stands in a gutter at the grid's right (over the photos' edge on phones).
  const rail = timeline && lib.months.length > 1;
  const fast = useFastScroll();
  const win = useVisibleRows(gridRef, boxes, metrics, fast, measured);
  const visibleKeys = win.map((w) => boxes[w.index].key).join(',');

  useEffect(() => {
    if (fast) return;
    for (const key of visibleKeys.split(',')) if (key) loadIfUninitialized(key);
    if (!timeline) {
      const s = lib.sections[FLAT_KEY];
      const last = win.at(-1);
      if (s && s.status === 'fulfilled' && s.cursor && last && last.lastRow >= boxes[last.index].rows.length - 2)
        void loadSection(FLAT_KEY);
    }
  });

  const photoCount =
    ctx.view === 'photos' ? (counts.photos ?? lib.flatCount) : ((props.album && counts.albumPhotos[props.album.id]) ?? lib.flatCount);
  const empty = timeline
    ? lib.months.length === 0
    : lib.flatCount === 0 && lib.sections[FLAT_KEY]?.status !== 'pending' && loadedPhotos(lib).length === 0;
  const size = gridThumbnailSize(width > SSR_WIDTH ? width : typeof window === 'undefined' ? SSR_WIDTH : window.innerWidth);

  const openPreview = useCallback(
    (e: React.MouseEvent, photo: LibraryPhoto) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      sessionStorage.setItem('photos.scroll', String(window.scrollY));
      history.pushState({ preview: photo.imageId }, '', keepQuery(`${ctx.basePath}/preview/${photo.imageId}`, ctx.search));
      $preview.set({ photoId: photo.imageId });
    },
    [ctx.basePath, ctx.search],
  );

  return (
    <section aria-label={t('photos.grid.label')} className="relative">
      {ctx.view === 'photos' && <ImportStatus t={t} />}
      <Toolbar t={t} sorting={lib.sorting} props={props} photoCount={photoCount} />
      {empty && <EmptyState t={t} view={ctx.view} />}
      {/* Until the browser has laid the grid out, tiles flow in CSS rows (see FLOW_ROWS) and show at once. */}
      <div
        ref={gridRef}
        className={rail ? 'relative @container sm:mr-11' : 'relative @container'}
        style={{ height: measured ? total : undefined }}
        data-testid="photo-grid"
        data-total-height={total}
        data-ready={(ready && measured) || undefined}
        data-fast-scroll={fast || undefined}
      >
        {rail && <Scrubber t={t} months={lib.months} boxes={boxes} gridRef={gridRef} locale={props.locale} />}
        {win.map(({ index, firstRow, lastRow }) => {
          const box = boxes[index];
          const month = timeline ? lib.months[index] : null;
          return (
            <GridSection
              key={box.key}
              id={box.key}
              top={box.top}
              height={box.height}
              rows={box.rows}
              tiles={box.tiles}
              hidden={box.hidden}
              firstRow={firstRow}
              lastRow={lastRow}
              first={index === 0}
              aspects={inputs[index].aspects}
              section={lib.sections[box.key]}
              month={month}
              monthIds={(month && monthIds[`${box.key}:${lib.sorting.sortKey}:${lib.sorting.sortOrder}`]) || NO_IDS}
              metrics={metrics}
              measured={measured}
              selection={selection}
              t={t}
              locale={props.locale}
              size={size}
              deferred={tilesDeferred}
              basePath={ctx.basePath}
              search={ctx.search}
              onOpen={openPreview}
            />
          );
        })}
      </div>
    </section>
  );
}

function syncPreviewWithUrl(basePath: string) {
  const match = new RegExp(`^${basePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/preview/([^/]+)$`).exec(window.location.pathname);
  $preview.set(match ? { photoId: decodeURIComponent(match[1]) } : null);
}

/**
 * When sections above the window's top change height (a month's photos arrived and replaced its
 * estimated rows), the window scrolls by as much, so what the customer sees does not move.
 */
function keepAnchor(grid: HTMLElement | null, before: readonly JustifiedBox[], after: readonly JustifiedBox[]) {
  if (!grid || before === after || before.length !== after.length) return;
  // Only a section that moved can move what the customer sees: when none did (a month started loading,
  // or its photos kept the estimated rows), the page is not laid out here to find the window's top.
  if (before.every((box, i) => box.top === after[i].top)) return;
  const y = -grid.getBoundingClientRect().top;
  if (y <= 0) return;
  const at = boxIndexAt(before, y);
  if (at < 0 || before[at].key !== after[at].key) return;
  const moved = after[at].top - before[at].top;
  if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
}

function EmptyState({ t, view }: { t: T; view: string }) {
  const key = view === 'photos' ? 'photos.empty.library' : view === 'album' ? 'photos.empty.album' : 'photos.empty.shared';
  return (
    <p className="card my-6 text-center text-slate-700" data-testid="empty-state">
      {t(key)}
    </p>
  );
}

/** Live region for the import of earlier editor uploads (spec §4); present from the start so changes are announced. */
function ImportStatus({ t }: { t: T }) {
  const state = useStore($import);
  return (
    <p
      role="status"
      className={state === 'idle' ? 'sr-only' : state === 'failed' ? 'alert-error mb-4' : 'card mb-4'}
      data-testid="import-status"
    >
      {state === 'idle' ? '' : t(`photos.import.${state}`)}
    </p>
  );
}

/**
 * The fixed selection toolbar covers the bottom of the page: while it shows, its height pads the page
 * (`--selection-toolbar-height` in global.css) so the last row can scroll above it and a focused tile is
 * never hidden behind it.
 */
function useToolbarHeight(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const root = document.documentElement.style;
    if (!shown || !el) return;
    const observer = new ResizeObserver(() => root.setProperty('--selection-toolbar-height', `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--selection-toolbar-height');
    };
  }, [shown]);
  return ref;
}

/**
 * 'Select all' of the whole library or album, for the button and for Ctrl/Cmd+A: select mode starts if it
 * has not, and the server answers every id.
 */
function selectAllPhotos(): void {
  if (!$selection.get().selecting) {
    $selectionAnchor.set(null);
    $selection.set(startSelecting());
  }
  void selectionScopes().then((m) => m.selectEverything());
}

/** A change that turns the tiles from links into checkboxes (or back) keeps keyboard focus on the same photo. */
function keepTileFocus(change: () => void): void {
  const id = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-photo-id]')?.dataset.photoId;
  change();
  if (!id) return;
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-testid="photo-tile"][data-photo-id="${CSS.escape(id)}"]`)?.focus({ preventScroll: true }),
  );
}

/** It renders with the selection, the sorting and the count, not with the grid's scrolling or loading. */
const Toolbar = memo(function Toolbar({
  t,
  sorting,
  props,
  photoCount,
}: {
  t: T;
  sorting: LibraryState['sorting'];
  props: PhotoGridProps;
  photoCount: number;
}) {
  const selection = useStore($selection);
  const pending = useStore($selectionBusy) > 0;
  const ctx = props.init.ctx;
  const shared = ctx.view === 'shared';
  const page = sortPageOf(ctx.view);
  const ids = [...selectedIds(selection)];
  const n = ids.length;
  const [tooltip, setTooltip] = useState(false);
  const tooMany = downloadLimitTooltipOpen(n);
  useEffect(() => {
    if (!tooMany) return setTooltip(false);
    setTooltip(true);
    const timer = window.setTimeout(() => setTooltip(false), TOOLTIP_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [tooMany]);
  const orderPrints = props.features.orderPrints;
  const none = n === 0;
  // Entered by 'Order prints' (spec §4: it selects all photos) until select mode ends; the toolbar says what to do next.
  const [printing, setPrinting] = useState(false);
  if (printing && !selection.selecting) setPrinting(false);
  let printPrompt: string | null = null;
  if (printing && isEverything(selection)) printPrompt = t('photos.orderPrintsPrompt.all', { count: n });
  else if (printing && none && !pending) printPrompt = t('photos.orderPrintsPrompt.pick');
  // Disabled in a shared album: a visible note that the buttons name as their description.
  const sharedNoteId = useId();
  const sharedNote = shared && (
    <p id={sharedNoteId} className="text-sm text-slate-600" data-testid="shared-unavailable">
      {t('photos.unavailableShared')}
    </p>
  );
  const sharedDescribedBy = shared ? sharedNoteId : undefined;
  const toolbarRef = useToolbarHeight(selection.selecting);

  // Desktop habits (domain/photos-ui/shortcuts): Escape, Ctrl/Cmd+A and Delete on the grid.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = gridShortcut(e, {
        selecting: selection.selecting,
        selected: n,
        photos: photoCount,
        overlay: $modals.get().length > 0 || $preview.get() !== null,
        inTextField: isTextField(e.target),
        canDelete: !shared && !pending,
      });
      if (!action) return;
      e.preventDefault();
      if (action === 'leaveSelectMode')
        keepTileFocus(() => {
          $selectionAnchor.set(null);
          $selection.set(stopSelecting());
        });
      else if (action === 'selectAll') keepTileFocus(selectAllPhotos);
      else {
        const photoIds = [...selectedIds($selection.get())];
        openModal({ kind: 'deletePhotos', photoIds, everything: photoIds.length === photoCount });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selection.selecting, n, photoCount, shared, pending]);

  // Rarely used and dangerous actions wait in the overflow menu; on phones the sort choice and the way to
  // Recently deleted join them (wider screens show those in the toolbar and the header).
  const sortChoice = optionFor(page, sorting);
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
  if (ctx.view === 'photos' && photoCount > 0 && !selection.selecting)
    menu.push({
      kind: 'action',
      key: 'deleteAll',
      label: t('photos.deleteAll'),
      danger: true,
      onSelect: () => openModal({ kind: 'deleteAll' }),
    });

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 sm:mb-4 sm:gap-3">
        {/* One button that changes its label keeps keyboard focus when select mode toggles. */}
        <button
          type="button"
          className="btn btn-secondary px-3 sm:px-4"
          disabled={photoCount === 0 && !selection.selecting}
          aria-keyshortcuts={selection.selecting ? 'Escape' : undefined}
          data-testid="select-mode"
          onClick={() => {
            $selectionAnchor.set(null);
            if (!selection.selecting) void selectionScopes().then((m) => m.prepare());
            $selection.set(selection.selecting ? stopSelecting() : startSelecting());
          }}
        >
          {t(selection.selecting ? 'photos.cancelSelect' : 'photos.select')}
        </button>
        {orderPrints && !selection.selecting && (
          <button
            type="button"
            className="btn btn-secondary px-3 sm:px-4"
            disabled={photoCount === 0 || shared}
            aria-describedby={sharedDescribedBy}
            data-testid="order-prints-mode"
            onClick={() => {
              setPrinting(true);
              $selection.set(startSelecting());
              void selectionScopes().then((m) => m.selectEverything());
            }}
          >
            {t('photos.orderPrints')}
          </button>
        )}
        {orderPrints && !selection.selecting && sharedNote}
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <div className="hidden items-center gap-2 sm:flex">
            <label htmlFor="photos-sort" className="text-sm font-medium">
              {t('photos.sort.label')}
            </label>
            <select
              id="photos-sort"
              className="input py-1"
              value={sortChoice}
              data-testid="sort"
              onChange={(e) => setSorting(SORT_OPTIONS[e.target.value as SortOptionId])}
            >
              {SORT_OPTIONS_BY_PAGE[page].map((id) => (
                <option key={id} value={id}>
                  {t(`photos.sort.${id}`)}
                </option>
              ))}
            </select>
          </div>
          <OverflowMenu
            label={t('photos.more')}
            entries={menu}
            className={menu.some((entry) => !entry.phoneOnly) ? '' : 'sm:hidden'}
            testId="more-actions"
          />
        </div>
      </div>
      {selection.selecting && (
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
              {t('photos.selectAll')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={none}
              onClick={() => $selection.set(deselectAll($selection.get()))}
            >
              {t('photos.deselectAll')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={pending || none || shared}
              aria-describedby={sharedDescribedBy}
              onClick={() => openModal({ kind: 'copyToAlbum', photoIds: ids })}
            >
              {t('photos.toolbar.copy')}
            </button>
            {ctx.view !== 'photos' && (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={pending || none || shared}
                aria-describedby={sharedDescribedBy}
                onClick={() => openModal({ kind: 'removeFromAlbum', albumId: ctx.albumId!, albumName: ctx.albumName ?? '', photoIds: ids })}
              >
                {t('photos.toolbar.remove')}
              </button>
            )}
            {ctx.view !== 'shared' && (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={pending || none}
                aria-keyshortcuts="Delete"
                onClick={() => openModal({ kind: 'deletePhotos', photoIds: ids, everything: n === photoCount })}
              >
                {t('photos.toolbar.delete')}
              </button>
            )}
            <span className="relative inline-flex" onMouseEnter={() => tooMany && setTooltip(true)} onMouseLeave={() => setTooltip(false)}>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={pending || downloadDisabledReason(n) !== null}
                aria-describedby={tooMany ? 'download-limit' : undefined}
                onClick={() => openModal({ kind: 'download', photoIds: ids })}
              >
                {t('photos.toolbar.download')}
              </button>
              {tooMany && (
                <span
                  id="download-limit"
                  role="tooltip"
                  hidden={!tooltip}
                  data-testid="download-limit-tooltip"
                  className="absolute bottom-full left-1/2 mb-2 w-56 -translate-x-1/2 rounded bg-slate-900 p-2 text-center text-sm text-white"
                >
                  {t('photos.downloadLimit')}
                </span>
              )}
            </span>
            <p className={printPrompt ? 'w-full text-sm font-medium' : 'sr-only'} aria-live="polite" data-testid="order-prints-prompt">
              {printPrompt}
            </p>
            {sharedNote && <div className="w-full">{sharedNote}</div>}
            <p className="hidden w-full text-sm text-slate-600 lg:block">
              {t('photos.rangeHint')} {t(ctx.view === 'shared' ? 'photos.keysHintShared' : 'photos.keysHint')}
            </p>
            {orderPrints && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={none || shared || pending}
                aria-describedby={sharedDescribedBy}
                onClick={() =>
                  openModal({ kind: 'orderPrints', photoIds: ids, everything: n === photoCount ? { albumId: ctx.albumId } : undefined })
                }
              >
                {t('photos.orderPrints')}
              </button>
            )}
          </div>
        </div>
      )}
    </>
  );
});
