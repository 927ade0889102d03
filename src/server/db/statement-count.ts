import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The statements a request sent to the database, for its `Server-Timing` (`SERVER_TIMING=1`): how many, and
 * how many PostgreSQL had to parse and plan anew (sent without a name; the PGlite worker names every one).
 */
export interface StatementCount {
  statements: number;
  unprepared: number;
}

const counts = new AsyncLocalStorage<StatementCount>();

/** Runs the handling of a request with the statements it sends counted into `count`. */
export function countStatements<T>(count: StatementCount, handle: () => T): T {
  return counts.run(count, handle);
}

/** Called by the database clients for every statement they send. */
export function noteStatement(named: boolean): void {
  const count = counts.getStore();
  if (!count) return;
  count.statements++;
  if (!named) count.unprepared++;
}
