import { SORT_OPTIONS, SORT_OPTIONS_BY_PAGE, type SortOptionId, type SortPage } from '@/domain/photos-ui/sort';
import { setSorting } from '@/stores/library';
import type { T } from '../common/strings';

/** The sort choice beside the grid from the small breakpoint up (phones choose it in the overflow menu). */
export function SortSelect({ t, page, choice }: { t: T; page: SortPage; choice: SortOptionId }) {
  return (
    <div className="hidden items-center gap-2 sm:flex">
      <label htmlFor="photos-sort" className="text-sm font-medium">
        {t('photos.sort.label')}
      </label>
      <select
        id="photos-sort"
        className="input py-1"
        value={choice}
        data-testid="sort"
        onChange={(e) => setSorting(SORT_OPTIONS[e.target.value as SortOptionId])}
      >
        {SORT_OPTIONS_BY_PAGE[page].map((id) => (
          <option key={id} value={id}>
            {t(`photos.sort.${id}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
