/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    // Integration tests start the built server (npm run build first).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    environment: 'node',
  },
});
