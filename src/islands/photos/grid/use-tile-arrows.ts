import { useEffect } from 'react';
import { isTileKey, tileInDirection } from '@/domain/photos-ui/tile-navigation';
import { $preview } from '@/stores/library';

/** Arrow keys move the focus between tiles; the tile rendered that way is the one the customer sees there. */
export function useTileArrows(gridRef: React.RefObject<HTMLDivElement | null>): void {
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
  }, [gridRef]);
}
