/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    // Integration tests start the built server (npm run build first).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    environment: 'node',
    // Cheap password hashes, as on the end-to-end servers; tests/unit/security-password-cost.test.ts checks the real cost.
    env: { TEST_FAST_PASSWORD_HASH: '1' },
  },
});
