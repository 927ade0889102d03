/**
 * The photo overlays' strings (preview, modals, toasts, uploads) come from a file per locale that the
 * browser keeps for a while, not with every photo page's HTML: they were a fifth of the photos page's
 * compressed HTML, which then took a second round trip of a slow network before the first paint.
 */
export const overlayStringsUrl = (locale: string) => `/locales/photo-overlays/${encodeURIComponent(locale)}.json`;
