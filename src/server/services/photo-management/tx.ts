import type { Db } from '../../db';

const RETRYABLE = new Set(['40P01', '40001']); // deadlock detected, serialization failure

function codeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs work in a transaction (a savepoint inside an outer one). Concurrent deletes and album changes
 * lock photos and albums in different orders; PostgreSQL then aborts one of them, which is retried.
 */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(codeOf(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * attempt));
    }
  }
}
