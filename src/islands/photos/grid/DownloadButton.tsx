import { useEffect, useState } from 'react';
import { downloadDisabledReason, downloadLimitTooltipOpen } from '@/domain/photos-ui/actions';
import { TOOLTIP_AUTO_CLOSE_MS } from '@/domain/constants';
import { openModal } from '@/stores/photos-ui';
import type { T } from '../common/strings';

/**
 * The selection toolbar's Download: above the download limit it is disabled, and a tooltip that says why
 * opens by itself, closes after TOOLTIP_AUTO_CLOSE_MS (spec §9) and opens again on hover.
 */
export function DownloadButton({ t, ids, pending }: { t: T; ids: readonly string[]; pending: boolean }) {
  const n = ids.length;
  const [tooltip, setTooltip] = useState(false);
  const tooMany = downloadLimitTooltipOpen(n);
  useEffect(() => {
    if (!tooMany) return setTooltip(false);
    setTooltip(true);
    const timer = window.setTimeout(() => setTooltip(false), TOOLTIP_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [tooMany]);
  return (
    <span className="relative inline-flex" onMouseEnter={() => tooMany && setTooltip(true)} onMouseLeave={() => setTooltip(false)}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={pending || downloadDisabledReason(n) !== null}
        aria-describedby={tooMany ? 'download-limit' : undefined}
        onClick={() => openModal({ kind: 'download', photoIds: ids })}
      >
        {t('photos.toolbar.download')}
      </button>
      {tooMany && (
        <span
          id="download-limit"
          role="tooltip"
          hidden={!tooltip}
          data-testid="download-limit-tooltip"
          className="absolute bottom-full left-1/2 mb-2 w-56 -translate-x-1/2 rounded bg-slate-900 p-2 text-center text-sm text-white"
        >
          {t('photos.downloadLimit')}
        </span>
      )}
    </span>
  );
}
