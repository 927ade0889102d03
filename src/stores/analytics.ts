import { atom } from 'nanostores';

/** Analytics events of spec §7 go to a dataLayer-style queue, only with analytics consent. */
export const $analyticsConsent = atom(false);

export type AnalyticsEvent =
  'photos_delete' | 'photos_download' | 'photos_add' | 'photos_print_selection' | 'photos_preview_next' | 'photos_preview_previous';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: AnalyticsEvent, data: Record<string, string | number> = {}): void {
  if (!$analyticsConsent.get() || typeof window === 'undefined') return;
  (window.dataLayer ??= []).push({ event, ...data });
}
