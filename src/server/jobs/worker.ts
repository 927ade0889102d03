import type { Database, Db } from '../db';
import { reporter } from '../reporter';
import { jobSettings } from './settings';
import { claimJob, completeJob, enqueueJob, failJob, JOBS_CHANNEL, pruneFinishedJobs, renewLease, type ClaimedJob } from './queue';

export interface JobContext {
  db: Db;
  job: ClaimedJob;
  /** Aborted when the worker stops or loses the job's lease; long handlers should check it. */
  signal: AbortSignal;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<unknown>;

/** A failure that retrying cannot fix (bad payload, missing data): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * A kind of job and the code that runs it. A module defines its jobs by exporting them as `jobHandlers`;
 * src/server/jobs/handlers.ts finds and registers every such export before the worker starts.
 */
export interface JobDefinition {
  type: string;
  handle: JobHandler;
  /** A periodic job is enqueued again after each run, this often (one open at a time across all instances). */
  everyMs?: number;
}

const handlers = new Map<string, JobHandler>();
const periodic: { type: string; everyMs: number }[] = [];

export function registerJobs(definitions: readonly JobDefinition[]): void {
  for (const { type, handle, everyMs } of definitions) {
    handlers.set(type, handle);
    if (everyMs !== undefined) periodic.push({ type, everyMs });
  }
}

/** The job types this process runs. */
export const registeredJobTypes = (): string[] => [...handlers.keys()];

export const jobHandlers: JobDefinition[] = [
  {
    type: 'jobs.prune',
    everyMs: 3_600_000,
    handle: async (_payload, { db }) => ({ removed: await pruneFinishedJobs(db, jobSettings.keepFinishedMs) }),
  },
];

async function schedulePeriodic(db: Db): Promise<void> {
  for (const { type, everyMs } of periodic) {
    await enqueueJob(db, type, {}, { singletonKey: `periodic:${type}`, runAfter: new Date(Date.now() + everyMs), maxAttempts: 1 });
  }
}

async function runOne(db: Db, job: ClaimedJob, stopping: AbortSignal): Promise<void> {
  const handler = handlers.get(job.type);
  const log = reporter.child({ job: job.id, type: job.type, attempt: job.attempts });
  if (!handler) return;
  if (job.attempts > job.maxAttempts) {
    await failJob(db, job, 'too many attempts (the worker stopped while running it)', true);
    return;
  }
  const lost = new AbortController();
  const signal = AbortSignal.any([lost.signal, stopping]);
  const heartbeat = setInterval(
    () => {
      renewLease(db, job, jobSettings.leaseMs).then(
        (held) => {
          if (!held) lost.abort(new Error('lease lost'));
        },
        () => {},
      );
    },
    Math.max(250, Math.floor(jobSettings.leaseMs / 3)),
  );
  const started = Date.now();
  try {
    const result = await handler(job.payload, { db, job, signal });
    if (await completeJob(db, job, result)) log.debug({ ms: Date.now() - started }, 'job done');
    else log.warn('job finished after losing its claim; result discarded');
  } catch (error) {
    if (stopping.aborted) return; // the lease runs out and another worker takes it
    const message = error instanceof Error ? error.message : String(error);
    const outcome = await failJob(db, job, message, error instanceof PermanentJobError).catch(() => 'unknown');
    log.warn({ err: error, outcome }, 'job failed');
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * Starts the job loops of this process: `concurrency` slots that claim due jobs, woken by a
 * NOTIFY on the jobs channel and by a poll. Answers a stop function that lets running jobs end.
 */
export async function startWorker(database: Database): Promise<() => Promise<void>> {
  const db = database.db;
  const stopping = new AbortController();
  let wakers: (() => void)[] = [];
  const wake = () => {
    const current = wakers;
    wakers = [];
    for (const w of current) w();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      wakers.push(done);
    });

  const unlisten = await database.listen(JOBS_CHANNEL, wake).catch((error) => {
    reporter.warn({ err: error }, 'job notifications unavailable; polling only');
    return async () => {};
  });
  const poll = setInterval(wake, jobSettings.pollMs);
  const scheduler = setInterval(
    () => {
      schedulePeriodic(db).catch(() => {});
    },
    Math.min(jobSettings.cleanupEveryMs, 60_000),
  );
  await schedulePeriodic(db).catch((error) => reporter.warn({ err: error }, 'could not schedule periodic jobs'));

  const loop = async () => {
    while (!stopping.signal.aborted) {
      let job: ClaimedJob | null = null;
      try {
        job = await claimJob(db, [...handlers.keys()], jobSettings.leaseMs);
      } catch (error) {
        if (!stopping.signal.aborted) reporter.warn({ err: error }, 'could not claim a job');
      }
      if (job) await runOne(db, job, stopping.signal);
      else await sleep(jobSettings.pollMs);
    }
  };
  const loops = Array.from({ length: jobSettings.concurrency }, () => loop());

  return async () => {
    stopping.abort();
    clearInterval(poll);
    clearInterval(scheduler);
    wake();
    await Promise.race([Promise.allSettled(loops), new Promise((r) => setTimeout(r, 5000))]);
    await unlisten().catch(() => {});
  };
}
