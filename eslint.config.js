// One linter for the whole project: type-aware TypeScript, React hooks, accessibility of JSX and
// Astro templates, and the import boundaries of docs/architecture.md. Formatting is Prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import astro from 'eslint-plugin-astro';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** Modules outside src/server that run on the server only are named `*.server.ts`. */
const SERVER_ONLY = {
  regex: '\\.server$',
  message: 'A *.server module runs on the server only: islands, stores and clients cannot import it.',
};

/** The photo library's client state is reached through its manager's public surface (docs/architecture.md §7). */
const LIBRARY_INTERNALS = {
  regex: '(^|/)library/(state|counts|selection|preview|month-pages)$',
  message: 'Reach the photo library through its manager: @/stores/library, or its lazy entry points @/stores/library/{scopes,walk,picker}.',
};

/** What each layer may not import (the architecture test shows each rule failing). */
const BOUNDARIES = [
  {
    files: ['src/domain/**'],
    patterns: [
      { regex: '^(@/(?!domain/)|\\.\\./\\.\\./)', message: 'src/domain is pure: it imports nothing of the project outside src/domain.' },
    ],
  },
  {
    files: ['src/islands/**'],
    patterns: [
      { regex: '^@/islands/', message: 'An island never imports another island; share state through src/stores.' },
      { regex: '^@/server/', message: 'Islands run in the browser: reach services through src/client.' },
      SERVER_ONLY,
      LIBRARY_INTERNALS,
    ],
  },
  {
    // The in-process client runs on the server only, beside the pages.
    files: ['src/stores/**', 'src/client/**'],
    ignores: ['src/client/*.server.ts'],
    patterns: [
      { regex: '^@/(server|islands)/', message: 'Stores and clients run in the browser: no server modules, no islands.' },
      SERVER_ONLY,
      LIBRARY_INTERNALS,
    ],
  },
  {
    files: ['src/pages/**', 'src/actions/**', 'src/components/**', 'src/layouts/**'],
    // The health check asks the database itself: it is the load balancer's probe, not a page.
    ignores: ['src/pages/api/health.ts'],
    patterns: [
      {
        // Service modules, the account flows behind the identity and customer services, accounts and sessions
        // (only the auth cookies and the viewer's type are a page's), and the database.
        regex: '^@/server/((services|lifecycle|db|runtime|identity)(/|$)|auth/(?!(cookies|viewer)$))',
        message: 'Pages and actions reach services only through the typed clients (apiFor in src/client/in-process.server.ts).',
      },
    ],
  },
];

/**
 * The few functions of src/islands and src/pages longer than max-lines-per-function allows, each with why
 * it stays whole.
 */
const LONG_FUNCTIONS = [
  {
    // One imperative state machine of the rail (thumb, drag, bubble, keys) over shared refs: the handlers
    // write the DOM directly so scrolling never renders; split, they would pass the same seven refs around.
    files: ['src/islands/photos/grid/Scrubber.tsx'],
  },
  {
    // The pinch, swipe, pan and double-tap of the preview share one closure of pointer state, rebound per
    // photo; hammerjs and pointer events feed the same handlers (./gesture-handlers).
    files: ['src/islands/photos/overlays/preview-gestures.ts'],
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.astro/**', 'src/env.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Untyped values (JSON.parse, exifr, Astro's action internals) are checked by zod or narrowed where
      // they are used; the no-unsafe family would only add casts.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The React Compiler's rules: the islands do not use the compiler, and they seed state from
    // stores in effects and read refs for gestures on purpose.
    files: ['**/*.{tsx,jsx}'],
    rules: { 'react-hooks/set-state-in-effect': 'off', 'react-hooks/refs': 'off' },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.configs.recommended,
  },
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    // Confirmation steps rendered by the server move focus to their first control on purpose (there is
    // no script to do it); the input rules refuse control characters, so their patterns name them.
    rules: { 'astro/jsx-a11y/no-autofocus': 'off', 'jsx-a11y-x/no-autofocus': 'off', 'no-control-regex': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', '**/*.astro'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read API answers as untyped JSON on purpose: what they assert is the value.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // @tus/server's hooks refuse an upload by throwing { status_code, body }, not an Error.
    files: ['src/server/services/upload/tus.ts'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    // No import cycles in the application: a cycle makes start-up order depend on who imports first.
    files: ['src/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Small modules (issue 44): a function of an island or a page past 80 lines, or a file past 300, is split
    // by what it does, one component or resource per file.
    files: ['src/islands/**/*.{ts,tsx}', 'src/pages/**/*.{ts,astro}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  ...LONG_FUNCTIONS.map(({ files }) => ({ files, rules: { 'max-lines-per-function': 'off' } })),
  ...BOUNDARIES.map(({ files, ignores = [], patterns }) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  prettier,
);
