import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  largestFirstTiles,
  layoutJustified,
  rowMetrics,
  type JustifiedBox,
  type RowMetrics,
  type VisibleRows,
} from '@/domain/photos-ui/justified-layout';
import { gridThumbnailSize } from '@/domain/photos-ui/thumbnail-choice';
import type { ThumbnailSize } from '@/domain/constants';
import {
  $counts,
  seedCounts,
  $library,
  FLAT_KEY,
  initialState,
  isTimeline,
  loadedPhotos,
  setSorting,
  storedSorting,
  type InitialLibrary,
  type LibraryContext,
  type LibraryPhoto,
  type LibraryState,
  $monthIds,
  $selection,
  monthIdsKey,
  $printHintSize,
  $printing,
} from '@/stores/library';
import { $analyticsConsent } from '@/stores/analytics';
import { translate, type Strings, type T } from './common/strings';
import { sectionInputs } from './common/grid-sections';
import { GridSection } from './grid/GridSection';
import { Toolbar } from './grid/Toolbar';
import { EmptyState } from './grid/EmptyState';
import { ImportStatus } from './grid/ImportStatus';
import { useLongPressSelect } from './grid/long-press';
import { islandPhotos, type WithServerPhotos } from './common/island-photos';
import { SSR_WIDTH, useAnchoredLayout, useFastScroll, useVisibleRows, useWidth } from './grid/grid-layout';
import { syncPreviewWithUrl, useOpenPreview, usePreviewReturn } from './grid/preview-links';
import { useTileArrows } from './grid/use-tile-arrows';
import { useLoadInView } from './grid/use-load-in-view';

export interface PhotoGridProps extends WithServerPhotos {
  /** Without its pages: they come from `islandPhotos()`. */
  init: Omit<InitialLibrary, 'pages'>;
  counts: { photos: number | null; albums: number | null; favourites?: number | null; sharedView: boolean };
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

const NO_IDS: readonly string[] = [];
const NO_TILES: readonly number[] = [];

/**
 * The timeline's scrubber loads once the grid is measured (and, on a page opened on a preview, once it
 * closes): albums never need it, and the preview links' first script stays within its budget.
 */
const Scrubber = lazy(() => import('./grid/Scrubber').then((m) => ({ default: m.Scrubber })));

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
 * Hands the page's props to the shared stores once the island has taken over from the server HTML (the
 * very state the first render used, so switching to the store lays nothing out again). Answers true from
 * then on; tests wait for it before interacting.
 */
