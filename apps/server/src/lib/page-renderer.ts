import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language, negotiateLanguage } from '@rentease/i18n';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { escapeHtml } from './html.js';
import { type WebBuildFiles, webBuildFiles } from './web-build-files.js';

/** What the web app's server build (apps/web/src/app/server-render.tsx) exports. */
type RenderModule = {
  /** Where a drawn page's script tags wait for its photo (apps/web/src/app/photo-first.ts). */
  APP_SCRIPTS_TEMPLATE_ID: string;
  isServerRendered(pathname: string): boolean;
  renderPage(
    url: string,
    language: Language,
    fetchApi: (path: string) => Promise<{ status: number; headers: Headers; body: string }>,
    drawn: LRUCache<string, RenderedPage>,
  ): Promise<RenderedPage | undefined>;
};
type RenderedPage = { route: string; html: string; styles: string; state: string; photoFirst: boolean };

type LoadedModule = { module: RenderModule; drawn: LRUCache<string, RenderedPage> };

/** Pages drawn, by language, URL and the data they were drawn from (never stale): about 50 KB each. */
const DRAWN_PAGES_MAX = 500;

/**
 * The language a page is sent in: `?lang=` (the links search engines follow), else the choice the
 * person made on this browser (a cookie the web app sets), else their browser's languages.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLanguage(query?.lang)) return query.lang;
  const cookie = request.headers.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (isLanguage(cookie)) return cookie;
  return negotiateLanguage(request.headers['accept-language']);
}

/**
 * Written by the web build beside routes.json: route pattern → the script chunks and stylesheets
 * its page needs besides the entry's (apps/web/build-plugins.ts, RouteAssets).
 */
const SERVER_RENDERED_ASSETS = 'prerendered/server-rendered.json';
type RouteAssets = { scripts: string[]; styles: string[] };

/** The shell's module script and preloads, as the web build writes them (with any whitespace before). */
const APP_SCRIPT_TAG = /(\s*)(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

const PRERENDERED_ROUTES = 'prerendered/routes.json';

/**
 * Draws a public page on the server, with its data, into the app's HTML; undefined when the page is
 * not one the web app renders on the server, the build has no server bundle, or its data could not
 * be had: the caller then sends the app shell, which fetches and draws it in the browser.
 */
export type PageRenderer = (request: FastifyRequest, language: Language) => Promise<string | undefined>;

/**
 * The server-side renderer of the built web app in `webDistDir` (its server build sits beside it in
 * dist-ssr). The page's data comes from this server's own API, called in process (`inject`): the
 * very answer the browser would have fetched, through the same validation, cache and limits.
 */
export function createPageRenderer(app: FastifyInstance, webDistDir: string | undefined): PageRenderer {
  if (!webDistDir) return async () => undefined;
  const moduleFile = path.join(webDistDir, '..', 'dist-ssr', 'server-render.js');
  const loadModule = latestModule(moduleFile, app.log);
  const files = webBuildFiles(webDistDir);

  return async (request, language) => {
    const loaded = await loadModule();
    const pathname = request.url.split('?')[0] ?? '/';
    if (!loaded?.module.isServerRendered(pathname)) return undefined;
    const { module, drawn } = loaded;
    const fetchApi = async (apiPath: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: apiPath,
        remoteAddress: request.ip,
        headers: { accept: 'application/json', 'accept-language': language },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      return { status: answer.statusCode, headers, body: answer.body };
    };
    let page: RenderedPage | undefined;
    try {
      page = await module.renderPage(request.url, language, fetchApi, drawn);
    } catch (error) {
      // The browser can still draw the page from the shell: a render failure costs speed, not the page.
      request.log.error({ err: error }, 'server render failed; sending the app shell');
      return undefined;
    }
    if (!page) return undefined;
    const assets = files.json<Record<string, RouteAssets>>(SERVER_RENDERED_ASSETS)?.[page.route];
    const shell = files.text(shellFile(language, files)) ?? '';
    if (!shell.includes('<div id="root"></div>')) return undefined;
    // The page is drawn already: its scripts can come after what it shows, at low priority.
    const lowPriority = (tag: string) => tag.replace(/^(<(?:script|link) [^>]*?\bcrossorigin)/, '$1 fetchpriority="low"');
    const pageScripts = (assets?.scripts ?? []).map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
    );
    // A page whose largest paint is a photo (a search's first card, a listing's cover) holds its
    // script tags inert until that photo is painted (apps/web/src/app/photo-first.ts); another
    // (home, whose largest paint is its heading) has them fetched as the page is read.
    const { photoFirst } = page;
    const shellScripts = [...shell.matchAll(APP_SCRIPT_TAG)].map(([, , tag = '']) => lowPriority(tag));
    const head = [
      // The page's own stylesheets draw what is already on screen: linked, not left to its script.
      ...(assets?.styles ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...(photoFirst ? [] : pageScripts),
      ...LANGUAGES.map(
        (other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(inLanguage(request.url, other))}">`,
      ),
      // Emotion adopts these <style data-emotion> elements on start and does not insert those rules again.
      page.styles,
      ...(photoFirst
        ? [`<template id="${module.APP_SCRIPTS_TEMPLATE_ID}">${[...shellScripts, ...pageScripts].join('')}</template>`]
        : []),
    ].join('\n    ');
    return shell
      .replace(APP_SCRIPT_TAG, (_, space: string, tag: string) => (photoFirst ? '' : space + lowPriority(tag)))
      .replace('</head>', `  ${head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-rendered="server" data-language="${language}">${page.html}</div>` +
          `<script type="application/json" id="page-data">${scriptSafe(page.state)}</script>`,
      );
  };
}

/** The same page (its search included) in `language`: `?lang=` picks it whatever the reader's cookie says. */
function inLanguage(url: string, language: Language): string {
  const [pathname = '/', query] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', language);
  return `${pathname}?${params}`;
}

/** JSON inside a <script>: `</script>` or `<!--` in a landlord's text must not end or change it. */
function scriptSafe(json: string): string {
  return json.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}

/** The app shell in `language` (the build writes one per language besides English's index.html). */
function shellFile(language: Language, files: WebBuildFiles): string {
  if (language === DEFAULT_LANGUAGE) return 'index.html';
  return files.json<Record<string, Record<string, string>>>(PRERENDERED_ROUTES)?.['*']?.[language] ?? 'index.html';
}

/** The server build's module, imported again when a build replaces it (the server keeps running). */
function latestModule(file: string, log: FastifyBaseLogger): () => Promise<LoadedModule | undefined> {
  let known: { mtimeMs: number; loaded: Promise<LoadedModule | undefined> } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return Promise.resolve(undefined); // No server build: every page is drawn in the browser.
    }
    if (known?.mtimeMs !== mtimeMs) {
      const url = `${pathToFileURL(file).href}?v=${mtimeMs}`;
      const loaded = (import(url) as Promise<RenderModule>).then(
        // Pages drawn by another build name its chunks and styles: each build starts afresh.
        (module) => ({ module, drawn: new LRUCache<string, RenderedPage>({ max: DRAWN_PAGES_MAX }) }),
        (error: unknown) => {
          log.error({ err: error }, 'the web app server build could not be loaded; pages are drawn in the browser');
          return undefined;
        },
      );
      known = { mtimeMs, loaded };
    }
    return known.loaded;
  };
}
