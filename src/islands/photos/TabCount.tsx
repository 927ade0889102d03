import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $counts, seedCounts } from '@/stores/counts';

/** A tab's count, '-' while unknown; follows every change the page makes (see stores/counts). */
export default function TabCount({
  kind,
  initial,
  sharedView,
}: {
  kind: 'photos' | 'albums';
  initial: number | null;
  sharedView: boolean;
}) {
  const counts = useStore($counts);
  useEffect(() => seedCounts({ [kind]: initial, sharedView }), [kind, initial, sharedView]);
  const value = counts[kind] ?? initial;
  return <span data-testid={`count-${kind}`}>{value === null ? '-' : value}</span>;
}
