import { env } from '../env';

/** Timings of background work, from the environment (tests shorten them). */
export const jobSettings = {
  /** How long a claimed job stays locked without a heartbeat before another worker may take it. */
  leaseMs: env.JOB_LEASE_MS,
  /** Poll interval: catches delayed retries and notifications missed while disconnected. */
  pollMs: env.JOB_POLL_MS,
  /** Jobs run at once by one process. */
  concurrency: env.JOB_CONCURRENCY,
  /** Periodic clean-up interval. */
  cleanupEveryMs: env.CLEANUP_EVERY_MS,
  /** How often blobs and rows are compared, and how old a blob without a row must be to be removed. */
  orphanScanEveryMs: env.BLOB_ORPHAN_SCAN_EVERY_MS,
  orphanGraceMs: env.BLOB_ORPHAN_GRACE_MS,
  /** Finished jobs are kept this long for inspection. */
  keepFinishedMs: env.JOB_KEEP_FINISHED_MS,
};
