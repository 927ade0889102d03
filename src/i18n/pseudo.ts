/**
 * The pseudo-locale for development and tests: en-GB with accented letters and about 40 % more
 * text, placeholders kept, so that hard-coded strings, truncation and overflow show up before a
 * real translation does. It is never offered to customers: the server enables it only with
 * PSEUDO_LOCALE=1, on a host whose first label is `xa` (e.g. `xa.localhost`).
 */
export const PSEUDO_HOST_PREFIX = 'xa';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i],
  ]),
);
const FILLER = 'ļöŕéɱ îþšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîþîšçîñĝ éļîţ ';
/** How much longer a pseudo text is than its English source. */
const PSEUDO_EXPANSION = 0.4;
const PLACEHOLDER = /({{[^}]*}}|\$t\([^)]*\))/;

/** 'Delete {{count}} photos' → '⟦Ðéļéţé {{count}} þĥöţöš ļöŕéɱ îþš⟧'. */
export function pseudoLocalize(text: string): string {
  if (text === '') return text;
  const parts = text.split(PLACEHOLDER);
  const accented = parts.map((part, i) => (i % 2 === 1 ? part : [...part].map((c) => ACCENTED[c] ?? c).join(''))).join('');
  const visible = parts.filter((_, i) => i % 2 === 0).join('').length;
  const extra = Math.ceil(visible * PSEUDO_EXPANSION);
  const filler = FILLER.repeat(Math.ceil(extra / FILLER.length) + 1)
    .slice(0, Math.max(0, extra - 3))
    .trimEnd();
  return `⟦${accented}${filler ? ` ${filler}` : ''}⟧`;
}

type Tree = { [key: string]: string | Tree };

/** The pseudo-locale's messages: every text of `source` (en-GB) pseudo-localized, same keys. */
export function pseudoMessages(source: Tree): Tree {
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, typeof value === 'string' ? pseudoLocalize(value) : pseudoMessages(value)]),
  );
}