function useGridBoot(props: PhotoGridProps, initial: LibraryState): boolean {
  const [ready, setReady] = useState(false);
  const ctx = props.init.ctx;
  useEffect(() => {
    $analyticsConsent.set(props.analytics);
    seedCounts({ ...props.counts, ...(props.album ? { album: { id: props.album.id, photosCount: props.init.flatCount } } : {}) });
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
  return ready;
}

export default function PhotoGrid(props: PhotoGridProps) {
  // Scrolling re-renders the grid whenever the rows in view change: what does not change with them is kept.
  const t = useMemo(() => translate(props.strings, props.locale), [props.strings, props.locale]);
  const init = useMemo(() => ({ ...props.init, pages: islandPhotos(props).pages }), [props]);
  const initial = useMemo(() => initialState(init), [init]);
  const gridRef = useRef<HTMLDivElement>(null);
  const { width, measured } = useWidth(gridRef);
  const lib = useLibrary(initial, measured);
  const counts = useStore($counts);
  const ctx = props.init.ctx;
  const ready = useGridBoot(props, initial);
  const timeline = isTimeline(lib);
  const metrics = useMemo(() => rowMetrics(width, timeline ? 48 : 0), [width, timeline]);
  const inputs = useMemo(
    () => sectionInputs({ ctx: lib.ctx, months: lib.months, sections: lib.sections, flatCount: lib.flatCount }, timeline),
    [lib.ctx, lib.months, lib.sections, lib.flatCount, timeline],
  );
  const { boxes, total } = useMemo(() => layoutJustified(inputs, metrics), [inputs, metrics]);
  const fetchFirst = useMemo(() => (measured ? null : largestFirstTiles(inputs, metrics.header)), [measured, inputs, metrics.header]);
  const metricsRef = useAnchoredLayout(gridRef, boxes, metrics, measured);
  const tilesDeferred = usePreviewReturn(gridRef, metricsRef, Boolean(props.behindPreview));
  useTileArrows(gridRef);
  useLongPressSelect(gridRef);
  // The timeline's scrubber stands in a gutter at the grid's right (over the photos' edge on phones).
  const rail = timeline && lib.months.length > 1;
  const fast = useFastScroll();
  const win = useVisibleRows(gridRef, boxes, metrics, fast, measured);
  useLoadInView(lib, boxes, win, timeline, fast);
  const photoCount =
    ctx.view === 'photos'
      ? (counts.photos ?? lib.flatCount)
      : ctx.view === 'favourites'
        ? (counts.favourites ?? lib.flatCount)
        : ((props.album && counts.albumPhotos[props.album.id]) ?? lib.flatCount);
  const empty = timeline
    ? lib.months.length === 0
    : lib.flatCount === 0 && lib.sections[FLAT_KEY]?.status !== 'pending' && loadedPhotos(lib).length === 0;
  const size = gridThumbnailSize(width > SSR_WIDTH ? width : typeof window === 'undefined' ? SSR_WIDTH : window.innerWidth);
  const sections = {
    lib,
    boxes,
    inputs,
    fetchFirst,
    timeline,
    metrics,
    measured,
    t,
    locale: props.locale,
    size,
    deferred: tilesDeferred,
    ctx,
  };
  const onOpen = useOpenPreview(ctx);

  return (
    <section aria-label={t('photos.grid.label')} className="relative">
      {ctx.view === 'photos' && <ImportStatus t={t} />}
      <Toolbar t={t} ctx={ctx} orderPrints={props.features.orderPrints} sorting={lib.sorting} photoCount={photoCount} />
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
        {rail && measured && !tilesDeferred && (
          <Suspense fallback={null}>
            <Scrubber t={t} months={lib.months} boxes={boxes} gridRef={gridRef} locale={props.locale} />
          </Suspense>
        )}
        <GridSections sections={sections} win={win} onOpen={onOpen} />
      </div>
    </section>
  );
}

interface SectionsLayout {
  lib: LibraryState;
  boxes: readonly JustifiedBox[];
  inputs: ReturnType<typeof sectionInputs>;
  /** Until measured, the tiles fetched first by section (largestFirstTiles()). */
  fetchFirst: ReadonlyMap<number, readonly number[]> | null;
  timeline: boolean;
  metrics: RowMetrics;
  measured: boolean;
  t: T;
  locale: string;
  size: ThumbnailSize;
  deferred: boolean;
  ctx: LibraryContext;
}

/** The sections with rows in and around the window (useVisibleRows), each rendering only the rows there. */
function GridSections({
  sections: s,
  win,
  onOpen,
}: {
  sections: SectionsLayout;
  win: readonly VisibleRows[];
  onOpen: (e: React.MouseEvent, photo: LibraryPhoto) => void;
}) {
  const selection = useStore($selection);
  const monthIds = useStore($monthIds);
  const printSize = useStore($printHintSize);
  const printing = useStore($printing);
  const { lib, boxes } = s;
  return win.map(({ index, firstRow, lastRow }) => {
    const box = boxes[index];
    const month = s.timeline ? lib.months[index] : null;
    return (
      <GridSection
        key={box.key}
        id={box.key}
        top={box.top}
        height={box.height}
        rows={box.rows}
        tiles={box.tiles}
        hidden={box.hidden}
        days={box.days}
        dayRuns={s.inputs[index].days}
        firstRow={firstRow}
        lastRow={lastRow}
        first={index === 0}
        fetchFirst={s.fetchFirst?.get(index) ?? NO_TILES}
        aspects={s.inputs[index].aspects}
        section={lib.sections[box.key]}
        month={month}
        monthIds={(month && monthIds[monthIdsKey(box.key, lib.sorting)]) || NO_IDS}
        groupIds={monthIds}
        printSize={printing ? printSize : null}
        metrics={s.metrics}
        measured={s.measured}
        selection={selection}
        t={s.t}
        locale={s.locale}
        size={s.size}
        deferred={s.deferred}
        basePath={s.ctx.basePath}
        search={s.ctx.search}
        onOpen={onOpen}
      />
    );
  });
}
