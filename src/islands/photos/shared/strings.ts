/** Strings an island received as props (already translated on the server), with {{var}} interpolation. */
export type Strings = Record<string, string>;

/** Picks `key_one` / `key_other` by `count` when the island received plural forms. */
export function translate(strings: Strings) {
  return (key: string, vars: Record<string, string | number> = {}): string => {
    const plural = typeof vars.count === 'number' ? strings[`${key}_${vars.count === 1 ? 'one' : 'other'}`] : undefined;
    return (plural ?? strings[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

export type T = ReturnType<typeof translate>;

/** Adds the page's query string (stripped, hideHeaderNav, …) to an internal path. */
export function withSearch(path: string, search: string): string {
  if (!search) return path;
  const [base, own] = path.split('?');
  const params = new URLSearchParams(search);
  if (own) for (const [k, v] of new URLSearchParams(own)) params.set(k, v);
  const s = params.toString();
  return s ? `${base}?${s}` : base!;
}
