import { memo } from 'react';
import { startSelecting, toggleOne } from '@/domain/photos/selection';
import { isKnownDateTaken } from '@/domain/photos-ui/dates';
import { keepQuery } from '@/domain/query-string';
import { formatTakenOn } from '@/i18n/format';
import type { ThumbnailSize } from '@/domain/constants';
import { type LibraryPhoto, $selection, $selectionAnchor } from '@/stores/library';
import type { T } from '../common/strings';
import { Thumb } from '../common/Thumb';
import { CheckCircle } from '../common/CheckCircle';
import { PrintBadge } from './PrintBadge';
import { selectionScopes } from './selection-scopes';
import { FavouriteMark } from '../common/Heart';
import { TileHeart } from './TileHeart';

export interface TileProps {
  photo: LibraryPhoto;
  style: React.CSSProperties;
  place: string;
  t: T;
  size: ThumbnailSize;
  locale: string;
  selecting: boolean;
  /** Whether the tile offers its check circle on hover and focus (once the grid is measured: tiles stand apart then). */
  checkable: boolean;
  selected: boolean;
  basePath: string;
  search: string;
  eager: boolean;
  priority: boolean;
  deferred: boolean;
  /** The tile's drawn width once the grid is measured (see Thumb). */
  width?: number;
  /** Before that, the `sizes` its flowing row gives it (see Thumb). */
  sizes?: string;
  /** In order-prints mode, why the photo will not print well at the chosen size (its badge, and part of its name). */
  printWarning?: string;
  onOpen: (e: React.MouseEvent, p: LibraryPhoto) => void;
}

function Tile(p: TileProps) {
  const { photo, style, place, t, size, locale, selecting, checkable, selected, basePath, search, onOpen } = p;
  const thumb = { eager: p.eager, priority: p.priority, deferred: p.deferred, width: p.width, sizes: p.sizes };
  const taken = isKnownDateTaken(photo.dateTaken) ? t('photos.takenOn', { date: formatTakenOn(locale, photo.dateTaken) }) : undefined;
  const label = [photo.localFileName, taken, photo.favourite && t('photos.favourites.button')].filter(Boolean).join(', ');
  // No callout menu on a held finger: a long press selects (./long-press).
  const cls = `${place} block overflow-hidden rounded focus-visible:z-10 [-webkit-touch-callout:none]`;
  if (selecting) {
    return (
      <button
        type="button"
        role="checkbox"
        aria-checked={selected}
        style={style}
        className={`${cls} ${selected ? 'ring-4 ring-brand' : ''}`}
        title={taken}
        aria-label={p.printWarning ? `${label}, ${p.printWarning}` : label}
        data-testid="photo-tile"
        data-photo-id={photo.imageId}
        onClick={(e) => toggleTile(e, photo.imageId)}
        ref={photo.imageId === focusOnSelect ? focusOnce : undefined}
      >
        <Thumb photo={photo} size={size} alt="" {...thumb} />
        <CheckCircle checked={selected} onPhoto />
        {p.printWarning && <PrintBadge t={t} />}
        {photo.favourite && <FavouriteMark />}
      </button>
    );
  }
  const tile = (
    <a
      href={keepQuery(`${basePath}/preview/${photo.imageId}`, search)}
      style={style}
      className={`${cls} peer`}
      title={taken}
      aria-label={label}
      data-testid="photo-tile"
      data-photo-id={photo.imageId}
      onClick={(e) => onOpen(e, photo)}
    >
      <Thumb photo={photo} size={size} alt="" {...thumb} />
      {photo.favourite && <FavouriteMark />}
    </a>
  );
  if (!checkable) return tile;
  return (
    <>
      {tile}
      {/* Beside the link, not in it (no control inside a control), over the tile's corner; not on touch screens (a long press selects there). */}
      <button
        type="button"
        style={{ top: Number(style.top) + 4, left: Number(style.left) + 4 }}
        className="absolute z-10 flex h-8 w-8 items-center justify-center rounded-full opacity-0 hover:opacity-100 focus-visible:opacity-100 peer-hover:opacity-100 pointer-coarse:hidden"
        aria-label={t('photos.tileCheck.label', { name: photo.localFileName })}
        data-testid="tile-check"
        onClick={() => {
          focusOnSelect = photo.imageId;
          startSelectionWith(photo.imageId);
        }}
      >
        <CheckCircle checked={false} />
      </button>
      <TileHeart photo={photo} style={style} t={t} />
    </>
  );
}

/** The tile whose check circle started select mode: focus moves to it, as the circle is gone. */
let focusOnSelect: string | null = null;
function focusOnce(el: HTMLElement | null) {
  if (!el) return;
  focusOnSelect = null;
  el.focus();
}

/** A long press on a phone or a tile's check circle: select mode with this photo selected. */
export function startSelectionWith(id: string) {
  void selectionScopes().then((m) => m.prepare());
  $selection.set(startSelecting([id]));
  $selectionAnchor.set(id);
}

const sameBox = (a: React.CSSProperties, b: React.CSSProperties) =>
  a === b || (a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height && a.flex === b.flex);

/** A tile renders again only when what it shows changes, not when its section renders for other rows. */
export const MemoTile = memo(Tile, (a: TileProps, b: TileProps) =>
  (Object.keys(a) as (keyof TileProps)[]).every((name) => (name === 'style' ? sameBox(a.style, b.style) : Object.is(a[name], b[name]))),
);

/** A click toggles one photo and makes it the anchor; shift-click selects the whole range from the anchor. */
function toggleTile(e: React.MouseEvent, id: string) {
  const anchor = $selectionAnchor.get();
  if (e.shiftKey && anchor && anchor !== id) {
    void selectionScopes().then((m) => m.selectRange(anchor, id));
    return;
  }
  $selection.set(toggleOne($selection.get(), id));
  $selectionAnchor.set(id);
}
