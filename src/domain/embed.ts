/** Query parameters that keep the embedded (stripped) mode and header state across links (spec §2). */
export const CARRIED_PARAMS = ['stripped', 'hideHeaderNav'] as const;

export function isStripped(url: URL): boolean {
  return url.searchParams.get('stripped') === 'true';
}

/** Adds the carried query parameters of the current URL to an internal link. */
export function withEmbedParams(href: string, current: URL): string {
  const carried = CARRIED_PARAMS.filter((p) => current.searchParams.has(p));
  if (carried.length === 0 || !href.startsWith('/')) return href;
  const target = new URL(href, 'http://x');
  for (const p of carried) if (!target.searchParams.has(p)) target.searchParams.set(p, current.searchParams.get(p)!);
  return target.pathname + target.search + target.hash;
}
