// npm test: typecheck, lint, unit + API tests (Vitest), build, browser tests (Playwright).
// Runs every suite even after a failure and ends with one line: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, npxCommand, root, run } from './lib.mjs';

const outDir = path.join(root, '.test-output');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const results = [];
const record = (suite, passed, failed, note = '') => {
  results.push({ suite, passed, failed, note });
};

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
    const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
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
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
