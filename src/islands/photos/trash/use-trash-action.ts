import { useState } from 'react';
import { RetriesExceededError } from '@/stores/batches';
import type { T } from '../common/strings';

/**
 * Runs Recently deleted's actions one at a time: busy meanwhile; success says `done` in the status line
 * and clears the selection, failure says `failed` (and that retries ran out, spec §8).
 */
export function useTrashAction(t: T, clearSelection: () => void) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const act = async (action: () => Promise<void>, done: string, failed: string) => {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      await action();
      clearSelection();
      setStatus(done);
      return true;
    } catch (e) {
      setError(e instanceof RetriesExceededError ? `${failed}. ${t('photos.errors.retriesExceeded')}` : failed);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, status, error, act };
}
