import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
// Types only: Vite loads this file natively, before any TypeScript workspace package could be read.
import type { Language } from '@rentease/i18n';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { recordEarlyInput } from './src/app/early-input.ts';
import {
  APP_SCRIPTS_TEMPLATE_ID,
  LARGEST_PAINT_PHOTO,
  PHOTO_WAIT_AT_MOST_MS,
  startAppAfterPhoto,
} from './src/app/photo-first.ts';
import type { PrerenderedPage, PrerenderedRoute } from './src/app/prerender';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * What a route's page needs beyond the entry, as paths in the build: its script chunks (preloaded)
 * and the stylesheets they import (linked, so a page drawn before any script runs is styled).
 * The server reads these from server-rendered.json (apps/server/src/lib/page-renderer.ts).
 */
export type RouteAssets = { scripts: string[]; styles: string[] };
type PrerenderModule = {
  PRERENDERED_PAGES: PrerenderedRoute[];
  SERVER_RENDERED_MODULES: Record<string, string>;
  prerenderOfflinePages(): Promise<{ language: string; title: string; page: PrerenderedPage }[]>;
  prerenderPage(Page: PrerenderedRoute['Page'], path: string): PrerenderedPage;
  PRERENDER_LANGUAGES: readonly Language[];
  DEFAULT_LANGUAGE: Language;
  HTML_LANGS: Record<Language, string>;
  setPrerenderLanguage(language: Language): Promise<void>;
  documentTexts(): { title: string; description: string };
};

/** Page path → language → file, as the server reads it (apps/server/src/plugins/web-app.plugin.ts). */
type PrerenderedRoutes = Record<string, Partial<Record<Language, string>>>;

/** The key in routes.json of the app shell itself, for pages that are not prerendered. */
const SHELL_ROUTE = '*';

/** The page a navigation gets when the network fails (the service worker keeps it: pwa-plugins.ts). */
export const OFFLINE_PAGE = 'offline.html';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * After the client build: prerenders the public pages (src/app/prerender.tsx) into
 * dist/prerendered/*.html with their styles and route chunks preloaded, lists them in
 * dist/prerendered/routes.json for the server, and the offline page into dist/offline.html; then
 * writes a .br and a .gz beside every text file so the server sends them as they are instead of
 * compressing on each request. Prerendering runs first and compression last, so that the service
 * worker (built in between, pwa-plugins.ts) precaches the offline page and is compressed too.
 */
export function finishBuild(): Plugin[] {
  let outDir = '';
  let root = '';
  let isSsrBuild = false;
  return [
    {
      name: 'rentease:prerender',
      apply: 'build',
      configResolved(config) {
        root = config.root;
        outDir = path.resolve(config.root, config.build.outDir);
        isSsrBuild = Boolean(config.build.ssr);
      },
      closeBundle: {
        order: 'pre',
        sequential: true,
        async handler() {
          if (isSsrBuild) return;
          await prerenderPublicPages(root, outDir);
        },
      },
    },
    {
      name: 'rentease:precompress',
      apply: 'build',
      closeBundle: {
        order: 'post',
        sequential: true,
        async handler() {
          if (isSsrBuild) return;
          await precompress(outDir);
        },
      },
    },
  ];
}

/** The id of the page's inline script that notes input made before the app runs (src/app/early-input.ts). */
export const EARLY_INPUT_SCRIPT_ID = 'early-input';

/** The id of the page's inline script that starts a drawn page's app once its photo is painted (src/app/photo-first.ts). */
export const PHOTO_FIRST_SCRIPT_ID = 'photo-first';

/**
 * Puts `recordEarlyInput` and `startAppAfterPhoto` into the page's head as inline scripts, so they
 * run before anything is drawn. The server allows them by their hashes
 * (apps/server/src/lib/inline-scripts.ts): no other inline script may run.
 */
export function beforeAppScripts(): Plugin {
  // As the config's bundler compiled them: plain JavaScript without types.
  const recording = `(${recordEarlyInput.toString()})(window);`;
  const starting = `(${startAppAfterPhoto.toString()})(window, ${[APP_SCRIPTS_TEMPLATE_ID, LARGEST_PAINT_PHOTO].map((text) => JSON.stringify(text)).join(', ')}, ${PHOTO_WAIT_AT_MOST_MS});`;
  return {
    name: 'rentease:before-app-scripts',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'script', attrs: { id: EARLY_INPUT_SCRIPT_ID }, children: recording, injectTo: 'head' },
        { tag: 'script', attrs: { id: PHOTO_FIRST_SCRIPT_ID }, children: starting, injectTo: 'head' },
      ],
    },
  };
}

/**
 * English catalogue entries are their own keys, and i18next shows a key it has no entry for as it
 * is: the bundle keeps only the English entries that say something else (plural forms).
 */
