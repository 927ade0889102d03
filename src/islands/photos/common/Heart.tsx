import type { CSSProperties, ReactNode } from 'react';
import type { LibraryPhoto } from '@/stores/library';

/** The favourites' heart, filled for a favourite; decorative (the control around it carries the words). */
function Heart({ filled, className = 'h-4 w-4' }: { filled: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path
        d="M12 20.5 4.6 13.3a4.9 4.9 0 0 1 6.9-6.9l.5.5.5-.5a4.9 4.9 0 0 1 6.9 6.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A favourite tile's small filled heart, always shown at its bottom-left corner (the tile's label says it in words). */
export function FavouriteMark() {
  return (
    <span className="pointer-events-none absolute bottom-1.5 left-1.5 text-white drop-shadow" data-testid="favourite-mark">
      <Heart filled />
    </span>
  );
}

/** Marks photos as favourites or unmarks them; the store (and the photos client) loads when a heart is first pressed. */
export const setFavourite = (ids: readonly string[], favourite: boolean) =>
  void import('@/stores/favourites').then((m) => m.setFavourite(ids, favourite));

/**
 * A heart that marks or unmarks one photo (a tile's, the preview's): a toggle button whose pressed state says
 * whether the photo is a favourite, its words the `label` or the text beside the heart.
 */
export function HeartToggle(p: {
  photo: LibraryPhoto;
  className: string;
  testId: string;
  style?: CSSProperties;
  label?: string;
  children?: ReactNode;
}) {
  const on = p.photo.favourite;
  return (
    <button
      type="button"
      style={p.style}
      className={p.className}
      aria-pressed={on}
      aria-label={p.label}
      aria-keyshortcuts={p.label ? undefined : 'f'}
      data-testid={p.testId}
      onClick={() => setFavourite([p.photo.imageId], !on)}
    >
      <Heart filled={on} className={p.label ? 'h-5 w-5' : undefined} />
      {p.children}
    </button>
  );
}
