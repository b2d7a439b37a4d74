// npm run dev: the API with auto-reload on API_PORT (3001) and Vite with hot reload on 5173,
// proxying /api and /uploads to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { generateApiTypes } from '../tools/api-types/generate-api-types.mjs';
import { npmCommand, root } from './lib.mjs';

// The web app's API types, for the editor (`npm run typecheck` refreshes them too).
await generateApiTypes().catch((error) => console.error(`API types not regenerated: ${error.message}`));

const apiPort = process.env.API_PORT ?? '3001';
// The same ./data as `npm start`, although the API runs from its workspace folder.
const env = { ...process.env, API_PORT: apiPort, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') };
const children = [
  spawn(npmCommand, ['run', 'dev', '-w', '@rentease/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, NODE_ENV: 'development' },
  }),
  spawn(npmCommand, ['run', 'dev', '-w', '@rentease/web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
console.log(`\n  Dev servers: web http://localhost:5173  (API on :${apiPort})\n`);
