/**
 * Arrow keys between the grid's tiles, which sit in rows of varied widths: left and right go to the
 * previous and next tile in display order, up and down to the tile of the row above or below whose
 * horizontal centre is nearest. `tiles` are the rendered tiles' boxes in display order.
 */
export interface TileRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type TileKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export const isTileKey = (key: string): key is TileKey =>
  key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';

/** The index of the tile the key moves to from tile `from`, or -1 where there is none. */
export function tileInDirection(tiles: readonly TileRect[], from: number, key: TileKey): number {
  if (key === 'ArrowLeft') return from - 1;
  if (key === 'ArrowRight') return from + 1 < tiles.length ? from + 1 : -1;
  const here = tiles[from];
  if (!here) return -1;
  const down = key === 'ArrowDown';
  // The nearest row that way: its top is the closest top beyond this tile's.
  let rowTop: number | null = null;
  for (const t of tiles) {
    const beyond = down ? t.y > here.y + 1 : t.y < here.y - 1;
    if (beyond && (rowTop === null || (down ? t.y < rowTop : t.y > rowTop))) rowTop = t.y;
  }
  if (rowTop === null) return -1;
  const centre = here.x + here.width / 2;
  let best = -1;
  let distance = Infinity;
  tiles.forEach((t, i) => {
    if (Math.abs(t.y - rowTop) > 1) return;
    const d = Math.abs(t.x + t.width / 2 - centre);
    if (d < distance) {
      best = i;
      distance = d;
    }
  });
  return best;
}
