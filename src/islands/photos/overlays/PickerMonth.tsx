import { memo } from 'react';
import { isUnknownKey, type TimelineEntry } from '@/domain/photos/timeline';
import { isSelected } from '@/domain/photos/selection';
import { loadedItems } from '@/domain/photos-ui/month-section';
import type { SectionBox, GridMetrics } from '@/domain/photos-ui/timeline-layout';
import { PICKER_THUMBNAIL_SIZE } from '@/domain/photos-ui/thumbnail-choice';
import { isKnownDateTaken } from '@/domain/photos-ui/dates';
import { formatMonth, formatTakenOn } from '@/i18n/format';
import { addableOfMonth, isMonthPicked, loadPickerSection, togglePickerPhoto, type PickerState } from '@/stores/library/picker';
import type { LibraryPhoto } from '@/stores/library';
import { Thumb } from '../common/Thumb';
import { CheckCircle } from '../common/CheckCircle';
import type { T } from '../common/strings';

/** One month of the album picker: its header and toggle, and the rows of its photos in and around the window. */
export function PickerMonth({
  t,
  locale,
  state,
  box,
  month,
  firstRow,
  lastRow,
  metrics,
  onToggleMonth,
}: {
  t: T;
  locale: string;
  state: PickerState;
  box: SectionBox;
  month: TimelineEntry;
  firstRow: number;
  lastRow: number;
  metrics: GridMetrics;
  onToggleMonth: (key: string) => void;
}) {
  const key = box.key;
  const section = state.sections[key];
  const title = isUnknownKey(month) ? t('photos.unknownDate') : formatMonth(locale, month.year, month.month);
  const addable = addableOfMonth(state, key);
  const cells = monthCells({ t, locale, state, box, firstRow, lastRow, metrics });
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
          onClick={() => onToggleMonth(key)}
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
}

/** The cells of a month's rows in and around the window: photos, the '+N' of a month with more, placeholders. */
function monthCells({
  t,
  locale,
  state,
  box,
  firstRow,
  lastRow,
  metrics,
}: {
  t: T;
  locale: string;
  state: PickerState;
  box: SectionBox;
  firstRow: number;
  lastRow: number;
  metrics: GridMetrics;
}): React.ReactNode[] {
  const key = box.key;
  const section = state.sections[key];
  const items = section ? loadedItems(section) : [];
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
            locale={locale}
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
  return cells;
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
