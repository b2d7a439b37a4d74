// npm run backup, npm run restore -- <file> [--force]: builds the server if it is stale, then runs
// its backup command (apps/server/src/backup-cli.ts) with the same configuration as npm start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './lib.mjs';

const code = await buildIfStale();
if (code !== 0) process.exit(code);

const command = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/backup.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
command.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 1 : 0)));
