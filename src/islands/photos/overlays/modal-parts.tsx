import type { ReactNode } from 'react';
import type { ModalEntry } from '@/stores/photos-ui';
import type { T } from '../common/strings';
import type { OverlayContext } from './context';

/** What every modal body of the overlays receives. */
export interface BodyProps {
  entry: ModalEntry;
  top: boolean;
  t: T;
  ctx: OverlayContext;
  onClose: () => void;
}

export function ErrorAlert({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="alert-error mb-4" data-testid="modal-error">
      {text}
    </p>
  ) : null;
}

/** A modal's buttons: Cancel, then its own actions; nothing can be pressed while a request runs. */
export function ModalActions({ t, onClose, busy, children }: { t: T; onClose: () => void; busy: boolean; children: ReactNode }) {
  return (
    <div className="mt-5 flex flex-wrap justify-end gap-2">
      <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
        {t('common.cancel')}
      </button>
      {children}
    </div>
  );
}
