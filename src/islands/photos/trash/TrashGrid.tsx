import { trashDaysLeft } from '@/domain/photos/trash';
import type { TrashedPhoto } from '@/domain/schemas/photos';
import { Thumb } from '../common/Thumb';
import type { T } from '../common/strings';

/** The photos of Recently deleted, each a checkbox with its days left, and the button that loads more. */
export function TrashGrid({
  t,
  photos,
  selected,
  now,
  onToggle,
  more,
}: {
  t: T;
  photos: readonly TrashedPhoto[];
  selected: ReadonlySet<string>;
  now: Date;
  onToggle: (id: string) => void;
  /** More photos than shown: the button that loads them. */
  more: { busy: boolean; load: () => void } | null;
}) {
  return (
    <>
      <ul className="grid grid-cols-3 gap-1 sm:grid-cols-4 sm:gap-2 lg:grid-cols-6" data-testid="trash-grid">
        {photos.map((photo, i) => {
          const days = trashDaysLeft(photo.trashedAt, now);
          const checked = selected.has(photo.imageId);
          return (
            <li key={photo.imageId} data-testid="trash-photo" data-photo-id={photo.imageId}>
              <label className={`block cursor-pointer rounded ${checked ? 'ring-4 ring-brand' : ''}`}>
                <span className="relative block aspect-square">
                  <Thumb photo={photo} size={300} alt="" eager={i < 12} />
                  <input
                    type="checkbox"
                    className="absolute left-2 top-2 h-6 w-6"
                    checked={checked}
                    onChange={() => onToggle(photo.imageId)}
                    aria-label={t('photos.trash.selectPhoto', { name: photo.localFileName })}
                  />
                </span>
                <span className="block px-1 py-0.5 text-xs text-slate-700">{t('photos.trash.daysLeft', { count: days })}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {more && (
        <p className="mt-4 text-center">
          <button type="button" className="btn btn-secondary" disabled={more.busy} onClick={more.load}>
            {t('photos.trash.more')}
          </button>
        </p>
      )}
    </>
  );
}
