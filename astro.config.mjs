import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { INLINE_SCRIPT_HASHES } from './src/server/inline-scripts.ts';
import { MAX_UPLOAD_BYTES } from './src/server/images/limits.ts';

/**
 * Emits src/server/main.ts (the runtime with its start-up work) as dist/server/runtime.mjs inside the
 * same SSR build, so server.mjs shares one module graph (database, push hub, jobs) with the pages.
 */
/**
 * The small modules that several islands load at once go into one chunk: each file on the wire costs its
 * response headers (about 0.3 KB, as much as many of these modules), and one file compresses better than
 * twenty. Modules loaded on demand keep their own chunks.
 */
function islandsCommonChunk() {
  return {
    name: 'photo-account:islands-common-chunk',
    configEnvironment(name) {
      if (name !== 'client') return;
      const common = { name: 'islands-common', tags: ['$initial'], minShareCount: 2, maxModuleSize: 6000 };
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [common] } } } } };
    },
  };
}

/** `client:afterload` (src/islands/hydrate-after-load.ts): the photo pages' islands hydrate after the load event. */
const afterLoadDirective = {
  name: 'photo-account:client-afterload',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'afterload', entrypoint: './src/islands/hydrate-after-load.ts' }),
  },
};

/**
 * Astro loads a page's module with `import()` on every request; a loaded module is kept, but each call still
 * resolves its specifier (about 1 % of the overview's server CPU). The build's page map hands out the first
 * load's promise instead. Dev keeps Astro's own, which reloads edited pages.
 */
function pageModulesLoadedOnce() {
  return {
    name: 'photo-account:page-modules-loaded-once',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform: {
      filter: { id: /^\0virtual:astro:pages$/ },
      handler: (code) =>
        `${code}\nfor (const [component, load] of pageMap) { let loaded; pageMap.set(component, () => (loaded ??= load())); }\n`,
    },
  };
}

function runtimeEntry() {
  return {
    name: 'photo-account:runtime-entry',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      if (this.environment?.mode !== 'build') return;
      this.emitFile({ type: 'chunk', id: '/src/server/main.ts', fileName: 'runtime.mjs' });
    },
  };
}

/**
 * src/server/db/pglite-worker.mjs runs as it is written (a worker thread is started from its file): the build
 * copies it next to the chunk that starts it, where that chunk's `new URL('./pglite-worker.mjs', import.meta.url)` looks.
 */
function pgliteWorkerFile() {
  const name = 'pglite-worker.mjs';
  return {
    name: 'photo-account:pglite-worker-file',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    generateBundle(_options, bundle) {
      const source = fs.readFileSync(new URL(`./src/server/db/${name}`, import.meta.url), 'utf8');
      const folders = Object.values(bundle)
        .filter((file) => file.type === 'chunk' && file.code.includes(name))
        .map((chunk) => path.posix.dirname(chunk.fileName));
      for (const folder of new Set(folders)) this.emitFile({ type: 'asset', fileName: path.posix.join(folder, name), source });
    },
  };
}

export default defineConfig({
  output: 'server',
  // Separate build folders let several builds (or test runs) live side by side.
  outDir: process.env.OUT_DIR ?? './dist',
  // scripts/server.mjs owns the HTTP server (client files from memory, WebSockets, body limits); a page is
  // rendered whole, then compressed once, instead of streamed in many small chunks.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true, bodySizeLimit: MAX_UPLOAD_BYTES + 1024 * 1024 }),
  integrations: [react({ experimentalDisableStreaming: true }), afterLoadDirective],
  security: {
    // src/server/http/origin-check.ts makes the same check in the middleware, with the services' CORS_ORIGINS.
    checkOrigin: false,
    // Scripts only by hash (Astro adds one per script it renders, our inline scripts are listed once
    // here at build time); style attributes stay allowed for server-rendered layout boxes.
    csp: { scriptDirective: { hashes: INLINE_SCRIPT_HASHES }, styleDirective: { resources: ["'self'", "'unsafe-inline'"] } },
  },
  server: { port: 4321, host: true },
  vite: {
    plugins: [tailwindcss(), runtimeEntry(), pgliteWorkerFile(), islandsCommonChunk(), pageModulesLoadedOnce()],
    ssr: { external: ['sharp', '@electric-sql/pglite', 'pg', 'heic-decode', 'pino'] },
  },
});