export function englishCataloguesAsKeys(): Plugin {
  return {
    name: 'rentease:english-catalogues-as-keys',
    enforce: 'pre',
    transform(code, id) {
      if (!/[/\\]locales[/\\]en[/\\].*\.json$/.test(id)) return null;
      const catalogue = JSON.parse(code) as Record<string, string>;
      const telling = Object.entries(catalogue).filter(([key, text]) => key !== text);
      return { code: JSON.stringify(Object.fromEntries(telling)), map: null };
    },
  };
}

/**
 * Lets the bundle leave out the downshift hooks the app does not import (the city box uses
 * useCombobox alone). downshift's module follows each hook with `useSelect.stateChangeTypes = …;`,
 * a top-level property write the bundler keeps (it cannot prove it harmless), and with it the whole
 * hook: useSelect, useMultipleSelection and useTagGroup came along with useCombobox, 3.9 KB gzip of
 * the search page's first load. Each write becomes a pure `Object.assign` whose result is what the
 * module exports under the hook's name, so a hook that is imported still carries its property and
 * one that is not goes with it. Rolldown's own switch for such writes (propertyWriteSideEffects)
 * would apply to every module of the app.
 */
export function downshiftHooksTreeShakable(): Plugin {
  const write = /^(\w+)\.stateChangeTypes = (\w+\$?\d*);$/gm;
  const exportClause = /^export \{([^}]*)\};$/m;
  return {
    name: 'rentease:downshift-hooks-tree-shakable',
    transform(code, id) {
      if (!/[/\\]node_modules[/\\]downshift[/\\]dist[/\\]downshift\.esm\.mjs$/.test(id)) return null;
      const writes = [...code.matchAll(write)].map(([, hook, types]) => ({ hook: hook as string, types: types as string }));
      const exported = exportClause.exec(code);
      // A downshift that no longer ends its hooks this way needs this plugin looked at again.
      if (writes.length === 0 || !exported) {
        this.warn("downshift: the hooks' property writes or the export clause were not found; every hook stays in the bundle");
        return null;
      }
      const typed = new Map(writes.map(({ hook }) => [hook, `${hook}$withTypes`]));
      const assignments = writes.map(
        ({ hook, types }) => `var ${typed.get(hook)} = /*#__PURE__*/Object.assign(${hook}, { stateChangeTypes: ${types} });`,
      );
      const names = (exported[1] as string).split(',').map((entry) => {
        const [local = '', alias] = entry.trim().split(/\s+as\s+/);
        const withTypes = typed.get(local);
        return withTypes ? `${withTypes} as ${alias ?? local}` : entry.trim();
      });
      const rewritten = code
        .replace(write, '')
        // A function, not a string: the names' `$` would read as replacement patterns.
        .replace(exportClause, () => `${assignments.join('\n')}\nexport { ${names.join(', ')} };`);
      return { code: rewritten, map: null };
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
    plugins: [react(), englishCataloguesAsKeys()],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const prerender = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
    await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
    const routes: PrerenderedRoutes = {};
    // Each page once per language, so a Hindi reader's first paint is in Hindi. English keeps the
    // plain names; other languages add theirs ("home.hi.html").
    const { DEFAULT_LANGUAGE, HTML_LANGS, PRERENDER_LANGUAGES } = prerender;
    for (const language of PRERENDER_LANGUAGES) {
      await prerender.setPrerenderLanguage(language);
      const texts = prerender.documentTexts();
      const suffix = language === DEFAULT_LANGUAGE ? '' : `.${language}`;
      const localTemplate = language === DEFAULT_LANGUAGE ? template : localiseDocument(template, HTML_LANGS[language], texts);
      for (const page of prerender.PRERENDERED_PAGES) {
        const rendered = prerender.prerenderPage(page.Page, page.path);
        const file = `prerendered/${page.name}${suffix}.html`;
        const document = pageDocument(localTemplate, rendered, routeAssets(manifest, page.module));
        writeFileSync(path.join(outDir, file), withAlternates(document, page.path, PRERENDER_LANGUAGES));
        routes[page.path] = { ...routes[page.path], [language]: file };
      }
      // The shell of every other page, in the language's words and with its lang attribute.
      if (language !== DEFAULT_LANGUAGE) {
        const file = `prerendered/shell${suffix}.html`;
        writeFileSync(path.join(outDir, file), localTemplate);
        routes[SHELL_ROUTE] = { ...routes[SHELL_ROUTE], [language]: file };
      }
    }
    await prerender.setPrerenderLanguage(DEFAULT_LANGUAGE);
    writeFileSync(path.join(outDir, 'prerendered/routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
    // The chunks and stylesheets each server-rendered page needs besides the entry's, for the
    // server to preload and link (apps/server/src/lib/page-renderer.ts).
    const serverRendered = Object.fromEntries(
      Object.entries(prerender.SERVER_RENDERED_MODULES).map(([route, module]) => [route, routeAssets(manifest, module)]),
    );
    writeFileSync(path.join(outDir, 'prerendered/server-rendered.json'), `${JSON.stringify(serverRendered, null, 2)}\n`);
    writeFileSync(path.join(outDir, OFFLINE_PAGE), offlineDocument(template, await prerender.prerenderOfflinePages()));
  } finally {
    await server.close();
  }
}

/** The manifest keys of the given modules and of everything they import statically. */
function moduleClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** The chunks of the given modules and of everything they import statically. */
function chunkClosure(manifest: Manifest, keys: string[]): Set<string> {
  return new Set(moduleClosure(manifest, keys).map((key) => manifest[key]?.file ?? key));
}

/** The stylesheets the given modules and their static imports bring. */
function styleClosure(manifest: Manifest, keys: string[]): Set<string> {
  return new Set(moduleClosure(manifest, keys).flatMap((key) => manifest[key]?.css ?? []));
}

const entryKeys = (manifest: Manifest) => Object.keys(manifest).filter((key) => manifest[key]?.isEntry);

/** The route module's chunks and stylesheets (with its static imports'), minus what the entry already brings. */
function routeAssets(manifest: Manifest, moduleKey: string): RouteAssets {
  if (!manifest[moduleKey]) throw new Error(`prerender: ${moduleKey} is not in the Vite manifest.`);
  const entry = entryKeys(manifest);
  const entryFiles = chunkClosure(manifest, entry);
  const entryStyles = styleClosure(manifest, entry);
  return {
    scripts: [...chunkClosure(manifest, [moduleKey])].filter((file) => !entryFiles.has(file)),
    styles: [...styleClosure(manifest, [moduleKey])].filter((file) => !entryStyles.has(file)),
  };
}

/** The code every page starts with (the entry and its static imports), as paths in the build, e.g. "assets/index-x.js". */
export function appShellChunks(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const files = chunkClosure(manifest, entryKeys(manifest));
  if (files.size === 0) throw new Error('app shell: the Vite manifest lists no entry chunk.');
  return files;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The shell in another language: its lang attribute (`htmlLang`), title and description. */
function localiseDocument(template: string, htmlLang: string, texts: { title: string; description: string }): string {
  const localised = template
    .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(texts.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(texts.description)}" />`,
    );
  if (!localised.includes(`<html lang="${htmlLang}">`)) throw new Error('prerender: index.html has no <html lang="…">.');
  return localised;
}

/**
 * Links each language's version of a page for search engines; `?lang=` picks the language
 * whatever the reader's cookie or browser says, and x-default lets the server choose.
 */
function withAlternates(document: string, pagePath: string, languages: readonly Language[]): string {
  const links = [
    ...languages.map((language) => `    <link rel="alternate" hreflang="${language}" href="${pagePath}?lang=${language}">\n`),
    `    <link rel="alternate" hreflang="x-default" href="${pagePath}">\n`,
  ].join('');
  return document.replace('</head>', `${links}  </head>`);
}

function pageDocument(template: string, page: PrerenderedPage, assets: RouteAssets): string {
  const preloads = [
    ...assets.styles.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`),
    ...assets.scripts.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`),
  ].join('');
  // Emotion adopts these <style data-emotion> elements on start and does not insert those rules again.
  const style = `    ${page.styles}\n`;
  const document = template
    .replace('</head>', `${preloads}${style}  </head>`)
    // The app replaces #root's content on start (main.tsx), wrapper included.
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (!document.includes(page.html)) throw new Error('prerender: index.html has no empty <div id="root"></div>.');
  return document;
}

/**
 * The offline page: the public header and footer around a note, as static markup with its styles.
 * It loads none of the app's code, which may be what failed to arrive: one small script of its own
 * (public/offline-page.js) shows it in the reader's language — English in place, each other
 * language in a <template> — and makes "Try again" load the address again.
 */
function offlineDocument(template: string, pages: { language: string; title: string; page: PrerenderedPage }[]): string {
  const [first, ...others] = pages;
  if (!first) throw new Error('prerender: no offline page.');
  const withoutApp = template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(new RegExp(`\\s*<script id="(${EARLY_INPUT_SCRIPT_ID}|${PHOTO_FIRST_SCRIPT_ID})">[\\s\\S]*?</script>`, 'g'), '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  if (withoutApp.includes('type="module"')) throw new Error('prerender: the offline page still loads the app.');
  const styles = pages.map(({ page }) => `    ${page.styles}\n`).join('');
  const translations = others
    .map(
      ({ language, title, page }) =>
        `<template data-language="${language}" data-title="${title.replaceAll('"', '&quot;')} — RentEase">${page.html}</template>`,
    )
    .join('');
  const document = withoutApp
    .replace('</head>', `${styles}    <script src="/offline-page.js" defer></script>\n  </head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${first.title} — RentEase</title>`)
    .replace('<div id="root"></div>', `<div id="root">${first.page.html}</div>${translations}`);
  if (!document.includes(first.page.html)) throw new Error('prerender: index.html has no empty <div id="root"></div>.');
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
