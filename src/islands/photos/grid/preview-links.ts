import { useCallback, useEffect, useState } from 'react';
import { keepQuery } from '@/domain/query-string';
import type { RowMetrics } from '@/domain/photos-ui/justified-layout';
import { type LibraryContext, type LibraryPhoto, $preview, $previewShown } from '@/stores/library';

/** The preview of the URL (…/preview/:id under the grid's path), after the browser's back and forward. */
export function syncPreviewWithUrl(basePath: string) {
  const match = new RegExp(`^${basePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/preview/([^/]+)$`).exec(window.location.pathname);
  $preview.set(match ? { photoId: decodeURIComponent(match[1]) } : null);
}

/**
 * A tile's click opens the preview in place (its link's URL, a history entry, the grid's scroll kept);
 * a click with a modifier key or another button does what the link does.
 */
export function useOpenPreview(ctx: LibraryContext) {
  return useCallback(
    (e: React.MouseEvent, photo: LibraryPhoto) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      sessionStorage.setItem('photos.scroll', String(window.scrollY));
      history.pushState({ preview: photo.imageId }, '', keepQuery(`${ctx.basePath}/preview/${photo.imageId}`, ctx.search));
      $preview.set({ photoId: photo.imageId });
    },
    [ctx.basePath, ctx.search],
  );
}

/**
 * Closing the preview brings the last photo it showed into view. Answers whether the tiles' thumbnails
 * wait: on a page opened on a preview, until it closes.
 */
export function usePreviewReturn(
  gridRef: React.RefObject<HTMLDivElement | null>,
  metricsRef: React.RefObject<RowMetrics>,
  behindPreview: boolean,
): boolean {
  const [tilesDeferred, setTilesDeferred] = useState(behindPreview);
  useEffect(
    () =>
      $preview.listen((open) => {
        if (!open) setTilesDeferred(false);
        const shown = $previewShown.get();
        if (open || !shown) return;
        $previewShown.set(null);
        void import('../common/reveal').then((m) => m.revealPhoto(shown, gridRef, metricsRef));
      }),
    [gridRef, metricsRef],
  );
  return tilesDeferred;
}
