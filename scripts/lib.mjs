// Small helpers shared by the repository scripts (no dependencies).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Newest modification time under the given paths (files or folders), skipping build output. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist') continue;
        visit(path.join(p, name));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

/** True when `output` is missing or older than anything in `inputs`. */
export function isStale(output, inputs) {
  const out = path.join(root, output);
  if (!existsSync(out)) return true;
  return statSync(out).mtimeMs < newestMtime(inputs);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const npxCommand = process.platform === 'win32' ? 'npx.cmd' : 'npx';

export const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.server.config.ts',
  'apps/web/build-plugins.ts',
  'packages/contract/src',
  'packages/i18n/src',
  'packages/i18n/locales',
];
export const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/contract/src',
  'packages/i18n/src',
  'packages/i18n/locales',
];

/** Builds the web app and the server when their output is missing or older than their sources. */
export async function buildIfStale({ force = false } = {}) {
  // The browser's build and the server's (the search and listing pages it renders) come from one command.
  const webStale = ['apps/web/dist/index.html', 'apps/web/dist-ssr/server-render.js'].some((output) =>
    isStale(output, WEB_INPUTS),
  );
  if (force || webStale) {
    console.log('Building the web app…');
    const code = await run(npmCommand, ['run', 'build', '-w', '@rentease/web']);
    if (code !== 0) return code;
  }
  if (force || isStale('apps/server/dist/main.js', SERVER_INPUTS)) {
    console.log('Building the server…');
    const code = await run(npmCommand, ['run', 'build', '-w', '@rentease/server']);
    if (code !== 0) return code;
  }
  return 0;
}
