import fs from 'node:fs';
import { TEST_DATA_DIR, CONTRACT_LOG } from './server-env';
import { contractProblems } from '../../support/contract.mjs';

/**
 * Fails the run on any service answer that broke its published contract and, for a whole-suite run
 * (CONTRACT_COVERAGE=1, set by `npm test`), on any route no test exercised. Then removes the run's
 * data folder (database, blobs, mail).
 */
export default function globalTeardown(): void {
  const problems: string[] = contractProblems(CONTRACT_LOG, { coverage: process.env.CONTRACT_COVERAGE === '1' });
  fs.rmSync(TEST_DATA_DIR, { recursive: true, force: true });
  if (problems.length) throw new Error(`The services broke their contract (GET /api/openapi.json):\n${problems.join('\n')}`);
}
