import { deleteBlob, deletePrefix } from '../storage';
import type { Db } from '../db';
import { enqueueJob } from './queue';
import { registerJobHandler } from './worker';

const TYPE = 'blobs.delete';

/** Deletes blobs in the background (after the rows that pointed at them are gone); retried on failure. */
export async function enqueueBlobCleanup(db: Db, target: { keys?: string[]; prefixes?: string[] }): Promise<void> {
  if (!target.keys?.length && !target.prefixes?.length) return;
  await enqueueJob(db, TYPE, { keys: target.keys ?? [], prefixes: target.prefixes ?? [] });
}

registerJobHandler(TYPE, async (payload) => {
  const keys = Array.isArray(payload.keys) ? payload.keys.filter((k): k is string => typeof k === 'string') : [];
  const prefixes = Array.isArray(payload.prefixes) ? payload.prefixes.filter((k): k is string => typeof k === 'string' && k.length > 0) : [];
  for (const key of keys) await deleteBlob(key);
  for (const prefix of prefixes) await deletePrefix(prefix);
  return { keys: keys.length, prefixes: prefixes.length };
});
