import { describe, it, expect } from 'vitest';
import { keepQuery } from '@/domain/query-string';
import { withEmbedParams } from '@/domain/embed';

describe('keepQuery, the one way links keep the query string', () => {
  it('keeps the whole query string, the link’s own parameters winning', () => {
    expect(keepQuery('/my-photos/albums', '?stripped=true&sort=asc')).toBe('/my-photos/albums?stripped=true&sort=asc');
    expect(keepQuery('/my-photos/photos?sort=desc#top', '?sort=asc&stripped=true')).toBe('/my-photos/photos?sort=desc&stripped=true#top');
    expect(keepQuery('/my-photos/photos', '')).toBe('/my-photos/photos');
  });

  it('keeps only the named parameters when asked, and leaves outside links alone', () => {
    expect(keepQuery('/orders', '?stripped=true&page=3', ['stripped', 'hideHeaderNav'])).toBe('/orders?stripped=true');
    expect(keepQuery('https://shop.example/', '?stripped=true')).toBe('https://shop.example/');
    expect(withEmbedParams('/orders', new URL('http://x/?page=2&hideHeaderNav=true'))).toBe('/orders?hideHeaderNav=true');
  });
});
