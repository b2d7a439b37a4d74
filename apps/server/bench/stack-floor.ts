import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { repoRoot } from './server-process.js';

/**
 * The web budgets' reference row, as the bare Fastify route is the load tables': a search page's
 * worth of markup drawn by the app's frameworks alone (apps/web/bench/stack-floor), built for
 * production, rendered on the server and hydrated in the browser as the app's own pages are. Its
 * first-load JavaScript and its Lighthouse figures are the floor under every page of the app:
 * what no change to the app's own code can go below.
 */
export type StackFloor = {
  /** The page's JavaScript, all of it first-load (one file), gzip. */
  jsGzipKb: number;
  /** Serves the page, compressed as the real server sends the app's files, on a free local port. */
  serve(): Promise<{ url: string; stop(): Promise<void> }>;
};

const floorSource = path.join(repoRoot, 'apps/web/bench/stack-floor');
const KB = 1024;
/** Stands in for the listings' photos, at a card photo's size: the largest paint is a card's photo, as on /browse. */
const PHOTO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="360"><rect width="800" height="360" fill="#90a4ae"/></svg>';

/** Builds the reference page (through a throwaway directory) and holds its files, ready to serve. */
export async function buildStackFloor(): Promise<StackFloor> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rentease-stack-floor-'));
  try {
    return await buildInto(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function buildInto(outDir: string): Promise<StackFloor> {
  const clientDir = path.join(outDir, 'client');
  const serverDir = path.join(outDir, 'server');
  const production = { 'process.env.NODE_ENV': JSON.stringify('production') };
  await build({
    root: floorSource,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: clientDir, target: 'es2022', emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  });
  // Built for production like the app's server render (vite.server.config.ts): MUI's class names
  // must be the browser's, or hydration would not adopt the markup.
  await build({
    root: floorSource,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    mode: 'production',
    define: production,
    ssr: { noExternal: true },
    build: { ssr: path.join(floorSource, 'stack-floor-server.tsx'), outDir: serverDir, target: 'node20', emptyOutDir: true },
  });
  const serverModule = (await import(pathToFileURL(path.join(serverDir, 'stack-floor-server.js')).href)) as {
    renderStackFloor(): Promise<{ html: string; css: string; styleIds: string[] }>;
  };
  const drawn = await serverModule.renderStackFloor();
  const page = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
    .replace('<!--styles-->', `<style data-emotion="css ${drawn.styleIds.join(' ')}">${drawn.css}</style>`)
    .replace('<!--app-->', drawn.html);

  const files = new Map<string, { body: Buffer; type: string }>([
    ['/', { body: Buffer.from(page), type: 'text/html; charset=utf-8' }],
    ['/photo.svg', { body: Buffer.from(PHOTO), type: 'image/svg+xml' }],
  ]);
  let jsGzipBytes = 0;
  for (const name of readdirSync(path.join(clientDir, 'assets'))) {
    const body = readFileSync(path.join(clientDir, 'assets', name));
    const type = name.endsWith('.js') ? 'text/javascript' : name.endsWith('.css') ? 'text/css' : 'application/octet-stream';
    if (type === 'text/javascript') jsGzipBytes += gzipSync(body, { level: 9 }).length;
    files.set(`/assets/${name}`, { body, type });
  }
  // Brotli, as the app's build precompresses its files and the server sends them.
  const compressed = new Map([...files].map(([url, file]) => [url, { ...file, body: brotliCompressSync(file.body) }]));
  return { jsGzipKb: jsGzipBytes / KB, serve: () => serveFiles(compressed) };
}

async function serveFiles(files: Map<string, { body: Buffer; type: string }>): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    const file = files.get((request.url ?? '/').split('?')[0] ?? '/');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br', 'cache-control': 'no-cache' });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
