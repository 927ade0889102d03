import { useStore } from '@nanostores/react';
import { $counts } from '@/stores/library';

/** A tab's count, '-' while unknown; follows deletes and uploads on the client. */
export default function TabCount({ kind, initial }: { kind: 'photos' | 'albums'; initial: number | null }) {
  const counts = useStore($counts);
  const value = counts[kind] ?? initial;
  return <span data-testid={`count-${kind}`}>{value === null ? '-' : value}</span>;
}
