import os from 'node:os';
import path from 'node:path';

export const TEST_PORT = Number(process.env.TEST_PORT ?? 4399);

/**
 * Ports of the servers some specs start of their own: one each, so specs that run at the same time never
 * answer each other's requests, and below the ephemeral range (32768 and up) that outgoing connections take.
 */
export const OWN_PORTS = {
  largeLibrary: TEST_PORT + 1000,
  uploadRestart: TEST_PORT + 1001,
  faults: TEST_PORT + 1002,
  scaleOut: [TEST_PORT + 1003, TEST_PORT + 1004],
  splitDeployment: [TEST_PORT + 1005, TEST_PORT + 1006],
  accountLimits: TEST_PORT + 1007,
  databaseGone: TEST_PORT + 1008,
  pushSignOut: [TEST_PORT + 1009, TEST_PORT + 1010],
  races: [TEST_PORT + 1011, TEST_PORT + 1012],
  uploadAcrossInstances: [TEST_PORT + 1013, TEST_PORT + 1014],
  dayGroups: TEST_PORT + 1015,
  favourites: TEST_PORT + 1016,
  favouritesPhone: TEST_PORT + 1017,
} as const;

// Workers load this config too: the run id is fixed by the main process and inherited, so all agree.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;
/** The run's start: every server of the run seeds its demo after it. */
process.env.E2E_RUN_STARTED_AT ??= String(Date.now());

/** A fresh data folder per run; DATABASE_URL (if set) selects PostgreSQL instead of PGlite. */
export const TEST_DATA_DIR = path.join(os.tmpdir(), `photo-account-e2e-${process.env.E2E_RUN_ID}`);

/** Where every server of the run (the suite's and the specs' own) records its answers against the contract. */
export const CONTRACT_LOG = path.join(TEST_DATA_DIR, 'contract.jsonl');
process.env.CONTRACT_LOG = CONTRACT_LOG;

/** A photo storage quota the tests can fill with unfinished uploads (each holds its declared size). */
export const STORAGE_QUOTA_FOR_TESTS = 1024 ** 3;

export function serverEnv(): Record<string, string> {
  const env: Record<string, string> = {
    PORT: String(TEST_PORT),
    HOST: '::',
    DATA_DIR: TEST_DATA_DIR,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ASTRO_NODE_LOGGING: 'disabled',
    OUT_DIR: process.env.OUT_DIR ?? 'dist',
    CONTRACT_LOG,
    // The pseudo-locale en-XA on xa.localhost, for the layout tests.
    PSEUDO_LOCALE: '1',
    // The suite creates hundreds of accounts from one address.
    SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
    // Cheap password hashes: the production cost (tests/unit/security-password-cost.test.ts) would add minutes to the suite.
    TEST_FAST_PASSWORD_HASH: '1',
    STORAGE_QUOTA_BYTES: String(STORAGE_QUOTA_FOR_TESTS),
  };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  // The pass on S3 (scripts/test-s3.mjs): the bucket and its service.
  for (const [key, value] of Object.entries(process.env)) if (key.startsWith('S3_') && value) env[key] = value;
  return env;
}
