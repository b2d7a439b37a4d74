// Type-checks every workspace project with the repository's TypeScript, after bringing the web
// app's API types up to date with the server's routes (a renamed route or field fails here).
import { generateApiTypes } from '../tools/api-types/generate-api-types.mjs';
import { npxCommand, run } from './lib.mjs';

if (await generateApiTypes()) console.log('API types regenerated from the server routes.');

const projects = ['packages/contract', 'packages/i18n', 'apps/server', 'apps/web', 'e2e'];
let failed = 0;
for (const project of projects) {
  const code = await run(npxCommand, ['tsc', '-p', project, '--noEmit']);
  if (code !== 0) {
    console.error(`typecheck failed: ${project}`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
