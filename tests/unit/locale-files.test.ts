import { describe, it, expect } from 'vitest';
import { LOCALES } from '@/domain/constants';
import { translator } from '@/i18n/translator.server';
import { hasWords, placeholders, readLocale, SAME_AS_ENGLISH } from '../support/locale-files';

const reference = readLocale('en-GB');
const TRANSLATED = LOCALES.filter((l) => l !== 'en-GB');

describe('locale files', () => {
  it.each(LOCALES)('%s has exactly the key set of en-GB', (locale) => {
    expect([...readLocale(locale).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(LOCALES)('%s has a text for every key', (locale) => {
    const empty = [...readLocale(locale)].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(TRANSLATED)('%s keeps the placeholders of en-GB', (locale) => {
    const differing = [...readLocale(locale)]
      .filter(([key, text]) => text !== '' && placeholders(text).join() !== placeholders(reference.get(key) ?? '').join())
      .map(([key, text]) => `${key}: ${text}`);
    expect(differing).toEqual([]);
  });

  it.each(TRANSLATED)('%s translates every text except its reviewed allow-list', (locale) => {
    const allowed = new Set(SAME_AS_ENGLISH[locale]);
    const untranslated = [...readLocale(locale)]
      .filter(([key, text]) => text === reference.get(key) && hasWords(text) && !allowed.has(key))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('keeps the allow-lists small and about keys that exist', () => {
    for (const locale of LOCALES) {
      const allowed = SAME_AS_ENGLISH[locale] ?? [];
      expect(allowed.length, locale).toBeLessThanOrEqual(30);
      expect(
        allowed.filter((key) => !reference.has(key)),
        locale,
      ).toEqual([]);
    }
  });

  it('translates by locale', () => {
    expect(translator('de-AT')('menu.orders')).toBe('Meine Bestellungen');
    expect(translator('nl-NL')('menu.orders')).toBe('Mijn bestellingen');
  });
});
