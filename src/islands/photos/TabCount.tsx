import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $counts, seedCounts } from '@/stores/library';
import { useFreshCounts } from './common/useFreshCounts';

/** A tab's count, '-' while unknown; follows every change the page makes (see stores/library/counts) and the server's when the tab regains focus. */
export default function TabCount({
  kind,
  initial,
  sharedView,
}: {
  kind: 'photos' | 'albums' | 'favourites';
  initial: number | null;
  sharedView: boolean;
}) {
  const counts = useStore($counts);
  useEffect(() => seedCounts({ [kind]: initial, sharedView }), [kind, initial, sharedView]);
  useFreshCounts();
  const value = counts[kind] ?? initial;
  return <span data-testid={`count-${kind}`}>{value === null ? '-' : value}</span>;
}
