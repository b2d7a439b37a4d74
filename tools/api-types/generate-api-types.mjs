// Writes the web app's API types (apps/web/src/lib/api-schema.gen.ts) from the server's OpenAPI
// document, so that a route or field renamed on the server fails the web app's typecheck.
//   node tools/api-types/generate-api-types.mjs [--force] [--if-possible]
// Skips the work when the file is newer than the server's and the contract's sources. The file is
// not committed: typecheck, install and `npm run dev` write it.
// openapi-typescript drives the TypeScript 5 compiler API, which the repository's TypeScript 7 does
// not have; this workspace holds its own TypeScript 5 for it alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isStale, root } from '../../scripts/lib.mjs';

export const API_TYPES_FILE = 'apps/web/src/lib/api-schema.gen.ts';
const DOCUMENT_SCRIPT = 'apps/server/scripts/openapi-document.ts';
const INPUTS = [
  'apps/server/src',
  DOCUMENT_SCRIPT,
  'packages/contract/src',
  'packages/i18n/src',
  'tools/api-types/generate-api-types.mjs',
];

const HEADER = `// Generated from the server's OpenAPI document by tools/api-types (npm run api:generate).
// Do not edit: change the route's schema on the server, then regenerate.
`;

/** Builds the server app (no listening, no database) and returns its OpenAPI document. */
async function readServerDocument() {
  const tsxCli = createRequire(path.join(root, 'apps/server/package.json')).resolve('tsx/cli');
  const dir = mkdtempSync(path.join(tmpdir(), 'rentease-openapi-'));
  const file = path.join(dir, 'openapi.json');
  try {
    const code = await new Promise((resolve) => {
      const child = spawn(process.execPath, [tsxCli, DOCUMENT_SCRIPT, file], { cwd: root, stdio: 'inherit' });
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
      child.on('error', () => resolve(127));
    });
    if (code !== 0) throw new Error(`${DOCUMENT_SCRIPT} exited with ${code}`);
    return JSON.parse(readFileSync(file, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The TypeScript source of the `paths` and `components` types for a document. */
export async function typesOf(document) {
  // Loaded here, so that an install missing it fails this step (reported) rather than the script.
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(document, { silent: true });
  return `${HEADER}\n${astToString(ast)}`;
}

/** Writes the types file unless it is up to date; resolves with whether it wrote. */
export async function generateApiTypes({ force = false } = {}) {
  if (!force && !isStale(API_TYPES_FILE, INPUTS)) return false;
  const source = await typesOf(await readServerDocument());
  writeFileSync(path.join(root, API_TYPES_FILE), source);
  return true;
}

if (import.meta.filename === process.argv[1]) {
  const force = process.argv.includes('--force');
  // At install time a failure must not fail the install (typecheck regenerates and reports it).
  const ifPossible = process.argv.includes('--if-possible');
  try {
    if (await generateApiTypes({ force })) console.log(`API types written to ${API_TYPES_FILE}`);
  } catch (error) {
    console.error(`Could not generate ${API_TYPES_FILE}: ${error instanceof Error ? error.message : error}`);
    process.exitCode = ifPossible ? 0 : 1;
  }
}
