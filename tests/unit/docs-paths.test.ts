import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Every repository path the documentation names exists: paths in code (`src/…`, `scripts/…`, `tests/…`,
 * `docs/…`, `locales/…`, `public/…`) from the repository's root, and link targets from the linking file.
 * `<name>` and `*` in a path stand for any one name and must match something; a module named without its
 * extension (`src/server/runtime`) is found as an import would find it.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file)),
];

const CODE = /```[\s\S]*?```|`[^`\n]+`/g;
const REPO_PATH = /(?<![\w./<>-])(?:src|scripts|tests|docs|locales|public)\/[\w.@[\]<>*/-]*/g;
const LINK = /\]\(([^)\s]+)\)/g;
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.astro'];

/** Whether a path exists, `<name>` and `*` segments matching any entry of their folder. */
function exists(relative: string): boolean {
  const segments = relative.split('/').filter(Boolean);
  const walk = (dir: string, rest: string[]): boolean => {
    if (rest.length === 0) return true;
    const [segment, ...tail] = rest;
    if (tail.length === 0 && MODULE_EXTENSIONS.some((ext) => fs.existsSync(path.join(dir, segment + ext)))) return true;
    if (!/[<*]/.test(segment)) return fs.existsSync(path.join(dir, segment)) && walk(path.join(dir, segment), tail);
    const pattern = new RegExp(`^${segment.replace(/[.[\]]/g, '\\$&').replace(/<[^>]+>|\*/g, '[^/]+')}$`);
    if (!fs.statSync(dir).isDirectory()) return false;
    return fs.readdirSync(dir).some((entry) => pattern.test(entry) && walk(path.join(dir, entry), tail));
  };
  return walk(ROOT, segments);
}

const read = (doc: string) => fs.readFileSync(path.join(ROOT, doc), 'utf8');
const pathsNamed = (doc: string) => [...read(doc).matchAll(CODE)].flatMap(([code]) => code.match(REPO_PATH) ?? []);
const linksOf = (doc: string) => [...read(doc).replace(CODE, '').matchAll(LINK)].map(([, target]) => target);
const isExternal = (target: string) => /^[a-z][a-z+.-]*:/i.test(target);

describe('the documentation names only paths that exist', () => {
  test.each(DOCS)('%s: repository paths in code', (doc) => {
    expect(pathsNamed(doc).filter((named) => !exists(named))).toEqual([]);
  });

  test.each(DOCS)('%s: link targets', (doc) => {
    const missing = linksOf(doc)
      .filter((target) => !isExternal(target) && !target.startsWith('#'))
      .map((target) => path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, doc)), target.split('#')[0])))
      .filter((target) => target.startsWith('..') || !exists(target));
    expect(missing).toEqual([]);
  });

  test('the README links only inside the repository', () => {
    expect(linksOf('README.md').filter(isExternal)).toEqual([]);
  });

  test('the check sees what it checks', () => {
    expect(pathsNamed('README.md')).toContain('src/stores/library/counts.ts');
    expect(linksOf('README.md')).toContain('docs/architecture.md');
    expect(exists('src/server/services/<name>/routes.ts')).toBe(true);
    expect(exists('src/server/services/<name>/nothing.ts')).toBe(false);
    expect(exists('src/server/runtime')).toBe(true);
    expect(exists('scripts/compressed-assets.mjs')).toBe(false);
  });
});
