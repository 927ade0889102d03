import fs from 'node:fs';
import { TEST_DATA_DIR, CONTRACT_LOG } from './server-env';
import { contractProblems } from '../../support/contract.mjs';
import { localBlobFiles } from './s3-run';

/**
 * Fails the run on any service answer that broke its published contract and, for a whole-suite run
 * (CONTRACT_COVERAGE=1, set by `npm test`), on any route no test exercised. Then removes the run's
 * data folder (database, blobs, mail). With S3 configured, fails on any file the suite's server wrote
 * under DATA_DIR/blobs or DATA_DIR/upload-staging.
 */
export default function globalTeardown(): void {
  const problems: string[] = contractProblems(CONTRACT_LOG, { coverage: process.env.CONTRACT_COVERAGE === '1' });
  const local = localBlobFiles(TEST_DATA_DIR);
  if (local.length) problems.push(`With S3 configured, blobs were written in the data folder: ${local.slice(0, 10).join(', ')}`);
  fs.rmSync(TEST_DATA_DIR, { recursive: true, force: true });
  if (problems.length) throw new Error(`The run failed its final checks (contract: GET /api/openapi.json):\n${problems.join('\n')}`);
}
