import {
  DELETE_FAILED_ERROR,
  DELETE_MAX_RETRIES,
  DELETE_RETRY_CHUNK_SIZE,
  PHOTO_ID_CHUNK_SIZE,
  RETRIES_EXCEEDED_ERROR,
} from '@/domain/constants';
import { chunk } from '@/domain/photos/chunk';

/** A delete call whose answer lists failed ids (spec §8: a non-empty failed list is a failure). */
export class DeleteFailedError extends Error {
  constructor(readonly failed: string[]) {
    super(DELETE_FAILED_ERROR);
    this.name = 'DeleteFailedError';
  }
}

/** Thrown when failed ids stay failed after every retry (spec §8); the last failure is its cause. */
export class RetriesExceededError extends Error {
  constructor(
    readonly failed: string[],
    cause: unknown,
  ) {
    super(RETRIES_EXCEEDED_ERROR, { cause });
    this.name = 'RetriesExceededError';
  }
}

/**
 * Sends ids in batches; the ids of a batch that fails (all of them, or those a DeleteFailedError
 * names) are retried in smaller batches up to DELETE_MAX_RETRIES times. Returns nothing on success,
 * throws RetriesExceededError with the ids that never went through.
 */
export async function inBatchesWithRetries(ids: readonly string[], send: (batch: string[]) => Promise<void>): Promise<void> {
  let pending = [...ids];
  let size = PHOTO_ID_CHUNK_SIZE;
  let lastError: unknown;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > DELETE_MAX_RETRIES) throw new RetriesExceededError(pending, lastError);
    const failed: string[] = [];
    for (const batch of chunk(pending, size)) {
      try {
        await send(batch);
      } catch (error) {
        lastError = error;
        failed.push(...(error instanceof DeleteFailedError ? error.failed : batch));
      }
    }
    pending = failed;
    size = DELETE_RETRY_CHUNK_SIZE;
  }
}
