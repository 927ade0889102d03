import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { TrashPage } from '@/domain/schemas/photos';
import { $trash, deleteForever, emptyTrash, loadMoreTrash, restoreAllTrashed, restoreTrashed, seedTrash } from '@/stores/trash';
import { useTrashAction } from './trash/use-trash-action';
import { TrashToolbar } from './trash/TrashToolbar';
import { TrashGrid } from './trash/TrashGrid';
import { DeleteForeverModal } from './trash/DeleteForeverModal';
import { translate, type Strings } from './common/strings';

export interface RecentlyDeletedProps {
  init: TrashPage;
  strings: Strings;
  locale: string;
  /** The server's clock when the page was rendered, so days left read the same before and after hydration. */
  now: string;
}

type Confirm = { ids: readonly string[] } | { all: true };

/**
 * Recently deleted: the photos of the trash with their days left; restore or delete for good the
 * selected ones or all. Every action says what it did in a status line; a delete for good asks first.
 */
export default function RecentlyDeleted({ init, strings, locale, now }: RecentlyDeletedProps) {
  const t = translate(strings, locale);
  const stored = useStore($trash);
  const [seeded, setSeeded] = useState(false);
  const trash = seeded ? stored : { photos: init.images, cursor: init.cursor, count: init.count };
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { busy, status, error, act } = useTrashAction(t, () => setSelected(new Set()));
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const clock = new Date(now);

  useEffect(() => {
    seedTrash(init);
    setSeeded(true);
  }, [init]);

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };

  const ids = [...selected];
  const restore = (all: boolean) =>
    void act(
      () => (all ? restoreAllTrashed() : restoreTrashed(ids)),
      t('photos.trash.restored', { count: all ? trash.count : ids.length }),
      t('photos.trash.restoreFailed'),
    );
  const removeForever = async (target: Confirm) => {
    const count = 'all' in target ? trash.count : target.ids.length;
    const ok = await act(
      () => ('all' in target ? emptyTrash() : deleteForever(target.ids)),
      t('photos.trash.deletedForever', { count }),
      t('photos.trash.deleteForeverFailed'),
    );
    if (ok) setConfirm(null);
  };

  return (
    <div data-testid="recently-deleted">
      <p role="status" className="mb-2 font-medium" data-testid="trash-status">
        {status}
      </p>
      {error && !confirm && (
        <p role="alert" className="alert-error mb-4">
          {error}
        </p>
      )}
      {trash.count === 0 ? (
        <p className="card text-center" data-testid="trash-empty">
          {t('photos.trash.empty')}
        </p>
      ) : (
        <>
          <TrashToolbar
            t={t}
            selected={selected.size}
            busy={busy}
            onRestore={restore}
            onDelete={(all) => setConfirm(all ? { all: true } : { ids })}
          />
          <TrashGrid
            t={t}
            photos={trash.photos}
            selected={selected}
            now={clock}
            onToggle={toggle}
            more={trash.cursor ? { busy, load: () => void act(loadMoreTrash, '', t('photos.errors.load')) } : null}
          />
        </>
      )}
      {confirm && (
        <DeleteForeverModal
          t={t}
          count={'all' in confirm ? null : confirm.ids.length}
          busy={busy}
          error={error}
          onCancel={() => setConfirm(null)}
          onDelete={() => void removeForever(confirm)}
        />
      )}
    </div>
  );
}
