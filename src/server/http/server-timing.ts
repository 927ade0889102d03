/**
 * A `Server-Timing` value for one answer: wall-clock time (`app`) and the process's CPU time (`cpu`,
 * from process.cpuUsage) between the start of the request and its answer. Requests served at the same
 * time share the process, so under concurrency `cpu` also holds their work; benches divide the total
 * CPU of the server by the number of requests instead.
 */
export function startTiming(): () => string {
  const started = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return `app;dur=${(performance.now() - started).toFixed(2)}, cpu;dur=${((used.user + used.system) / 1000).toFixed(2)}`;
  };
}
