// The whole test suite: lint and format check, type check, build, unit and integration tests, then end-to-end tests on PGlite
// (blobs in the data folder) and on PostgreSQL, with blobs in S3 where Ceph's radosgw is installed (scripts/test-s3.mjs),
// so that every database and every blob store is run through in two passes.
// Prints `tests: N passed, N failed` last. Set TEST_SKIP_POSTGRES=1 to run on PGlite only. Tests tagged
// @presentation and the browser-only specs (tests/e2e/support/tags.ts: what a page looks like or does in the
// browser, whatever stores its data) run on PGlite only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runOnS3 } from './test-s3.mjs';
import { withTestDatabase } from './test-database.mjs';
import { radosgwInstalled } from '../tests/support/radosgw.mjs';

const bin = (name) => path.resolve('node_modules/.bin', name);
const totals = { passed: 0, failed: 0 };
// Failed and flaky tests, named again after the totals' line: a CI log shows only its tail.
const failures = [];
fs.mkdirSync('test-results', { recursive: true });

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  // Each step's time, so a CI log shows where its 25 minutes went.
  console.log(`=== ${label}: ${Math.round((Date.now() - started) / 1000)} s ===`);
  return result.status === 0;
}

function count(label, ok, passed, failed) {
  totals.passed += passed;
  totals.failed += failed + (ok || failed > 0 ? 0 : 1);
  if (!ok && failed === 0) failures.push(`${label}: exited non-zero with no failed test`);
  console.log(`${label}: ${passed} passed, ${failed} failed${ok ? '' : ' (exit non-zero)'}`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function firstLine(text) {
  return (text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);
}

function unitFailures(report) {
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`unit: ${path.relative('.', file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0)
      failures.push(`unit: ${path.relative('.', file.name)}: ${firstLine(file.message)}`);
  }
}

function playwrightFailures(label, suites = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        failures.push(
          `${label} ${test.status === 'flaky' ? 'flaky' : 'failed'}: ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`,
        );
      }
    }
    playwrightFailures(label, suite.suites);
  }
}

function playwrightCounts(label, file) {
  const report = readJson(file);
  playwrightFailures(label, report?.suites);
  const stats = report?.stats;
  return stats ? { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected } : { passed: 0, failed: 0 };
}

const lintOk = run('lint', bin('eslint'), ['.', '--max-warnings', '0']);
count('lint', lintOk, lintOk ? 1 : 0, 0);
const formatOk = run('format check', bin('prettier'), ['--check', '.']);
count('format check', formatOk, formatOk ? 1 : 0, 0);

const checkOk = run('type check', bin('astro'), ['check']);
count('type check', checkOk, checkOk ? 1 : 0, 0);

if (!run('build', bin('astro'), ['build'])) {
  count('build', false, 0, 0);
} else {
  const unitReport = 'test-results/unit.json';
  const unitOk = run('unit tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${unitReport}`]);
  const unit = readJson(unitReport);
  unitFailures(unit);
  count('unit', unitOk, unit?.numPassedTests ?? 0, unit?.numFailedTests ?? 0);

  const pgliteReport = path.resolve('test-results/e2e-pglite.json');
  // The whole suite runs: every route of the published contract must be exercised by some test.
  const pgliteOk = run('end-to-end on PGlite', bin('playwright'), ['test'], {
    PW_JSON_REPORT: pgliteReport,
    DATABASE_URL: '',
    CONTRACT_COVERAGE: '1',
  });
  const a = playwrightCounts('e2e (PGlite)', pgliteReport);
  count('e2e (PGlite)', pgliteOk, a.passed, a.failed);

  if (!process.env.TEST_SKIP_POSTGRES) {
    const pgReport = path.resolve('test-results/e2e-postgres.json');
    const env = { PW_JSON_REPORT: pgReport, CONTRACT_COVERAGE: '1', E2E_STORAGE_RUN: '1' };
    let pgOk;
    if (radosgwInstalled()) {
      console.log('\n=== end-to-end on PostgreSQL + S3 ===');
      const started = Date.now();
      // No spec paths: the whole suite, as on PGlite.
      pgOk = (await runOnS3({ args: [], env })) === 0;
      console.log(`=== end-to-end on PostgreSQL + S3: ${Math.round((Date.now() - started) / 1000)} s ===`);
    } else {
      console.log('\nblobs in S3 left out: radosgw is not installed (.ci/run installs it)');
      pgOk = await withTestDatabase('photo_account_test', (databaseUrl) =>
        run('end-to-end on PostgreSQL', bin('playwright'), ['test', '--grep-invert', '@presentation'], {
          ...env,
          DATABASE_URL: databaseUrl,
        }),
      );
    }
    const b = playwrightCounts('e2e (PostgreSQL)', pgReport);
    count('e2e (PostgreSQL)', pgOk, b.passed, b.failed);
  }
}

if (failures.length > 0) console.log(`\n${failures.join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
