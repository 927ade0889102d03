import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildIsStale, builtEntry } from '../../scripts/build-freshness.mjs';

/** A project folder whose files all carry chosen times, so the test never depends on the clock or the disk's resolution. */
let root: string;
const BUILT_AT = new Date('2026-01-10T12:00:00Z');
const BEFORE = new Date('2026-01-10T11:00:00Z');
const AFTER = new Date('2026-01-10T13:00:00Z');
const sources = ['src', 'locales', 'astro.config.mjs'];

function write(file: string, at: Date) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, 'x');
  fs.utimesSync(full, at, at);
}
/** Sets a folder's own time (writing into it changed it). */
const touchDir = (dir: string, at: Date) => fs.utimesSync(path.join(root, dir), at, at);
const stale = () => buildIsStale({ root, outDir: 'dist', sources });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-build-'));
  write('src/pages/index.astro', BEFORE);
  write('locales/en-GB.json', BEFORE);
  write('astro.config.mjs', BEFORE);
  for (const dir of ['src/pages', 'src', 'locales']) touchDir(dir, BEFORE);
  write(path.relative(root, builtEntry(path.join(root, 'dist'))), BUILT_AT);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start builds only when the build is older than its sources', () => {
  test('a build newer than every source is kept', () => {
    expect(stale()).toBe(false);
  });

  test('no build at all is built', () => {
    fs.rmSync(path.join(root, 'dist'), { recursive: true });
    expect(stale()).toBe(true);
  });

  test('a source file changed deep in a folder after the build calls for a build', () => {
    write('src/pages/index.astro', AFTER);
    touchDir('src/pages', BEFORE);
    expect(stale()).toBe(true);
  });

  test('a changed top-level file (the Astro config) calls for a build', () => {
    write('astro.config.mjs', AFTER);
    expect(stale()).toBe(true);
  });

  test('a source file removed after the build calls for a build (its folder changed)', () => {
    fs.rmSync(path.join(root, 'locales/en-GB.json'));
    touchDir('locales', AFTER);
    expect(stale()).toBe(true);
  });

  test('a source that does not exist is no reason to build', () => {
    expect(buildIsStale({ root, outDir: 'dist', sources: [...sources, 'public'] })).toBe(false);
  });
});
