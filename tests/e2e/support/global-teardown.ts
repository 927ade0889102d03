import fs from 'node:fs';
import { TEST_DATA_DIR } from './server-env';

/** Removes the run's data folder (database, blobs, mail) once every test is done. */
export default function globalTeardown(): void {
  fs.rmSync(TEST_DATA_DIR, { recursive: true, force: true });
}
