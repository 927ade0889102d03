import { useState } from 'react';
import { stopSelecting } from '@/domain/photos/selection';
import { $modals, closeModal, setModalBusy, type ModalEntry } from '@/stores/photos-ui';
import { $selection } from '@/stores/library';
import { RetriesExceededError } from '@/stores/batches';
import type { T } from '../../common/strings';

/** Runs a modal's request: busy while in flight (not dismissible), error alert on failure. */
export function useSubmit(entry: ModalEntry) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<void>, errorText: string | ((error: unknown) => string)) => {
    setBusy(true);
    setError(null);
    setModalBusy(entry.id, true);
    try {
      await fn();
    } catch (error) {
      setError(typeof errorText === 'function' ? errorText(error) : errorText);
    } finally {
      setBusy(false);
      setModalBusy(entry.id, false);
    }
  };
  return { error, busy, run };
}

export function endSelection() {
  $selection.set(stopSelecting());
}

export function closeAll() {
  for (const m of $modals.get()) closeModal(m.id);
}

/** §8: a delete that still fails after its retries says so after the delete error. */
export function deleteError(t: T, single: boolean) {
  return (error: unknown) => {
    const base = t(single ? 'photos.errors.deleteOne' : 'photos.errors.deleteMany');
    return error instanceof RetriesExceededError ? `${base}. ${t('photos.errors.retriesExceeded')}` : base;
  };
}
