import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatTimelineKey, isUnknownKey } from '@/domain/photos/timeline';
import { isSelected } from '@/domain/photos/selection';
import { loadedItems } from '@/domain/photos-ui/month-section';
import { gridMetrics, layoutSections, visibleWindow } from '@/domain/photos-ui/timeline-layout';
import { PICKER_THUMBNAIL_SIZE } from '@/domain/photos-ui/thumbnail-choice';
import { isKnownDateTaken } from '@/domain/photos-ui/dates';
import { TOAST_OTHER_MS } from '@/domain/constants';
import { formatMonth, formatTakenOn } from '@/i18n/format';
import {
  $picker,
  addableOfMonth,
  closePicker,
  isMonthPicked,
  loadPickerSection,
  loadPickerSectionIfNew,
  openPicker,
  pickedIds,
  togglePickerMonth,
  togglePickerPhoto,
} from '@/stores/album-picker';
import { $albumMeta, type LibraryPhoto } from '@/stores/library';
import { addToShownAlbum } from '@/stores/photo-actions';
import { setModalBusy, showToast } from '@/stores/photos-ui';
import { Modal } from '../common/Modal';
import { Thumb } from '../common/Thumb';
import { CheckCircle } from '../common/CheckCircle';
import type { T } from '../common/strings';
import type { BodyProps } from './modal-parts';

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

  const picked = pickedIds(state);
  const n = picked.length;
  const pending = state.pending > 0;

  const add = async () => {
    setBusy(true);
    setError(null);
    setModalBusy(entry.id, true);
    try {
      await addToShownAlbum(albumId, picked);
      showToast('success', 'photos.toast.added', { count: n, albumName: $albumMeta.get()?.name ?? albumName }, TOAST_OTHER_MS);
      setModalBusy(entry.id, false);
      onClose();
    } catch {
      setError(t('photos.errors.transfer'));
      setModalBusy(entry.id, false);
    } finally {
      setBusy(false);
    }
  };

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
        {state.status === 'loading' && (
          <p className="py-6 text-center text-slate-600" aria-busy="true">
            {t('photos.loading')}
          </p>
        )}
        {state.status === 'failed' && (
          <p role="alert" className="alert-error mt-4 flex items-center justify-between gap-3">
            {t('photos.errors.load')}
            <button type="button" className="btn btn-secondary" onClick={() => void openPicker(albumId)}>
              {t('photos.retry')}
            </button>
          </p>
        )}
        {state.status === 'ready' && state.months.length === 0 && (
          <p className="card my-6 text-center text-slate-700" data-testid="empty-state">
            {t('photos.empty.library')}
          </p>
        )}
        <div ref={gridRef} className="relative" style={{ height: state.status === 'ready' ? total : 0 }} data-testid="picker-grid">
          {win.map(({ index, firstRow, lastRow }) => {
            const box = boxes[index];
            const key = box.key;
            const month = state.months[index];
            const section = state.sections[key];
            const items = section ? loadedItems(section) : [];
            const title = isUnknownKey(month) ? t('photos.unknownDate') : formatMonth(ctx.locale, month.year, month.month);
            const addable = addableOfMonth(state, key);
            const cells = [];
            for (let row = firstRow; row <= lastRow; row++) {
              for (let col = 0; col < metrics.columns; col++) {
                const i = row * metrics.columns + col;
                if (i >= box.tiles) break;
                const style = {
                  top: metrics.header + row * (metrics.tile + metrics.gap),
                  left: col * (metrics.tile + metrics.gap),
                  width: metrics.tile,
                  height: metrics.tile,
                };
                const photo = items[i];
                if (box.hidden > 0 && i === box.tiles - 1) {
                  cells.push(
                    <button
                      key="plus"
                      type="button"
                      style={style}
                      className="absolute flex items-center justify-center rounded bg-slate-200 text-2xl font-semibold text-slate-800 hover:bg-slate-300"
                      aria-label={t('photos.showMore', { count: box.hidden })}
                      onClick={() => void loadPickerSection(key)}
                      disabled={section?.status === 'pending'}
                      data-testid="picker-more"
                    >
                      +{box.hidden}
                    </button>,
                  );
                } else if (photo) {
                  const inAlbum = state.inAlbum.has(photo.imageId);
                  cells.push(
                    <PickerTile
                      key={photo.imageId}
                      photo={photo}
                      style={style}
                      t={t}
                      locale={ctx.locale}
                      inAlbum={inAlbum}
                      picked={inAlbum || isSelected(state.selection, photo.imageId)}
                    />,
                  );
                } else {
                  cells.push(
                    <span
                      key={`p${i}`}
                      style={style}
                      aria-hidden="true"
                      className={`absolute rounded ${section?.status === 'rejected' ? 'bg-red-50' : 'animate-pulse bg-slate-200'}`}
                    />,
                  );
                }
              }
            }
            return (
              <div
                key={key}
                className="absolute inset-x-0"
                style={{ top: box.top, height: box.height }}
                data-testid="picker-month"
                data-month={key}
                data-status={section?.status}
              >
                <div className="flex h-12 items-center justify-between gap-2">
                  <h3 className="min-w-0 truncate text-base font-semibold">
                    {title} <span className="text-sm font-normal text-slate-600">({month.count})</span>
                  </h3>
                  <button
                    type="button"
                    role="checkbox"
                    aria-checked={isMonthPicked(state, key)}
                    className="flex min-h-11 min-w-11 shrink-0 items-center justify-end gap-2 text-sm font-medium text-brand disabled:text-slate-600"
                    disabled={addable?.length === 0}
                    data-testid="picker-select-month"
                    onClick={() => toggleMonth(key)}
                  >
                    <span className="sr-only whitespace-nowrap underline sm:not-sr-only">{t('photos.selectMonth', { month: title })}</span>
                    <CheckCircle checked={isMonthPicked(state, key) || addable?.length === 0} />
                  </button>
                </div>
                {section?.status === 'rejected' && (
                  <p role="alert" className="alert-error relative z-10 my-2 flex items-center justify-between">
                    {t('photos.errors.load')}
                    <button type="button" className="btn btn-secondary" onClick={() => void loadPickerSection(key)}>
                      {t('photos.retry')}
                    </button>
                  </p>
                )}
                <div>{cells}</div>
              </div>
            );
          })}
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

