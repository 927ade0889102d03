import type { T } from '../common/strings';

/** A quiet badge on a tile in order-prints mode: the photo is too small for the chosen print size (the tile's name says so in full). */
export function PrintBadge({ t }: { t: T }) {
  return (
    <span
      aria-hidden="true"
      className="absolute bottom-1 left-1 rounded bg-slate-900/75 px-1.5 py-0.5 text-xs font-medium text-white"
      data-testid="print-badge"
    >
      {t('photos.printHint.badge')}
    </span>
  );
}
