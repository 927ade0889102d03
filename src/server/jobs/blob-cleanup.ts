import { deleteBlob, deletePrefix } from '../storage';
import type { Db } from '../db';
import { enqueueJob } from './queue';
import { jobSettings } from './settings';
import type { JobDefinition } from './worker';

const TYPE = 'blobs.delete';

/** Deletes blobs in the background (after the rows that pointed at them are gone); retried on failure. */
export async function enqueueBlobCleanup(
  db: Db,
  target: { keys?: string[]; prefixes?: string[] },
  runAfter?: Date,
): Promise<number | null> {
  if (!target.keys?.length && !target.prefixes?.length) return null;
  return enqueueJob(db, TYPE, { keys: target.keys ?? [], prefixes: target.prefixes ?? [] }, runAfter ? { runAfter } : {});
}

/**
 * Queues, in the transaction that deletes the rows, a clean-up of their blobs that waits one job
 * lease: the caller deletes the blobs at once and then cancels it (`cancelQueuedJobs`); if the process
 * dies in between, the job removes what is left after the restart, so no blob is orphaned.
 */
export function scheduleBlobCleanup(db: Db, target: { keys?: string[]; prefixes?: string[] }): Promise<number | null> {
  return enqueueBlobCleanup(db, target, new Date(Date.now() + jobSettings.leaseMs));
}

async function cleanUpBlobs(payload: Record<string, unknown>) {
  const keys = Array.isArray(payload.keys) ? payload.keys.filter((k): k is string => typeof k === 'string') : [];
  const prefixes = Array.isArray(payload.prefixes)
    ? payload.prefixes.filter((k): k is string => typeof k === 'string' && k.length > 0)
    : [];
  for (const key of keys) await deleteBlob(key);
  for (const prefix of prefixes) await deletePrefix(prefix);
  return { keys: keys.length, prefixes: prefixes.length };
}

export const jobHandlers: JobDefinition[] = [{ type: TYPE, handle: cleanUpBlobs }];
