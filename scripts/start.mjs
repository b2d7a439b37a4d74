// npm start: build what is missing or stale, then run the one server (API + web app) on PORT.
// npm run start:cluster (--cluster): as many server processes as CPUs on that port (CLUSTER_WORKERS
// to choose), on the PostgreSQL server of DATABASE_URL.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from './lib.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`RentEase needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}

const code = await buildIfStale();
if (code !== 0) process.exit(code);

const env = { ...process.env };
if (process.argv.includes('--cluster')) env.CLUSTER_WORKERS ??= String(Math.max(2, availableParallelism()));

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (exitCode, signal) => process.exit(exitCode ?? (signal ? 1 : 0)));
