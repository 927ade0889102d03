import { describe, it, expect } from 'vitest';
import { runQuery } from '@/server/services/merchandise/graphql';
import { buildSchema, parse } from 'graphql';
import { complexityErrors, MAX_QUERY_ALIASES, MAX_QUERY_DEPTH } from '@/server/services/merchandise/limits';

const everything =
  'ID ShopUrl Locale Currency { ID } Vendor { ID } Articles { ID ArticleType Title PageHeight PageWidth Visible Links { Href Rel } Extras { Type Options { ID Title } } }';

describe('merchandise queries', () => {
  it('answer the whole catalogue of every channel in one query', async () => {
    const result = await runQuery(`{ channels { ${everything} } }`);
    expect(result.errors).toBeUndefined();
    expect((result.data as { channels: unknown[] }).channels).toHaveLength(11);
  });

  it('refuse many aliased copies of the catalogue before running them', async () => {
    const copies = Array.from({ length: 496 }, (_, i) => `c${i}: channels { Articles { ID Title } }`).join(' ');
    const result = await runQuery(`{ ${copies} }`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toBe(`The query has too many aliases (at most ${MAX_QUERY_ALIASES})`);
  });

  it('refuse a few copies of everything by their cost', async () => {
    const result = await runQuery(`{ a: channels { ${everything} } b: channels { ${everything} } c: channels { ${everything} } }`);
    expect(result.errors?.[0]?.message).toMatch(/asks for too much at once/);
  });

  it('refuse fragments that spread each other to multiply the answer, quickly', async () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Channel { ...F${i + 1} ...F${i + 1} }`).join(' ');
    const started = Date.now();
    const result = await runQuery(`{ channels { ...F0 } } ${fragments} fragment F${levels} on Channel { ID }`);
    expect(result.errors?.[0]?.message).toMatch(/asks for too much at once/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuse a query nested too deeply', () => {
    const tree = buildSchema('type Node { id: ID, child: Node } type Query { root: Node }');
    const nested = (levels: number) => parse(`{ root { ${'child { '.repeat(levels)}id${' }'.repeat(levels)} } }`);
    expect(complexityErrors(tree, nested(MAX_QUERY_DEPTH - 2), undefined, {})).toEqual([]);
    expect(complexityErrors(tree, nested(MAX_QUERY_DEPTH), undefined, {})[0]?.message).toBe(
      `The query is nested too deeply (at most ${MAX_QUERY_DEPTH} levels)`,
    );
  });
});
