// Whether the build in OUT_DIR is older than what it is built from (`npm start` builds only then).
import fs from 'node:fs';
import path from 'node:path';

/** What the build is made of: a change to any of them (a file or folder written, added or removed) calls for a build. */
export const BUILD_SOURCES = ['src', 'locales', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** The file every build writes last-but-not-least: the server's entry (`scripts/server.mjs` starts it). */
export const builtEntry = (outDir) => path.join(outDir, 'server', 'entry.mjs');

/** The latest modification time under `file` (itself included; a folder's time changes when an entry is added or removed). */
function newestTime(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(file).reduce((newest, name) => Math.max(newest, newestTime(path.join(file, name))), stat.mtimeMs);
}

/** True when there is no build in `outDir` or one of the sources under `root` changed after it was made. */
export function buildIsStale({ root = '.', outDir, sources = BUILD_SOURCES }) {
  const built = fs.statSync(builtEntry(path.resolve(root, outDir)), { throwIfNoEntry: false });
  if (!built) return true;
  return sources.some((source) => newestTime(path.resolve(root, source)) > built.mtimeMs);
}
