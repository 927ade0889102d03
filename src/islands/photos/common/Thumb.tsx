import { useEffect, useRef, useState } from 'react';
import type { LibraryPhoto } from '@/stores/library';
import { MOBILE_GRID_THUMBNAIL_SIZE, MOBILE_MEDIA, thumbnailFor, thumbnailSrcset } from '@/domain/photos-ui/thumbnail-choice';
import type { ThumbnailSize } from '@/domain/constants';

export type ThumbState = 'loading' | 'failure' | 'success';

/**
 * The failure icon of a thumbnail (spec §4), hidden by the `.thumb` styles until its box fails.
 * Server-only markup (album covers) renders it too.
 */
export function ThumbFailedIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="thumb-failed" data-testid="thumb-failed">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** What an image that finished loading before the island hydrated came to (its load or error event is gone by then). */
function settledState(img: HTMLImageElement): ThumbState | null {
  if (!img.complete || !img.currentSrc) return null;
  return img.naturalWidth > 0 ? 'success' : 'failure';
}

/**
 * A thumbnail in a reserved box: loading (shimmer), failure (icon), success (spec §4). The box's
 * `data-state` drives the look (`.thumb` in global.css); before hydration the inline script of
 * THUMB_STATE_SCRIPT sets it, so a server-rendered thumbnail that fails shows the icon at once.
 * `eager` for tiles in the first screen: lazy loading would hold back the first paint; `priority` (by
 * default as `eager`) fetches them ahead of other images; `deferred` asks for nothing yet (the tiles
 * behind a preview that the page opened on).
 * `width`, the box's drawn width in CSS pixels, lets the browser pick the smallest thumbnail that fills the
 * box (srcset). A box mounted without it (the server's tiles, before the grid measures them) takes the width as
 * its `sizes` only once its first image is in. Until then it keeps the `sizes` it was mounted with: for a tile
 * of the server's flowing rows, the width its row gives it at each screen size (`flowSizes()`), so the browser
 * picks its thumbnail from the first paint and the measured width asks for the same one or a sharper one;
 * without them, no srcset (the spec's thumbnail of `size`). The srcset serves large screens: on small and
 * medium ones the box shows the spec's mobile thumbnail whatever the screen's density (a `<source>` for their
 * media), so a phone on a slow network loads a panorama's 300 px thumbnail, not its 800 px one.
 * A box without a width (the server's HTML, where the inline script may fail it before hydration, and
 * thumbnails outside the grid) carries the failure icon for the styles to show; a box with one, only once it
 * failed: grid tiles mount by the thousand while the grid scrolls.
 */
export function Thumb({
  photo,
  size,
  alt,
  eager = false,
  priority = eager,
  deferred = false,
  width,
  sizes,
}: {
  photo: LibraryPhoto;
  size: ThumbnailSize;
  alt: string;
  eager?: boolean;
  priority?: boolean;
  deferred?: boolean;
  width?: number;
  sizes?: string;
}) {
  const [state, setState] = useState<ThumbState>('loading');
  const [sized, setSized] = useState(width !== undefined);
  const [mountedSizes] = useState(sizes);
  const measuredSizes = sized && width !== undefined ? `${Math.ceil(width)}px` : undefined;
  const chosenSizes = deferred ? undefined : (measuredSizes ?? mountedSizes);
  const srcset = chosenSizes ? thumbnailSrcset(photo) : undefined;
  const imgRef = useRef<HTMLImageElement>(null);
  const thumb = thumbnailFor(photo, size);
  useEffect(() => {
    const settled = imgRef.current && settledState(imgRef.current);
    if (settled) setState(settled);
  }, [thumb.url]);
  useEffect(() => {
    if (!sized && width !== undefined && state === 'success') setSized(true);
  }, [sized, width, state]);
  return (
    <span className="thumb absolute inset-0" data-state={state}>
      <picture className="contents">
        {srcset && <source media={MOBILE_MEDIA} srcSet={thumbnailFor(photo, MOBILE_GRID_THUMBNAIL_SIZE).url} />}
        <img
          ref={imgRef}
          src={deferred ? undefined : thumb.url}
          srcSet={srcset}
          sizes={srcset && chosenSizes}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          draggable={false}
          onLoad={() => setState('success')}
          onError={() => setState('failure')}
          className="h-full w-full object-cover"
        />
      </picture>
      {(state === 'failure' || width === undefined) && <ThumbFailedIcon />}
    </span>
  );
}
