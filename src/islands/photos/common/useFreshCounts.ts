import useSWR from 'swr';
import { refreshCounts } from '@/stores/counts';

/** One key for every island that shows counts: SWR's shared cache then asks the server once for all of them. */
const COUNTS_KEY = 'photos/counts';

/**
 * Reads the counts again when the tab regains focus or the network comes back, so a customer returning
 * from another tab or device sees true counts. The answer lands in `$counts` (`refreshCounts`), which
 * every island reads; SWR only decides when to ask. Nothing is asked on mount: the page rendered fresh counts.
 */
export function useFreshCounts(): void {
  useSWR(COUNTS_KEY, () => refreshCounts(), {
    revalidateOnMount: false,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    shouldRetryOnError: false,
  });
}
