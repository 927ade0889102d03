import { useEffect, type RefObject } from 'react';
import { LONG_PRESS_MS, LONG_PRESS_SLOP_PX } from '@/domain/photos-ui/gestures';
import { $selection } from '@/stores/library';
import { startSelectionWith } from './Tile';

/**
 * A finger held on a tile (LONG_PRESS_MS, moving less than LONG_PRESS_SLOP_PX) starts select mode with
 * that photo selected, as in a phone's own photo app; then taps add more. The press's click, if the
 * browser still sends one, and its context menu are swallowed: they would open the preview or a link
 * menu. One listener on the grid serves every tile.
 */
export function useLongPressSelect(gridRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    let timer = 0;
    let from = { x: 0, y: 0 };
    let pressed = false;
    const cancel = () => {
      window.clearTimeout(timer);
      timer = 0;
    };
    const down = (e: PointerEvent) => {
      pressed = false;
      if (e.pointerType !== 'touch' || $selection.get().selecting) return;
      const id = (e.target as Element).closest<HTMLElement>('[data-testid="photo-tile"]')?.dataset.photoId;
      if (!id) return;
      from = { x: e.clientX, y: e.clientY };
      cancel();
      timer = window.setTimeout(() => {
        timer = 0;
        pressed = true;
        startSelectionWith(id);
      }, LONG_PRESS_MS);
    };
    const move = (e: PointerEvent) => {
      if (timer && Math.hypot(e.clientX - from.x, e.clientY - from.y) > LONG_PRESS_SLOP_PX) cancel();
    };
    const swallow = (e: Event) => {
      if (!pressed && !timer) return;
      e.preventDefault();
      e.stopPropagation();
      if (e.type === 'click') pressed = false;
    };
    grid.addEventListener('pointerdown', down);
    grid.addEventListener('pointermove', move);
    grid.addEventListener('pointerup', cancel);
    grid.addEventListener('pointercancel', cancel);
    grid.addEventListener('click', swallow, true);
    grid.addEventListener('contextmenu', swallow, true);
    return () => {
      cancel();
      grid.removeEventListener('pointerdown', down);
      grid.removeEventListener('pointermove', move);
      grid.removeEventListener('pointerup', cancel);
      grid.removeEventListener('pointercancel', cancel);
      grid.removeEventListener('click', swallow, true);
      grid.removeEventListener('contextmenu', swallow, true);
    };
  }, [gridRef]);
}
