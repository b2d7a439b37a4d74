import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPage, messages } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';

const ONE_YEAR_SECONDS = 31_536_000;
/** Written by the web build (apps/web/build-plugins.ts): path → prerendered page, e.g. "/" → "prerendered/home.html". */
const PRERENDERED_ROUTES = 'prerendered/routes.json';

/**
 * Serves the built web app. Hashed assets are cached for a year; pages are revalidated so a
 * deploy shows up at once. The build writes .br and .gz beside each text file, sent as they are
 * (no compression per request). A public page the build prerendered (home, search) is sent as
 * that page; any other GET that is not an API or upload path gets the app shell, so every
 * client-side route loads directly by URL. A path that is no page of the app gets the shell too
 * (it draws the Not Found screen) but with status 404, so crawlers and monitors see it missing.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined) {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && existsSync(indexFile);
  if (hasWebApp && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      // Look files up per request, so a rebuilt app is served without restarting the server.
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }
  const pageFor = prerenderedPages(webDistDir);

  if (hasWebApp) {
    // The static route answers folders (like "/") with 403; the root is the app shell.
    app.get('/', (request, reply) => reply.header('cache-control', 'no-cache').sendFile(pageFor(request.url)));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
    // A missing /assets/x.js must be a 404, not the app shell served as JavaScript.
    const isFile = path.extname(pathname) !== '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isFile;
    if (wantsPage && hasWebApp) {
      if (!isAppPage(pathname)) reply.status(404);
      return reply.header('cache-control', 'no-cache').sendFile(pageFor(request.url));
    }
    return reply.status(404).send({ error: messages.notFound, code: 'NOT_FOUND' });
  });
}

/**
 * The file to send for a page URL: its prerendered page when the build made one, else the app
 * shell. Only for the bare path: a query (a search's filters) is state the prerendered frame does
 * not show, so such a URL gets the shell and renders straight into the right state. The list is
 * re-read when a build replaces it.
 */
function prerenderedPages(webDistDir: string | undefined): (url: string) => string {
  let known: { mtimeMs: number; routes: Record<string, string> } | undefined;
  const routes = (): Record<string, string> => {
    if (!webDistDir) return {};
    const file = path.join(webDistDir, PRERENDERED_ROUTES);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return {}; // A build without prerendered pages: every page gets the shell.
    }
    if (known?.mtimeMs !== mtimeMs) {
      try {
        known = { mtimeMs, routes: JSON.parse(readFileSync(file, 'utf8')) };
      } catch {
        return {}; // Caught mid-write by a build: the shell this once, the list on the next request.
      }
    }
    return known.routes;
  };
  return (url) => {
    if (url.includes('?')) return 'index.html';
    const page = routes()[url];
    return page && webDistDir && existsSync(path.join(webDistDir, page)) ? page : 'index.html';
  };
}
