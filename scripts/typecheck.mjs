// Type-checks every workspace project with the repository's TypeScript.
import { npxCommand, run } from './lib.mjs';

const projects = ['packages/contract', 'apps/server', 'apps/web', 'e2e'];
let failed = 0;
for (const project of projects) {
  const code = await run(npxCommand, ['tsc', '-p', project, '--noEmit']);
  if (code !== 0) {
    console.error(`typecheck failed: ${project}`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
