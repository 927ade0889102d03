import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import { LOCALES } from '@/domain/constants';
import { translator } from '@/i18n';

type Tree = { [key: string]: string | Tree };
const read = (locale: string): Tree => JSON.parse(fs.readFileSync(`locales/${locale}.json`, 'utf8'));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const reference = flatten(read('en-GB'));
const FULLY_TRANSLATED = ['en-GB', 'nl-NL', 'de-AT', 'fr-FR'];
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it.each(LOCALES)('%s has exactly the key set of en-GB', (locale) => {
    const keys = [...flatten(read(locale)).keys()].sort();
    expect(keys).toEqual([...reference.keys()].sort());
  });

  it.each(FULLY_TRANSLATED)('%s translates every key with the same placeholders', (locale) => {
    const messages = flatten(read(locale));
    for (const [key, english] of reference) {
      const text = messages.get(key)!;
      expect(text, `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
    }
  });

  it('falls back per key to en-GB where a locale has no translation yet', () => {
    const empty = [...flatten(read('sv-SE')).entries()].find(([, v]) => v === '');
    if (!empty) return expect(flatten(read('sv-SE')).size).toBe(reference.size);
    expect(translator('sv-SE')(empty[0])).toBe(reference.get(empty[0]));
  });

  it('translates by locale', () => {
    expect(translator('de-AT')('menu.orders')).toBe('Meine Bestellungen');
    expect(translator('nl-NL')('menu.orders')).toBe('Mijn bestellingen');
  });
});
