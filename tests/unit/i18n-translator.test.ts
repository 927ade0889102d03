import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator.server';
import { LOCALES } from '@/domain/constants';
import { formatDate } from '@/i18n/format';
import { placeholders, readLocale } from '../support/locale-files';

const PLURAL_SUFFIX = /_(one|other|zero|two|few|many)$/;

/** Keys with plural forms, asked for with a count. */
const plurals = [
  ...new Set([...readLocale('en-GB').keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, ''))),
];

/** Keys whose texts have placeholders and no plural forms. */
const fillIns = [...readLocale('en-GB')]
  .filter(([key, text]) => placeholders(text).length > 0 && !PLURAL_SUFFIX.test(key))
  .map(([key, text]) => ({ key, names: placeholders(text) }));

describe('translator', () => {
  it('has texts with placeholders to check', () => {
    expect(fillIns.length).toBeGreaterThan(20);
  });

  it('fills placeholders with strings and numbers exactly as i18next does, in every locale', () => {
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const { key, names } of fillIns) {
        const words = Object.fromEntries(names.map((name, i) => [name, `value-${i}`]));
        const numbers = Object.fromEntries(names.map((name, i) => [name, 12345.5 + i]));
        // `lng` is an i18next option, so this call takes i18next's full path: the reference.
        expect(t(key, words), `${locale} ${key}`).toBe(t(key, { ...words, lng: locale }));
        expect(t(key, numbers), `${locale} ${key}`).toBe(t(key, { ...numbers, lng: locale }));
      }
    }
  });

  it('fills a greeting with the name and writes numbers the locale way', () => {
    expect(translator('en-GB')('overview.welcomeBack', { name: 'Ada' })).toContain('Ada');
    expect(translator('en-GB')('overview.welcomeBack', { name: 'Ada' })).not.toContain('{{');
    const t = translator('de-AT');
    const key = fillIns.find(({ names }) => names.length === 1)!;
    expect(t(key.key, { [key.names[0]]: 1234567 })).toContain(new Intl.NumberFormat('de-AT').format(1234567));
    expect(t(key.key, { [key.names[0]]: 1234567 })).not.toContain('1234567');
  });

  it('picks the plural form of every count exactly as i18next does, in every locale', () => {
    expect(plurals.length).toBeGreaterThan(10);
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const key of plurals) {
        for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1000000, 1.5]) {
          // Twice: the second call answers from what the first kept.
          for (let i = 0; i < 2; i++) expect(t(key, { count }), `${locale} ${key} ${count}`).toBe(t(key, { count, lng: locale }));
        }
      }
    }
    expect(translator('en-GB')('photos.selectedCount', { count: 1 })).not.toBe(translator('en-GB')('photos.selectedCount', { count: 2 }));
  });

  it('answers the default value only for a key no locale has', () => {
    const t = translator('nl-NL');
    expect(t('catalogue.articles.no-such-article', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(t('titles.overview', { defaultValue: 'Fallback' })).toBe(t('titles.overview'));
    expect(t('overview.welcomeBack', { name: 'Ada', defaultValue: 'x' })).toBe(t('overview.welcomeBack', { name: 'Ada', lng: 'nl-NL' }));
  });

  it('leaves missing values to i18next', () => {
    expect(translator('en-GB')('overview.welcomeBack', {})).toBe(translator('en-GB')('overview.welcomeBack', { lng: 'en-GB' }));
  });
});

describe('formatDate', () => {
  it('writes each locale its own way, the same date again as the first time', () => {
    for (let round = 0; round < 2; round++) {
      expect(formatDate('en-GB', '2026-11-03')).toBe('03 Nov 2026');
      expect(formatDate('nl-NL', '2026-11-03')).toBe('03 nov 2026');
      expect(formatDate('de-AT', '2026-11-03T23:30:00.000Z')).toBe('03. Nov. 2026');
      expect(formatDate('en-GB', new Date('2026-11-04T00:00:00Z'))).toBe('04 Nov 2026');
    }
  });
});