/**
 * A photo of the picker: a checkbox named by its file name and date. One already in the album is checked,
 * marked 'In album' and cannot be unchecked (it stays focusable, so it is announced as such).
 */
const PickerTile = memo(function PickerTile({
  photo,
  style,
  t,
  locale,
  inAlbum,
  picked,
}: {
  photo: LibraryPhoto;
  style: React.CSSProperties;
  t: T;
  locale: string;
  inAlbum: boolean;
  picked: boolean;
}) {
  const taken = isKnownDateTaken(photo.dateTaken) ? t('photos.takenOn', { date: formatTakenOn(locale, photo.dateTaken) }) : undefined;
  const label = [photo.localFileName, taken, inAlbum ? t('photos.picker.inAlbum') : undefined].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={picked}
      aria-disabled={inAlbum || undefined}
      aria-label={label}
      title={taken}
      style={style}
      className={`absolute block overflow-hidden rounded focus-visible:z-10 ${picked && !inAlbum ? 'ring-4 ring-brand' : ''} ${inAlbum ? 'cursor-default' : ''}`}
      data-testid="picker-photo"
      data-photo-id={photo.imageId}
      data-in-album={inAlbum || undefined}
      onClick={() => togglePickerPhoto(photo.imageId)}
    >
      <Thumb photo={photo} size={PICKER_THUMBNAIL_SIZE} alt="" />
      {inAlbum && <span aria-hidden="true" className="absolute inset-0 bg-white/50" />}
      {inAlbum ? (
        <span aria-hidden="true" className="absolute bottom-1 left-1 rounded bg-slate-900/85 px-1.5 py-0.5 text-xs font-medium text-white">
          {t('photos.picker.inAlbum')}
        </span>
      ) : null}
      <CheckCircle checked={picked} onPhoto />
    </button>
  );
});
