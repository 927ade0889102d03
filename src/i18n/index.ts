import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/constants';
import { dateFormat, numberFormat } from '@/domain/intl-formats';

type Messages = Record<string, unknown>;
const files = import.meta.glob('/locales/*.json', { eager: true, import: 'default' }) as Record<string, Messages>;

export const messages: Record<string, Messages> = Object.fromEntries(
  Object.entries(files).map(([file, data]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), data]),
);

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(Object.entries(messages).map(([locale, data]) => [locale, { translation: data }])),
  lng: DEFAULT_LOCALE,
  fallbackLng: (code) => (code.startsWith('nl-') && code !== 'nl-NL' ? ['nl-NL', DEFAULT_LOCALE] : [DEFAULT_LOCALE]),
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
  // An empty string in a locale file means 'not translated yet': fall back to en-GB for that key.
  returnEmptyString: false,
  initAsync: false,
});

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** A translate function bound to one locale, with per-key fallback to en-GB. */
export function translator(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}

/** Picks the strings an island needs, so islands never ship a whole locale file. */
export function pick(t: TFunction, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k, t(k)]));
}

/** Date formatting per locale (date format 'dd MMM yyyy', spec §9). */
export function formatDate(locale: Locale, date: Date | string): string {
  return dateFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));
}

export function formatMoney(locale: Locale, currency: string, amount: number): string {
  return numberFormat(locale, { style: 'currency', currency }).format(amount);
}
