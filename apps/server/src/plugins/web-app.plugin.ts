import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPage } from '@rentease/contract';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@rentease/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { type PageRenderer, pageLanguage } from '../lib/page-renderer.js';
import { webBuildFiles } from '../lib/web-build-files.js';

const ONE_YEAR_SECONDS = 31_536_000;
/**
 * Written by the web build (apps/web/build-plugins.ts): path → language → prerendered page, e.g.
 * "/" → { en: "prerendered/home.html", hi: "prerendered/home.hi.html" }; "*" is the shell of
 * every other page in languages other than English.
 */
const PRERENDERED_ROUTES = 'prerendered/routes.json';
type PrerenderedRoutes = Record<string, Partial<Record<Language, string>>>;

/**
 * Serves the built web app. Hashed assets are cached for a year; pages, the service worker
 * (sw.js, at the root so that it may control every page) and the web app manifest are
 * revalidated so a deploy shows up at once. The build writes .br and .gz beside each text file,
 * sent as they are (no compression per request). A page the web app draws on the server (the
 * search, a listing: `renderPage`) is sent drawn, with its data; a public page the build
 * prerendered (home) is sent as that page; any other GET that is not an API or upload path gets the app shell, so every
 * client-side route loads directly by URL. A path that is no page of the app gets the shell too
 * (it draws the Not Found screen) but with status 404, so crawlers and monitors see it missing.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined, renderPage?: PageRenderer) {
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
        // Everything else, the service worker and the manifest included, is revalidated on each
        // fetch: a deployed worker is found at once, and with it the new version's precache.
        reply.header('cache-control', isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }
  const pageFor = prerenderedPages(webDistDir);
  /** The page drawn by the server when it draws this one (a HEAD gets the file), else its file. */
  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const language = pageLanguage(request);
    const rendered = request.method === 'GET' ? await renderPage?.(request, language) : undefined;
    return sendPage(request, reply, rendered ? { html: rendered } : pageFor(request.url, language));
  };

  if (hasWebApp) {
    // The static route answers folders (like "/") with 403; the root is the app shell.
    app.get('/', answerPage);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
    // A missing /assets/x.js must be a 404, not the app shell served as JavaScript.
    const isFile = path.extname(pathname) !== '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isFile;
    if (wantsPage && hasWebApp) {
      if (!isAppPage(pathname)) reply.status(404);
      return answerPage(request, reply);
    }
    // Through the error handler, so the answer is in the caller's language like every other error.
    throw AppError.notFound();
  });
}

/**
 * A page differs by the language chosen, so shared caches must keep one copy per cookie and
 * language. A page asked for in a language (`?lang=`, the top bar's switch as a plain link) keeps
 * that choice in the cookie the web app keeps it in: a tap on the switch before the app's script
 * has run is then kept like any other, even if the script never runs.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: string | { html: string }) {
  const linked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(linked)) {
    reply.header('set-cookie', `${LANGUAGE_COOKIE}=${linked}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`);
  }
  reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
  if (typeof page === 'string') return reply.sendFile(page);
  return reply.type('text/html; charset=utf-8').send(page.html);
}

/**
 * The file to send for a page URL: its prerendered page when the build made one, else the app
 * shell. Only for the bare path: a query (a search's filters) is state the prerendered frame does
 * not show, so such a URL gets the shell and renders straight into the right state. The list is
 * re-read when a build replaces it.
 */
function prerenderedPages(webDistDir: string | undefined): (url: string, language: Language) => string {
  const files = webBuildFiles(webDistDir);
  // A build without prerendered pages, or one caught mid-write: every page gets the shell this once.
  const routes = (): PrerenderedRoutes => files.json<PrerenderedRoutes>(PRERENDERED_ROUTES) ?? {};
  const exists = (file: string | undefined): file is string =>
    file !== undefined && webDistDir !== undefined && existsSync(path.join(webDistDir, file));
  return (url, language) => {
    const [pathname = '/', query] = url.split('?');
    // A query other than the language is state (a search's filters) the prerendered frame does not show.
    const params = new URLSearchParams(query);
    params.delete('lang');
    const known = routes();
    const page = params.size === 0 ? known[pathname] : undefined;
    const shell = language === DEFAULT_LANGUAGE ? undefined : known['*']?.[language];
    for (const file of [page?.[language], shell]) if (exists(file)) return file;
    return 'index.html';
  };
}
