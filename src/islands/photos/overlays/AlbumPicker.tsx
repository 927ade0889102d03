import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatTimelineKey } from '@/domain/photos/timeline';
import { loadedItems } from '@/domain/photos-ui/month-section';
import { gridMetrics, layoutSections, visibleWindow } from '@/domain/photos-ui/timeline-layout';
import { TOAST_OTHER_MS } from '@/domain/constants';
import {
  $picker,
  closePicker,
  loadPickerSectionIfNew,
  openPicker,
  pickedIds,
  togglePickerMonth,
  type PickerState,
} from '@/stores/library/picker';
import { $albumMeta } from '@/stores/library';
import { addToShownAlbum } from '@/stores/photo-actions';
import { setModalBusy, showToast } from '@/stores/photos-ui';
import { Modal } from '../common/Modal';
import type { T } from '../common/strings';
import type { BodyProps } from './modal-parts';
import { PickerMonth } from './PickerMonth';

interface Props extends BodyProps {
  albumId: string;
  albumName: string;
}

/** Height of a month's header row: the rows below are placed from it (as in the grid). */
const MONTH_HEADER = 48;

/** The picker's scroll box: its width lays the tiles out, its height and scroll position pick the rows to render. */
function useScrollBox() {
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, viewport: 0, top: 0 });
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const grid = gridRef.current;
    if (!scroller || !grid) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setBox({ width: grid.clientWidth, viewport: scroller.clientHeight, top: scroller.scrollTop });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const observer = new ResizeObserver(schedule);
    observer.observe(scroller);
    observer.observe(grid);
    scroller.addEventListener('scroll', schedule, { passive: true });
    measure();
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
  return { scrollRef, gridRef, ...box };
}

/** The month sections laid out at the box's width, the ones in and around its window, loading as they come into view. */
function usePickerLayout(state: PickerState, width: number, scrollTop: number, viewport: number) {
  const metrics = useMemo(() => gridMetrics(Math.max(width, 1), MONTH_HEADER), [width]);
  const { boxes, total } = useMemo(() => {
    const inputs = state.months.map((m) => {
      const key = formatTimelineKey(m);
      const section = state.sections[key];
      return { key, count: m.count, loaded: section ? loadedItems(section).length : 0 };
    });
    return layoutSections(inputs, metrics);
  }, [state.months, state.sections, metrics]);
  const win = width > 0 ? visibleWindow(boxes, metrics, scrollTop, viewport) : [];
  const visibleKeys = win.map((w) => boxes[w.index].key).join(',');

  useEffect(() => {
    for (const key of visibleKeys.split(',')) if (key) loadPickerSectionIfNew(key);
  }, [visibleKeys, state.status]);
  return { metrics, boxes, total, win };
}

/** Adds the picked photos to the album on screen; the toast names it, a failure stays in the picker. */
async function addPicked(
  entryId: number,
  albumId: string,
  albumName: string,
  picked: readonly string[],
  t: T,
  ui: { setBusy: (busy: boolean) => void; setError: (error: string | null) => void; onClose: () => void },
) {
  ui.setBusy(true);
  ui.setError(null);
  setModalBusy(entryId, true);
  try {
    await addToShownAlbum(albumId, picked);
    showToast('success', 'photos.toast.added', { count: picked.length, albumName: $albumMeta.get()?.name ?? albumName }, TOAST_OTHER_MS);
    setModalBusy(entryId, false);
    ui.onClose();
  } catch {
    ui.setError(t('photos.errors.transfer'));
    setModalBusy(entryId, false);
  } finally {
    ui.setBusy(false);
  }
}

/** What the picker says while the library loads, when it could not, or when it is empty. */
function PickerStatus({ t, state, onRetry }: { t: T; state: PickerState; onRetry: () => void }) {
  return (
    <>
      {state.status === 'loading' && (
        <p className="py-6 text-center text-slate-600" aria-busy="true">
          {t('photos.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="alert-error mt-4 flex items-center justify-between gap-3">
          {t('photos.errors.load')}
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            {t('photos.retry')}
          </button>
        </p>
      )}
      {state.status === 'ready' && state.months.length === 0 && (
        <p className="card my-6 text-center text-slate-700" data-testid="empty-state">
          {t('photos.empty.library')}
        </p>
      )}
    </>
  );
}

/**
 * 'Add photos → Choose from library' on an own album's page: the library's timeline by month in a dialog
 * (full screen on phones), rendered in a window and loaded as it scrolls. Photos already in the album are
 * shown checked and marked; tapping picks photos, a month's toggle picks every photo of the month, and
 * 'Add N photos' adds them in batches, after which the album's grid and every count follow.
 */
export default function AlbumPicker({ entry, top, t, ctx, onClose, albumId, albumName }: Props) {
  const state = useStore($picker);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { scrollRef, gridRef, width, viewport, top: scrollTop } = useScrollBox();

  useEffect(() => {
    void openPicker(albumId);
    return () => closePicker();
  }, [albumId]);

  const { metrics, boxes, total, win } = usePickerLayout(state, width, scrollTop, viewport);

  const picked = pickedIds(state);
  const n = picked.length;
  const pending = state.pending > 0;

  const add = () => addPicked(entry.id, albumId, albumName, picked, t, { setBusy, setError, onClose });

  const toggleMonth = (key: string) => {
    setError(null);
    togglePickerMonth(key).catch(() => setError(t('photos.errors.load')));
  };

  return (
    <Modal
      title={t('photos.picker.title', { albumName: $albumMeta.get()?.name ?? albumName })}
      onClose={onClose}
      closeLabel={t('common.close')}
      top={top}
      testId="album-picker"
      large
    >
      {error && (
        <p role="alert" className="alert-error mx-4 mt-3" data-testid="modal-error">
          {error}
        </p>
      )}
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-4" data-testid="picker-scroll">
        <PickerStatus t={t} state={state} onRetry={() => void openPicker(albumId)} />
        <div ref={gridRef} className="relative" style={{ height: state.status === 'ready' ? total : 0 }} data-testid="picker-grid">
          {win.map(({ index, firstRow, lastRow }) => (
            <PickerMonth
              key={boxes[index].key}
              t={t}
              locale={ctx.locale}
              state={state}
              box={boxes[index]}
              month={state.months[index]}
              firstRow={firstRow}
              lastRow={lastRow}
              metrics={metrics}
              onToggleMonth={toggleMonth}
            />
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 px-4 py-3">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || pending || n === 0}
          aria-busy={busy || pending || undefined}
          data-testid="picker-add"
          onClick={() => void add()}
        >
          {n > 0 ? t('photos.picker.add', { count: n }) : t('photos.addPhotos')}
        </button>
      </div>
    </Modal>
  );
}
