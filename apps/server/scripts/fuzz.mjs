// npm run fuzz -w @rentease/server [-- --runs 1000] [--seed 42] [--engine pglite|postgres]
//
// The hostile-input tests at length: the same properties `npm test` checks with a fixed
// seed and a few dozen cases per route, here with FUZZ_RUNS random cases per route (default 1000)
// and a random seed. A failure prints its seed; `--seed <seed>` (and the same --runs) replays it.
// Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const files = [
  'apps/server/src/plugins/hostile-input.test.ts',
  'apps/server/src/modules/uploads/uploads.hostile-input.test.ts',
  'apps/server/src/modules/payments/stripe-webhook.hostile-input.test.ts',
];

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = option('runs') ?? process.env.FUZZ_RUNS ?? '1000';
const seed = option('seed') ?? process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const engines = option('engine') ? [option('engine')] : ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

console.log(`fuzz: ${runs} random cases per route, seed ${seed}, on ${engines.join(' and ')}`);
const started = Date.now();
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const child = spawn(
  npx,
  ['vitest', 'run', '--root', root, ...engines.flatMap((engine) => ['--project', `api:${engine}`]), ...files],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed } },
);
child.on('exit', (code) => {
  console.log(
    `fuzz: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s (seed ${seed}, ${runs} runs per route)`,
  );
  process.exit(code ?? 1);
});
