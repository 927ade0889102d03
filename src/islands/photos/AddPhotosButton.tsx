import { NATIVE_UPLOAD_FALLBACK_MS } from '@/domain/constants';
import { openModal } from '@/stores/photos-ui';

/**
 * 'Add photos' (spec §2). With a valid uploadUrl (native app hand-off) the page goes there; if
 * the app does not take over within NATIVE_UPLOAD_FALLBACK_MS the upload modal opens instead.
 */
export default function AddPhotosButton({ label, uploadUrl }: { label: string; uploadUrl?: string | null }) {
  const onClick = () => {
    if (uploadUrl) {
      const timer = window.setTimeout(() => {
        if (document.visibilityState === 'visible') openModal({ kind: 'upload' });
      }, NATIVE_UPLOAD_FALLBACK_MS);
      window.addEventListener('pagehide', () => window.clearTimeout(timer), { once: true });
      window.location.href = uploadUrl;
      return;
    }
    openModal({ kind: 'upload' });
  };
  return (
    <button type="button" className="btn btn-primary" onClick={onClick} data-testid="add-photos">
      {label}
    </button>
  );
}
