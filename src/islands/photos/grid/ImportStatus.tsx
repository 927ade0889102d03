import { useStore } from '@nanostores/react';
import { $import } from '@/stores/photos-ui';
import type { T } from '../common/strings';

/** Live region for the import of earlier editor uploads (spec §4); present from the start so changes are announced. */
export function ImportStatus({ t }: { t: T }) {
  const state = useStore($import);
  return (
    <p
      role="status"
      className={state === 'idle' ? 'sr-only' : state === 'failed' ? 'alert-error mb-4' : 'card mb-4'}
      data-testid="import-status"
    >
      {state === 'idle' ? '' : t(`photos.import.${state}`)}
    </p>
  );
}
