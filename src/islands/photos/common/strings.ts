import { formatNumber, pluralCategory } from '@/i18n/format';

/** Strings an island received as props (already translated on the server), with {{var}} interpolation. */
export type Strings = Record<string, string>;

/**
 * Interpolates like i18next: picks the plural form of `count` by the locale's plural rules (falling
 * back to `key_other`) and writes numbers the locale's way.
 */
export function translate(strings: Strings, locale: string) {
  const show = (value: string | number | undefined) => (typeof value === 'number' ? formatNumber(locale, value) : String(value ?? ''));
  return (key: string, vars: Record<string, string | number> = {}): string => {
    const plural =
      typeof vars.count === 'number' ? (strings[`${key}_${pluralCategory(locale, vars.count)}`] ?? strings[`${key}_other`]) : undefined;
    return (plural ?? strings[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => show(vars[name]));
  };
}

export type T = ReturnType<typeof translate>;

/** While strings are on their way: every text empty, never a key. */
export const untranslated: T = () => '';
