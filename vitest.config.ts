/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    // Integration tests start the built server (npm run build first).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    environment: 'node',
    globalSetup: ['tests/unit/support/global-setup.ts'],
    // Test files wait on their servers and databases as much as they compute: three at once on two cores
    // took 95 s where Vitest's default took 145 s.
    maxWorkers: Math.max(3, availableParallelism()),
    // Cheap password hashes, as on the end-to-end servers; tests/unit/security-password-cost.test.ts checks the real cost.
    env: { TEST_FAST_PASSWORD_HASH: '1' },
  },
});
