// The end-to-end specs on PostgreSQL with blobs in S3: a one-node Ceph RADOS Gateway (scripts/radosgw.sh) and a
// bucket of this run. Every server of the run must write nothing under DATA_DIR/blobs or DATA_DIR/upload-staging
// (tests/e2e/support/s3-run.ts fails the run otherwise). `npm test` (scripts/test.mjs) runs its whole pass on
// PostgreSQL this way where radosgw is installed. Run alone after `npm run build`:
// `npx node scripts/test-s3.mjs [playwright arguments]`, by default the specs that touch blobs (S3_SPECS).
// Needs Debian's ceph-mon ceph-mgr ceph-osd radosgw ceph-common.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { radosgwInstalled, startRadosgw } from '../tests/support/radosgw.mjs';
import { withTestDatabase } from './test-database.mjs';

/**
 * What the pass runs: the photo specs (uploads, thumbnails, preview, zips, trash), the data export's, the
 * account deletion's, and the specs of instances that share only PostgreSQL and the bucket (scale-out,
 * split deployment, an upload finished on another instance after kill -9).
 */
export const S3_SPECS = [
  'tests/e2e/photos',
  'tests/e2e/account/data-export.spec.ts',
  'tests/e2e/account/lifecycle-deletion.spec.ts',
  'tests/e2e/platform/scale-out.spec.ts',
  'tests/e2e/platform/split-deployment.spec.ts',
  'tests/e2e/platform/upload-across-instances.spec.ts',
];

/**
 * Runs Playwright on PostgreSQL + S3 with `args` (S3_SPECS when none) and the storage run's settings; answers
 * its exit status. `env` adds to the servers' environment (a JSON report, contract coverage).
 */
export async function runOnS3({ args = S3_SPECS, env = {} } = {}) {
  if (!radosgwInstalled()) {
    console.error('radosgw is not installed: apt-get install ceph-mon ceph-mgr ceph-osd radosgw ceph-common');
    return 1;
  }
  const cluster = await startRadosgw({ dir: path.join(os.tmpdir(), `radosgw-e2e-${process.pid}`), bucket: 'photos' }).catch((error) =>
    console.error(`radosgw did not start: ${error.message}`),
  );
  if (!cluster) return 1;
  try {
    return await withTestDatabase('photo_account_s3', (databaseUrl) => {
      const result = spawnSync(path.resolve('node_modules/.bin/playwright'), ['test', '--grep-invert', '@presentation', ...args], {
        stdio: 'inherit',
        env: { ...process.env, ...cluster.env, DATABASE_URL: databaseUrl, E2E_STORAGE_RUN: '1', ...env },
      });
      return result.status ?? 1;
    });
  } finally {
    cluster.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exit(await runOnS3(process.argv.length > 2 ? { args: process.argv.slice(2) } : {}));
