// npm test: typecheck, lint, unit + API tests (Vitest), build, browser tests (Playwright).
// Runs every suite even after a failure and ends with one line: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildIfStale, npxCommand, root, run } from './lib.mjs';

const outDir = path.join(root, '.test-output');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const results = [];
const record = (suite, passed, failed, note = '') => {
  results.push({ suite, passed, failed, note });
};

// What failed, repeated under the summary: CI keeps only the end of a long log, and a name there
// is what tells a real failure from a flaky one.
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .trim()
    .split('\n')[0]
    .slice(0, 300);

/** Vitest's JSON report: the failed tests, and files that failed without a test (an import error). */
function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`vitest ${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`vitest ${name}: ${firstLine(file.message)}`);
  }
}

/** Playwright's JSON report: every test that failed, or passed only on a retry. */
function playwrightFailures(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results?.find((r) => r.error)?.error?.message;
      failures.push(`playwright ${test.status} ${[...here, spec.title].join(' › ')}: ${firstLine(error)}`);
    }
  }
}

async function check(suite, command, args, env) {
  console.log(`\n▶ ${suite}`);
  const started = Date.now();
  const code = await run(command, args, env ? { env: { ...process.env, ...env } } : {});
  record(suite, code === 0 ? 1 : 0, code === 0 ? 0 : 1, `${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

await check('typecheck', process.execPath, [path.join(root, 'scripts/typecheck.mjs')]);
await check('lint', npxCommand, ['biome', 'check', '.']);

// Unit and API tests. With TEST_DATABASE_URL the API suite runs on PostgreSQL as well as PGlite.
{
  console.log(`\n▶ vitest${process.env.TEST_DATABASE_URL ? ' (PGlite + PostgreSQL)' : ' (PGlite)'}`);
  const started = Date.now();
  const file = path.join(outDir, 'vitest.json');
  const code = await run(npxCommand, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const report = readJson(file);
  const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (report) {
    const named = failures.length;
    vitestFailures(report);
    const crashed = code !== 0 && report.numFailedTests === 0;
    // A file that failed to load is already named; otherwise the exit code is all there is.
    if (crashed && failures.length === named)
      failures.push(`vitest exited with code ${code} with no failed test: an unhandled error (see above)`);
    const failed = report.numFailedTests + (crashed ? 1 : 0);
    record(
      'vitest',
      report.numPassedTests,
      failed,
      `${seconds}${report.numPendingTests ? `, ${report.numPendingTests} skipped` : ''}`,
    );
  } else {
    record('vitest', 0, 1, 'no report (crashed?)');
  }
}

// Browser tests need a built app; Playwright starts it through scripts/start.mjs.
{
  console.log('\n▶ build');
  const code = await buildIfStale();
  record('build', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  if (code === 0) {
    console.log('\n▶ playwright');
    const started = Date.now();
    const file = path.join(outDir, 'playwright.json');
    const exit = await run(npxCommand, ['playwright', 'test', '--reporter=list,json'], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    });
    const report = existsSync(file) ? readJson(file) : undefined;
    const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (report?.stats) {
      const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
      for (const suite of report.suites ?? []) playwrightFailures(suite);
      const crashed = exit !== 0 && unexpected === 0 ? 1 : 0;
      record(
        'playwright',
        expected + flaky,
        unexpected + crashed,
        `${seconds}${flaky ? `, ${flaky} flaky` : ''}${skipped ? `, ${skipped} skipped` : ''}`,
      );
    } else {
      record('playwright', 0, 1, 'did not run (see the error above)');
    }
  }
}

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.suite.padEnd(11)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.note}`,
  );
}
if (failures.length > 0) {
  console.log('\nFailed');
  for (const line of failures) console.log(`  ${line}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
