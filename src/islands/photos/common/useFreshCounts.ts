import { useEffect } from 'react';
import { refreshCounts } from '@/stores/library';

/** Focus changes come in bursts (focus and visibilitychange together, tab switching): one request per this long. */
export const COUNTS_FOCUS_THROTTLE_MS = 5_000;

/** When the counts were last known fresh, for every island at once: one request answers them all. */
let freshAt = 0;

function refresh(): void {
  freshAt = Date.now();
  // A failed read leaves the counts as they were; the next focus or action tries again.
  refreshCounts().catch(() => undefined);
}

function onFocus(): void {
  if (document.visibilityState === 'hidden' || Date.now() - freshAt < COUNTS_FOCUS_THROTTLE_MS) return;
  refresh();
}

/**
 * Reads the counts again when the tab regains focus or the network comes back, so a customer returning
 * from another tab or device sees true counts. The answer lands in `$counts` (`refreshCounts`), which every
 * island reads. Nothing is asked on mount: the page rendered fresh counts (decision 0018: why not swr).
 */
export function useFreshCounts(): void {
  useEffect(() => {
    freshAt = Math.max(freshAt, Date.now());
    // The listeners are shared (one function each, so added once); the last island to go removes them.
    if (islandsListening++ === 0) listen('addEventListener');
    return () => {
      if (--islandsListening === 0) listen('removeEventListener');
    };
  }, []);
}

let islandsListening = 0;

function listen(method: 'addEventListener' | 'removeEventListener'): void {
  window[method]('focus', onFocus);
  document[method]('visibilitychange', onFocus);
  window[method]('online', refresh);
}
