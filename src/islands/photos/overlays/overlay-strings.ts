import { useEffect, useState } from 'react';
import { overlayStringsUrl } from '@/domain/photos-ui/overlay-strings';
import type { Strings } from '../common/strings';

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * The overlays' strings: those the page came with (where the server rendered the preview), else loaded once
 * the island is up, and asked again, waiting longer each time, until they come (a phone may be offline a while).
 * Null until then.
 */
export function useOverlayStrings(given: Strings | undefined, locale: string): Strings | null {
  const [strings, setStrings] = useState<Strings | null>(given ?? null);
  useEffect(() => {
    if (strings) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (wait: number) => {
      try {
        const res = await fetch(overlayStringsUrl(locale));
        if (!res.ok) throw new Error(`status ${res.status}`);
        const loaded = (await res.json()) as Strings;
        if (!stopped) setStrings(loaded);
      } catch {
        if (!stopped) timer = setTimeout(() => void load(Math.min(wait * 2, RETRY_MAX_MS)), wait);
      }
    };
    void load(RETRY_FIRST_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return strings;
}
