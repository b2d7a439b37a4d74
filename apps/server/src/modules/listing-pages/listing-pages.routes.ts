import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { type PageRenderer, pageLanguage } from '../../lib/page-renderer.js';
import type { RequestOrigin } from '../../lib/public-url.js';
import type { ImageStorage } from '../../lib/storage.js';
import { webBuildFiles } from '../../lib/web-build-files.js';
import { getProperty, toProperty } from '../properties/properties.service.js';
import {
  listingHead,
  notFoundHead,
  robotsTxt,
  type SitemapEntry,
  sitemapIndexXml,
  sitemapXml,
  withHead,
} from './listing-pages.presenter.js';
import { countSitemapListings, PUBLIC_PAGES, SITEMAP_MAX_URLS, sitemapListings } from './listing-pages.service.js';

type ListingPagesOptions = {
  db: Database;
  storage: ImageStorage;
  clock: Clock;
  /** The site's absolute origin for a request: canonical URLs, og:image and the sitemap are absolute. */
  appUrl: RequestOrigin;
  webDistDir: string | undefined;
  /** Draws the listing's page on the server (its content in the HTML); the bare shell without it. */
  renderPage?: PageRenderer;
  /** URLs per sitemap before it becomes an index of parts (sitemaps.org allows 50,000). */
  sitemapMaxUrls?: number;
};

/** Without a built web app (API tests, a server-only deploy) the page is this bare document. */
const BARE_SHELL =
  '<!doctype html>\n<html lang="en-IN">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/** Crawlers and link previews re-read pages; an hour keeps the database out of their bursts. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * Shareable listing pages: GET /homes/{id} answers the app's own HTML with a head
 * filled for that listing, so a plain HTTP client — a search engine, a chat app building a
 * preview — sees its title, picture and price, and with the web app's server build the page
 * itself (gallery, facts, description, rent); the browser then runs the app over it.
 * Also /sitemap.xml (an index of parts beyond 50,000 URLs) and /robots.txt.
 */
export async function listingPagesRoutes(app: FastifyInstance, options: ListingPagesOptions) {
  const { db, storage, clock, appUrl } = options;
  const maxUrls = options.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shell = appShell(options.webDistDir);

  api.get(
    '/homes/:id',
    { schema: { params: z.object({ id: z.string() }) }, config: { access: 'public' } },
    async (request, reply) => {
      const today = clock.today();
      const view = await getProperty(db, request.params.id, today, clock.now()).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return undefined;
        throw error;
      });
      // A hidden or paused listing is nobody's to share: its landlord and the admin still see it in the app.
      if (!view || view.hiddenAt !== null || view.pausedAt !== null) {
        return sendPage(reply.status(404), withHead(shell(), notFoundHead()));
      }
      const page = (await options.renderPage?.(request, pageLanguage(request))) ?? shell();
      return sendPage(
        reply.header('vary', 'Cookie, Accept-Language'),
        withHead(page, listingHead(toProperty(view, storage, today), appUrl(request))),
      );
    },
  );

  api.get('/robots.txt', { config: { access: 'public' } }, async (request, reply) =>
    reply
      .header('cache-control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(appUrl(request))),
  );

  api.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const publicUrl = appUrl(request);
    const listings = await countSitemapListings(db);
    if (PUBLIC_PAGES.length + listings <= maxUrls) {
      const rows = await sitemapListings(db, 1, maxUrls);
      return sendXml(reply, sitemapXml(publicUrl, [...publicEntries(), ...rows.map(listingEntry)]));
    }
    const parts = Math.ceil(listings / maxUrls);
    const names = ['/sitemaps/pages.xml', ...Array.from({ length: parts }, (_, i) => `/sitemaps/homes-${i + 1}.xml`)];
    return sendXml(reply, sitemapIndexXml(publicUrl, names));
  });

  api.get('/sitemaps/pages.xml', { config: { access: 'public' } }, async (request, reply) =>
    sendXml(reply, sitemapXml(appUrl(request), publicEntries())),
  );

  api.get(
    '/sitemaps/homes-:part.xml',
    { schema: { params: z.object({ part: z.coerce.number().int().min(1).max(100_000) }) }, config: { access: 'public' } },
    async (request, reply) => {
      const rows = await sitemapListings(db, request.params.part, maxUrls);
      if (rows.length === 0) throw AppError.notFound('There is no such sitemap.');
      return sendXml(reply, sitemapXml(appUrl(request), rows.map(listingEntry)));
    },
  );
}

const publicEntries = (): SitemapEntry[] => PUBLIC_PAGES.map((page) => ({ path: page }));
const listingEntry = (row: { id: string; createdAt: Date }): SitemapEntry => ({
  path: `/homes/${row.id}`,
  lastmod: row.createdAt,
});

function sendPage(reply: FastifyReply, html: string) {
  // Revalidated like the app's other pages: a deploy or an edit shows at once.
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

function sendXml(reply: FastifyReply, xml: string) {
  return reply.header('cache-control', CRAWLER_CACHE).type('application/xml; charset=utf-8').send(xml);
}

/** The built app's index.html, re-read when a build replaces it; the bare document without one. */
function appShell(webDistDir: string | undefined): () => string {
  const files = webBuildFiles(webDistDir);
  // No build (yet): the head still reaches crawlers.
  return () => files.text('index.html') ?? BARE_SHELL;
}
