import { stopSelecting } from '@/domain/photos/selection';
import { loadedPhotos, type LibraryContext, $selection } from '@/stores/library';
import type { T } from '../common/strings';
import { setFavourite } from '../common/Heart';

/**
 * The selection toolbar's 'Add to favourites', or 'Remove from favourites' in the Favourites view and when
 * every selected photo is a favourite already. Select mode ends once it is pressed. Not in a shared album:
 * favourites are each account's own photos.
 */
export default function FavouriteSelectionButton({
  t,
  ctx,
  ids,
  disabled,
}: {
  t: T;
  ctx: LibraryContext;
  ids: readonly string[];
  disabled: boolean;
}) {
  if (ctx.view === 'shared') return null;
  const selected = new Set(ids);
  const shown = loadedPhotos().filter((p) => selected.has(p.imageId));
  const remove = ctx.view === 'favourites' || (shown.length === ids.length && shown.every((p) => p.favourite));
  return (
    <button
      type="button"
      className="btn btn-secondary"
      disabled={disabled}
      data-testid="selection-favourite"
      onClick={() => {
        $selection.set(stopSelecting());
        setFavourite(ids, !remove);
      }}
    >
      {t(remove ? 'photos.favourites.remove' : 'photos.favourites.add')}
    </button>
  );
}
