import { useEffect } from 'react';
import type { JustifiedBox, VisibleRows } from '@/domain/photos-ui/justified-layout';
import { FLAT_KEY, loadIfUninitialized, loadSection, type LibraryState } from '@/stores/library';
import { warmPhotoPagesApi } from '@/stores/photos-api';

/**
 * Loads what comes into view once the window is not flying past: the timeline's months with nothing yet,
 * and the flat list's next page when its last rows are near. A fast scroll makes the client that asks for
 * them ready meanwhile, so the months it stops on are asked for at once (not after a script and /config.json).
 */
export function useLoadInView(
  lib: LibraryState,
  boxes: readonly JustifiedBox[],
  win: readonly VisibleRows[],
  timeline: boolean,
  fast: boolean,
) {
  const visibleKeys = win.map((w) => boxes[w.index].key).join(',');
  useEffect(() => {
    if (fast) warmPhotoPagesApi();
  }, [fast]);
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
}
