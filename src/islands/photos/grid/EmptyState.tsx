import type { T } from '../common/strings';

/** What an empty library, Favourites, album or shared album says instead of the grid. */
export function EmptyState({ t, view }: { t: T; view: string }) {
  const key =
    view === 'photos'
      ? 'photos.empty.library'
      : view === 'favourites'
        ? 'photos.favourites.empty'
        : view === 'album'
          ? 'photos.empty.album'
          : 'photos.empty.shared';
  return (
    <p className="card my-6 text-center text-slate-700" data-testid="empty-state">
      {t(key)}
    </p>
  );
}
