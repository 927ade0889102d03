import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator.server';
import { LOCALES } from '@/domain/constants';
import { placeholders, readLocale } from '../support/locale-files';

/** Keys whose texts have placeholders and no plural forms (a count takes i18next's own path). */
const fillIns = [...readLocale('en-GB')]
  .filter(([key, text]) => placeholders(text).length > 0 && !/_(one|other|zero|two|few|many)$/.test(key))
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

  it('leaves plurals and missing values to i18next', () => {
    const t = translator('en-GB');
    expect(t('photos.selectedCount', { count: 1 })).not.toBe(t('photos.selectedCount', { count: 2 }));
    expect(t('overview.welcomeBack', {})).toBe(t('overview.welcomeBack', { lng: 'en-GB' }));
  });
});
