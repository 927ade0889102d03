// Reads the contract log the test servers write (CONTRACT_LOG, see src/server/http/contract.ts).
import fs from 'node:fs';

/**
 * What the run did against the published contract: every mismatch of an answer, and (with `coverage`)
 * every documented route that no test got a successful answer from.
 */
export function contractProblems(file, { coverage = false } = {}) {
  if (!fs.existsSync(file)) return coverage ? [`no contract log at ${file}: the servers ran without CONTRACT_LOG`] : [];
  const documented = {};
  const answered = new Map();
  const problems = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const entry = JSON.parse(line);
    if (entry.routes) Object.assign(documented, entry.routes);
    else if (entry.problem) problems.push(`${entry.route} answered ${entry.status} against its contract: ${entry.problem}`);
    else answered.set(entry.route, new Set([...(answered.get(entry.route) ?? []), entry.status]));
  }
  if (coverage) {
    for (const [route, statuses] of Object.entries(documented)) {
      const seen = answered.get(route);
      if (!statuses.some((status) => seen?.has(status)))
        problems.push(`${route} is exercised by no test (no answer ${statuses.join(' or ')})`);
    }
  }
  return [...new Set(problems)];
}
