import type { T } from '../common/strings';

/** Recently deleted's actions: restore or delete for good the selected photos, or all of them. */
export function TrashToolbar({
  t,
  selected,
  busy,
  onRestore,
  onDelete,
}: {
  t: T;
  /** How many photos are selected. */
  selected: number;
  busy: boolean;
  onRestore: (all: boolean) => void;
  onDelete: (all: boolean) => void;
}) {
  return (
    <div
      className="sticky top-0 z-10 mb-4 flex flex-wrap items-center gap-2 bg-white/95 py-2"
      role="toolbar"
      aria-label={t('photos.trash.actions')}
      data-testid="trash-toolbar"
    >
      <span className="mr-auto text-sm text-slate-700" aria-live="polite">
        {t('photos.trash.selectedCount', { count: selected })}
      </span>
      <button type="button" className="btn btn-primary" disabled={busy || selected === 0} onClick={() => onRestore(false)}>
        {t('photos.trash.restore')}
      </button>
      <button type="button" className="btn btn-danger" disabled={busy || selected === 0} onClick={() => onDelete(false)}>
        {t('photos.trash.deleteForever')}
      </button>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => onRestore(true)}>
        {t('photos.trash.restoreAll')}
      </button>
      <button type="button" className="btn btn-secondary text-danger" disabled={busy} onClick={() => onDelete(true)}>
        {t('photos.trash.deleteAllForever')}
      </button>
    </div>
  );
}
