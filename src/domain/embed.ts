import { keepQuery } from './query-string';

/** Query parameters that keep the embedded (stripped) mode and header state across links (spec §2). */
export const CARRIED_PARAMS = ['stripped', 'hideHeaderNav'] as const;

export function isStripped(url: URL): boolean {
  return url.searchParams.get('stripped') === 'true';
}

/** Adds the carried query parameters of the current URL to an internal link. */
export function withEmbedParams(href: string, current: URL): string {
  return keepQuery(href, current.search, CARRIED_PARAMS);
}
