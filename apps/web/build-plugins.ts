import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import type { PrerenderedPage, PrerenderedRoute } from './src/app/prerender';

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
type PrerenderModule = {
  PRERENDERED_PAGES: PrerenderedRoute[];
  prerenderPage(Page: PrerenderedRoute['Page'], path: string): PrerenderedPage;
};

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * After the client build: prerenders the public pages (src/app/prerender.tsx) into
 * dist/prerendered/*.html with their styles and route chunks preloaded, lists them in
 * dist/prerendered/routes.json for the server, then writes a .br and a .gz beside every text file
 * so the server sends them as they are instead of compressing on each request. Both run in one
 * hook, in that order, so the prerendered pages are compressed too.
 */
export function finishBuild(): Plugin {
  let outDir = '';
  let root = '';
  let isSsrBuild = false;
  return {
    name: 'rentease:finish-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      await prerenderPublicPages(root, outDir);
      await precompress(outDir);
    },
  };
}

async function prerenderPublicPages(root: string, outDir: string) {
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const { PRERENDERED_PAGES, prerenderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
    await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
    const routes: Record<string, string> = {};
    for (const page of PRERENDERED_PAGES) {
      const rendered = prerenderPage(page.Page, page.path);
      const file = `prerendered/${page.name}.html`;
      writeFileSync(path.join(outDir, file), pageDocument(template, rendered, routeChunks(manifest, page.module), page));
      routes[page.path] = file;
    }
    writeFileSync(path.join(outDir, 'prerendered/routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
  } finally {
    await server.close();
  }
}

/** The route module's chunk and its static imports, minus what the entry already loads. */
function routeChunks(manifest: Manifest, moduleKey: string): string[] {
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return files;
  };
  if (!manifest[moduleKey]) throw new Error(`prerender: ${moduleKey} is not in the Vite manifest.`);
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entryFiles = closure(entryKeys);
  return [...closure([moduleKey])].filter((file) => !entryFiles.has(file));
}

function pageDocument(template: string, page: PrerenderedPage, chunks: string[], route: PrerenderedRoute): string {
  // crossorigin="anonymous" is the mode and credentials of the app's own fetch(), so it takes the preloaded answer.
  const preloads = [
    ...chunks.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`),
    ...route.fetches.map(
      (url) => `    <link rel="preload" as="fetch" crossorigin="anonymous" href="${url.replaceAll('&', '&amp;')}">\n`,
    ),
  ].join('');
  // Emotion adopts a <style data-emotion="css id…"> on start and does not insert those rules again.
  const style = `    <style data-emotion="css ${page.styleIds.join(' ')}">${page.css}</style>\n`;
  const document = template
    .replace('</head>', `${preloads}${style}  </head>`)
    // The app replaces #root's content on start (main.tsx), wrapper included.
    .replace('<div id="root"></div>', `<div id="root">${route.inert ? `<div inert>${page.html}</div>` : page.html}</div>`);
  if (!document.includes(page.html)) throw new Error('prerender: index.html has no empty <div id="root"></div>.');
  return document;
}

async function precompress(outDir: string) {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(name) && statSync(file).size >= MIN_COMPRESS_BYTES) files.push(file);
    }
  };
  walk(outDir);
  await Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
}
