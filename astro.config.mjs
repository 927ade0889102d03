import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Emits src/server/runtime.ts as dist/server/runtime.mjs inside the same SSR build,
 * so server.mjs shares one module graph (database, push hub, jobs) with the pages.
 */
function runtimeEntry() {
  return {
    name: 'photo-account:runtime-entry',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      if (this.environment?.mode !== 'build') return;
      this.emitFile({ type: 'chunk', id: '/src/server/runtime.ts', fileName: 'runtime.mjs' });
    },
  };
}

export default defineConfig({
  output: 'server',
  // Separate build folders let several builds (or test runs) live side by side.
  outDir: process.env.OUT_DIR ?? './dist',
  // scripts/server.mjs owns the HTTP server (client files from memory, WebSockets); a page is rendered
  // whole, then compressed once, instead of streamed in many small chunks.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [react()],
  security: {
    checkOrigin: true,
    // Scripts only by hash (Astro adds one per script it renders); style attributes stay allowed for
    // server-rendered layout boxes (aspect ratios, virtualised heights).
    csp: { styleDirective: { resources: ["'self'", "'unsafe-inline'"] } },
  },
  server: { port: 4321, host: true },
  vite: {
    plugins: [tailwindcss(), runtimeEntry()],
    ssr: { external: ['sharp', '@electric-sql/pglite', 'pg', 'heic-decode', 'pino'] },
  },
});
