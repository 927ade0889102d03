import { describe, expect, it } from 'vitest';
import { pseudoLocalize, pseudoMessages } from '@/i18n/pseudo';
import { placeholders, readLocale } from '../support/locale-files';

const english = readLocale('en-GB');
const withoutPlaceholders = (text: string) => text.replace(/{{[^}]*}}/g, '');

describe('pseudo-locale en-XA', () => {
  it('keeps every placeholder of every en-GB text, verbatim', () => {
    for (const [key, text] of english) {
      const pseudo = pseudoLocalize(text);
      expect(placeholders(pseudo), key).toEqual(placeholders(text));
      for (const placeholder of text.match(/{{[^}]*}}/g) ?? []) expect(pseudo, key).toContain(placeholder);
    }
  });

  it('makes text about 40 % longer', () => {
    const source = [...english.values()].map(withoutPlaceholders).join('');
    const pseudo = [...english.values()].map((t) => withoutPlaceholders(pseudoLocalize(t))).join('');
    const ratio = pseudo.length / source.length;
    expect(ratio).toBeGreaterThan(1.35);
    expect(ratio).toBeLessThan(1.5);
    expect(withoutPlaceholders(pseudoLocalize('Download the invoice of this order')).length).toBeGreaterThanOrEqual(Math.round(34 * 1.35));
  });

  it('accents every Latin letter, so an English string left in the page stands out', () => {
    expect(pseudoLocalize('Delete {{count}} photos')).toMatch(/^⟦Ðéļéţé {{count}} þĥöţöš .+⟧$/);
    expect(pseudoLocalize('Orders')).not.toMatch(/[A-Za-z]/);
    expect(pseudoLocalize('')).toBe('');
  });

  it('has exactly the keys of en-GB', () => {
    const tree = JSON.parse(JSON.stringify(pseudoMessages({ a: 'One', b: { c: 'Two {{n}}' } })));
    expect(Object.keys(tree)).toEqual(['a', 'b']);
    expect(tree.b.c).toContain('{{n}}');
  });
});
