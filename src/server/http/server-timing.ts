import type { StatementCount } from '../db/statement-count';

/**
 * A `Server-Timing` value for one answer: wall-clock time (`app`) and the process's CPU time (`cpu`,
 * from process.cpuUsage) between the start of the request and its answer, and the database statements it
 * sent (`statements`, `unprepared`: counted into `statements` by `countStatements()`). Requests served at the
 * same time share the process, so under concurrency `cpu` also holds their work; benches divide the total
 * CPU of the server by the number of requests instead.
 */
export function startTiming(): { statements: StatementCount; header(): string } {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const statements = { statements: 0, unprepared: 0 };
  return {
    statements,
    header() {
      const used = process.cpuUsage(cpu);
      const ms = ((used.user + used.system) / 1000).toFixed(2);
      return `app;dur=${(performance.now() - started).toFixed(2)}, cpu;dur=${ms}, statements;desc=${statements.statements}, unprepared;desc=${statements.unprepared}`;
    },
  };
}
