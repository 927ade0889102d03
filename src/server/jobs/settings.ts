/** Timings of background work, from the environment (tests shorten them). */
const num = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const jobSettings = {
  /** How long a claimed job stays locked without a heartbeat before another worker may take it. */
  leaseMs: num('JOB_LEASE_MS', 60_000),
  /** Poll interval: catches delayed retries and notifications missed while disconnected. */
  pollMs: num('JOB_POLL_MS', 2_000),
  /** Jobs run at once by one process. */
  concurrency: num('JOB_CONCURRENCY', 2),
  /** Periodic clean-up interval. */
  cleanupEveryMs: num('CLEANUP_EVERY_MS', 10 * 60_000),
  /** Finished jobs are kept this long for inspection. */
  keepFinishedMs: num('JOB_KEEP_FINISHED_MS', 7 * 86_400_000),
};
