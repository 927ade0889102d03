import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { TEST_PORT, serverEnv } from './tests/e2e/support/server-env';
import { BROWSER_ONLY_SPECS } from './tests/e2e/support/tags';

/**
 * Debian's chromium-headless-shell is Chromium without its window layer, the build Playwright itself runs
 * headless: the suite takes about half the CPU it takes in the full browser. The full one when it is missing.
 */
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));

/** The run on PostgreSQL of `npm test` leaves out what only the browser does (tests/e2e/support/tags.ts). */
const storageRun = process.env.E2E_STORAGE_RUN === '1';

/** End-to-end tests against the built server (npm run build first), on PGlite or on DATABASE_URL. */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${TEST_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/\.mobile\.spec\.ts$/, ...(storageRun ? BROWSER_ONLY_SPECS : [])],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /\.mobile\.spec\.ts$/,
      testIgnore: storageRun ? BROWSER_ONLY_SPECS : [],
    },
  ],
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  webServer: {
    // The project's pinned Node 24, also when Playwright itself was started by another Node.
    command: 'node_modules/.bin/node scripts/server.mjs',
    url: `http://localhost:${TEST_PORT}/api/health`,
    env: serverEnv(),
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: process.env.E2E_SERVER_LOGS ? 'pipe' : 'ignore',
    stderr: 'pipe',
  },
});
