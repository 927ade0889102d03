/**
 * The one way a link keeps the current page's query string: `href` gets the parameters of `current`
 * (only those in `names`, when given) that it does not set itself. Links that leave the site are
 * returned as they are.
 */
export function keepQuery(href: string, current: string, names?: readonly string[]): string {
  if (!href.startsWith('/')) return href;
  const kept = [...new URLSearchParams(current)].filter(([name]) => !names || names.includes(name));
  if (kept.length === 0) return href;
  const target = new URL(href, 'http://link.invalid');
  for (const [name, value] of kept) if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  return target.pathname + target.search + target.hash;
}
