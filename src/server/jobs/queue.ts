import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';

export const JOBS_CHANNEL = 'jobs';

export interface EnqueueOptions {
  /** Not before this moment (default now). */
  runAfter?: Date;
  maxAttempts?: number;
  /** At most one open (queued or running) job per key; a second enqueue is a no-op. */
  singletonKey?: string;
}

/**
 * Adds a job. Inside a transaction the job and its wake-up notification become visible
 * together at commit. Answers the job id, or null when a singleton of that key is open.
 */
export async function enqueueJob(
  db: Db,
  type: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<number | null> {
  const runAfter = options.runAfter ? sql`${options.runAfter.toISOString()}::timestamptz` : sql`now()`;
  const insert = sql`INSERT INTO jobs (type, payload, max_attempts, run_after, singleton_key)
    VALUES (${type}, ${JSON.stringify(payload)}::jsonb, ${options.maxAttempts ?? 5}, ${runAfter}, ${options.singletonKey ?? null})`;
  const conflict = options.singletonKey
    ? sql` ON CONFLICT (singleton_key) WHERE singleton_key IS NOT NULL AND state IN ('queued', 'running') DO NOTHING`
    : sql``;
  const result = await db.execute<{ id: string | number }>(sql`${insert}${conflict} RETURNING id`);
  const row = result.rows[0];
  if (!row) return null;
  await db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${type})`);
  return Number(row.id);
}

export interface ClaimedJob {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  claimToken: string;
}

function inList(values: string[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

/**
 * Claims the next due job of the given types: a queued one whose time has come, or a running
 * one whose lease ran out (its worker died). Concurrent claimers skip each other's rows.
 */
export async function claimJob(db: Db, types: string[], leaseMs: number): Promise<ClaimedJob | null> {
  if (types.length === 0) return null;
  const token = randomUUID();
  const result = await db.execute<{ id: string | number; type: string; payload: unknown; attempts: number; max_attempts: number }>(sql`
    UPDATE jobs SET state = 'running', attempts = attempts + 1, claim_token = ${token},
      locked_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
    WHERE id = (
      SELECT id FROM jobs
      WHERE type IN (${inList(types)})
        AND ((state = 'queued' AND run_after <= now()) OR (state = 'running' AND locked_until < now()))
      ORDER BY run_after, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, type, payload, attempts, max_attempts`);
  const row = result.rows[0];
  if (!row) return null;
  const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
  return {
    id: Number(row.id),
    type: row.type,
    payload: (payload ?? {}) as Record<string, unknown>,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    claimToken: token,
  };
}

/** Extends the lease of a job still held under this claim; false when the claim was lost. */
export async function renewLease(db: Db, job: ClaimedJob, leaseMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE jobs SET locked_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
    WHERE id = ${job.id} AND claim_token = ${job.claimToken} AND state = 'running' RETURNING id`);
  return result.rows.length > 0;
}

/** Marks a job done, only under the claim that ran it: a job completes at most once. */
export async function completeJob(db: Db, job: ClaimedJob, result: unknown): Promise<boolean> {
  const done = await db.execute(sql`
    UPDATE jobs SET state = 'done', result = ${JSON.stringify(result ?? null)}::jsonb, finished_at = now(),
      locked_until = NULL, updated_at = now()
    WHERE id = ${job.id} AND claim_token = ${job.claimToken} AND state = 'running' RETURNING id`);
  return done.rows.length > 0;
}

/** Exponential backoff: 2 s, 4 s, 8 s … capped at 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(600_000, 1000 * 2 ** Math.max(1, attempts));
}

/** Records a failure: retried later with backoff, or failed for good after the last attempt. */
export async function failJob(db: Db, job: ClaimedJob, error: string, permanent = false): Promise<'retry' | 'failed'> {
  const final = permanent || job.attempts >= job.maxAttempts;
  if (final) {
    await db.execute(sql`
      UPDATE jobs SET state = 'failed', last_error = ${error}, finished_at = now(), locked_until = NULL, updated_at = now()
      WHERE id = ${job.id} AND claim_token = ${job.claimToken} AND state = 'running'`);
    return 'failed';
  }
  await db.execute(sql`
    UPDATE jobs SET state = 'queued', last_error = ${error}, claim_token = NULL, locked_until = NULL,
      run_after = now() + ${retryDelayMs(job.attempts)} * interval '1 millisecond', updated_at = now()
    WHERE id = ${job.id} AND claim_token = ${job.claimToken} AND state = 'running'`);
  return 'retry';
}

/**
 * Drops jobs that are still queued (not claimed): for a back-up job whose work the caller has just
 * done itself. A job already claimed runs anyway, so its work must be safe to do twice.
 */
export async function cancelQueuedJobs(db: Db, ids: readonly (number | null)[]): Promise<void> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return;
  await db.execute(sql`DELETE FROM jobs WHERE state = 'queued' AND id IN (${inList(wanted.map(String))})`);
}

/** Removes finished jobs older than the retention. */
export async function pruneFinishedJobs(db: Db, olderThanMs: number): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM jobs WHERE state IN ('done', 'failed') AND finished_at < now() - ${olderThanMs} * interval '1 millisecond' RETURNING id`);
  return result.rows.length;
}

export interface JobStatus {
  id: number;
  type: string;
  state: string;
  attempts: number;
  result: unknown;
  lastError: string | null;
}

export async function jobStatus(db: Db, id: number): Promise<JobStatus | null> {
  const result = await db.execute<{
    id: string | number;
    type: string;
    state: string;
    attempts: number;
    result: unknown;
    last_error: string | null;
  }>(sql`SELECT id, type, state, attempts, result, last_error FROM jobs WHERE id = ${id}`);
  const row = result.rows[0];
  return row
    ? {
        id: Number(row.id),
        type: row.type,
        state: row.state,
        attempts: Number(row.attempts),
        result: row.result,
        lastError: row.last_error,
      }
    : null;
}
