import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE, type DisplayLocale, type Locale } from '@/domain/constants';
import { serverConfig } from '@/server/config';
import { formatNumber } from './format';
import { PSEUDO_HOST_PREFIX, pseudoMessages } from './pseudo';

type Messages = Record<string, unknown>;
const files = import.meta.glob<Messages>('/locales/*.json', { eager: true, import: 'default' });

export const messages: Record<string, Messages> = Object.fromEntries(
  Object.entries(files).map(([file, data]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), data]),
);

const instance = i18next.createInstance();
/** Formats every interpolated value (`alwaysFormat`): numbers through Intl in the text's locale. */
const numbersFormatter = {
  type: 'formatter' as const,
  init() {},
  add() {},
  addCached() {},
  format: (value: unknown, _format: string | undefined, lng: string | undefined) =>
    typeof value === 'number' && lng ? formatNumber(lng, value) : value,
};
/** The pseudo-locale exists only where the server enables it; it is generated from en-GB here. */
const pseudo = serverConfig.pseudoLocale
  ? { [PSEUDO_LOCALE]: pseudoMessages(messages[DEFAULT_LOCALE] as Parameters<typeof pseudoMessages>[0]) }
  : {};
void instance.use(numbersFormatter).init({
  resources: Object.fromEntries(Object.entries({ ...messages, ...pseudo }).map(([locale, data]) => [locale, { translation: data }])),
  lng: DEFAULT_LOCALE,
  fallbackLng: (code) => (code.startsWith('nl-') && code !== 'nl-NL' ? ['nl-NL', DEFAULT_LOCALE] : [DEFAULT_LOCALE]),
  supportedLngs: [...LOCALES, ...Object.keys(pseudo)],
  // Every number a text shows (counts, quantities, percentages) is written the locale's way.
  interpolation: { escapeValue: false, alwaysFormat: true },
  returnNull: false,
  // An empty string in a locale file means 'not translated yet': fall back to en-GB for that key.
  returnEmptyString: false,
  initAsync: false,
});

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Whether pages are shown in this locale: a channel's, or the pseudo-locale where the server enables it. */
export function isDisplayLocale(value: string): value is DisplayLocale {
  return isLocale(value) || (serverConfig.pseudoLocale && value === PSEUDO_LOCALE);
}

/** The locale a request is shown in: the channel's, or the pseudo-locale on an `xa.` host where the server enables it. */
export function displayLocale(host: string, channelLocale: Locale): DisplayLocale {
  return serverConfig.pseudoLocale && host.toLowerCase().startsWith(`${PSEUDO_HOST_PREFIX}.`) ? PSEUDO_LOCALE : channelLocale;
}

const MEMO_LIMIT = 5000;
const translators = new Map<DisplayLocale, TFunction>();

/**
 * A translate function bound to one locale, with per-key fallback to en-GB. A page asks for the
 * same keys (menu, titles, labels, greetings with a name, counts) on every render, so the text each key
 * resolves to (for a count: the plural form i18next picks for that count) is kept, and plain {{value}}
 * placeholders are filled here the way i18next fills them (numbers in the locale's way, no escaping);
 * contexts and other i18next options take the full path.
 */
export function translator(locale: DisplayLocale): TFunction {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = memoized(locale, instance.getFixedT(locale))));
  return t;
}

type AnyTranslate = (key: unknown, ...rest: unknown[]) => unknown;

/** Option names i18next reads itself: a call that uses one is not a plain fill-in (`count` and `defaultValue` are resolved here). */
const I18NEXT_OPTIONS = new Set([
  'context',
  'ordinal',
  'lng',
  'lngs',
  'ns',
  'fallbackLng',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'keySeparator',
  'nsSeparator',
  'replace',
  'skipInterpolation',
]);
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const ANY_PLACEHOLDER = /\{\{[^}]*\}\}/g;

/**
 * The values of a call that only fills in placeholders with strings and numbers, with at most a numeric
 * `count` and a string `defaultValue`; null otherwise.
 */
function plainValues(rest: unknown[]): Record<string, string | number> | null {
  if (rest.length !== 1 || typeof rest[0] !== 'object' || rest[0] === null) return null;
  const values = rest[0] as Record<string, unknown>;
  for (const [name, value] of Object.entries(values)) {
    if (I18NEXT_OPTIONS.has(name) || (name.startsWith('defaultValue') && name !== 'defaultValue')) return null;
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    if ((name === 'count' && typeof value !== 'number') || (name === 'defaultValue' && typeof value !== 'string')) return null;
  }
  return values as Record<string, string | number>;
}

/** Whether every placeholder of the text is a plain {{name}} (no formats, no unescaped or nested forms). */
const onlyPlainPlaceholders = (text: string) => (text.match(ANY_PLACEHOLDER) ?? []).every((p) => /^\{\{\s*\w+\s*\}\}$/.test(p));

function memoized(locale: DisplayLocale, t: TFunction): TFunction {
  const plain = new Map<string, string>();
  const templates = new Map<string, string | null>();
  const full = t as unknown as AnyTranslate;
  const text = (key: string) => {
    let found = plain.get(key);
    if (found === undefined) {
      found = t(key);
      // Keys can carry request input (`settings.saved.${saved}`): the cache stays bounded.
      if (plain.size < MEMO_LIMIT) plain.set(key, found);
    }
    return found;
  };
  /** The text i18next picks for a key (and a count), before filling in; null when no locale has it. */
  const template = (key: string, count: number | undefined): string | null => {
    const memoKey = count === undefined ? key : `${key}\u0000${count}`;
    let found = templates.get(memoKey);
    if (found === undefined) {
      const { usedLng, exactUsedKey } = full(key, { count, returnDetails: true }) as { usedLng?: string; exactUsedKey: string };
      const raw = usedLng ? instance.getResource(usedLng, 'translation', exactUsedKey) : undefined;
      found = typeof raw === 'string' && raw !== '' ? raw : null;
      if (templates.size < MEMO_LIMIT) templates.set(memoKey, found);
    }
    return found;
  };
  const translate: AnyTranslate = (key, ...rest) => {
    if (typeof key !== 'string') return full(key, ...rest);
    if (rest.length === 0) return text(key);
    const values = plainValues(rest);
    if (!values) return full(key, ...rest);
    const { count, defaultValue } = values as { count?: number; defaultValue?: string };
    const found = count === undefined && defaultValue === undefined ? text(key) : (template(key, count) ?? defaultValue ?? null);
    if (found === null || !onlyPlainPlaceholders(found)) return full(key, ...rest);
    return found.replace(PLACEHOLDER, (placeholder, name: string) => {
      if (!Object.hasOwn(values, name)) return placeholder;
      const value = values[name];
      return typeof value === 'number' ? formatNumber(locale, value) : value;
    });
  };
  // TFunction carries a type-only brand; the wrapper takes and answers exactly what t does.
  return translate as unknown as TFunction;
}

/** Picks the strings an island needs, so islands never ship a whole locale file. */
export function pick(t: TFunction, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k, t(k)]));
}
