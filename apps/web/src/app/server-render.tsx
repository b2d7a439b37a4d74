import { createHash } from 'node:crypto';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Language } from '@rentease/i18n';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { type PropertyPage, propertyKeys } from '../features/properties/api/properties-api';
import { searchStateFromUrl, toApiFilters } from '../features/properties/hooks/use-search-filters';
import { apiUrl, nextCursor } from '../lib/api-client';
import { changeLanguage, startI18n } from '../lib/i18n';
import { markupStyles } from './markup-styles';
import { marksLargestPaintPhoto } from './photo-first';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { routes } from './route-table';

/**
 * Server rendering of the public pages people land on: the search (`/browse`, with its filters), a
 * listing's page (`/homes/{id}`) and the home page. The server (apps/server/src/plugins/web-app.plugin.ts)
 * loads this module's build and calls `renderPage` per request; the browser then hydrates the same
 * tree (main.tsx) with the data embedded here, so it neither fetches the listings again nor draws
 * them twice.
 */

/** One GET of the app's own API, answered in process by the server (no network). */
export type ApiFetch = (path: string) => Promise<{ status: number; headers: Headers; body: string }>;

export type RenderedPage = {
  /** The pattern of the route drawn ('/homes/:id'), which names the chunks the page preloads. */
  route: string;
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The `<style data-emotion>` elements of that markup's rules (markup-styles.ts), for the head. */
  styles: string;
  /** The query cache the page was drawn from (TanStack Query's dehydrated state), as JSON. */
  state: string;
  /**
   * Its largest paint is a photo (photo-first.ts): the page's scripts wait in the template named
   * APP_SCRIPTS_TEMPLATE_ID until it is painted.
   */
  photoFirst: boolean;
};

export { APP_SCRIPTS_TEMPLATE_ID } from './photo-first';

/**
 * The data a page needs before it can be drawn, put into the query cache under the keys its hooks
 * read; resolves with the API's answer as text (what the page is drawn from), undefined without one.
 */
type PageData = (
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  url: URL,
  fetchApi: ApiFetch,
) => Promise<string | undefined>;

/** Pages already drawn, by what they were drawn from; the server keeps them (an LRU of its own). */
export type RenderedPages = { get(key: string): RenderedPage | undefined; set(key: string, page: RenderedPage): void };

/** The first page of the search the URL describes, as usePropertyList keeps it. */
const searchData: PageData = async (queryClient, _params, url, fetchApi) => {
  const filters = toApiFilters(searchStateFromUrl(url.searchParams));
  const answer = await fetchApi(apiUrl('get', '/api/property', { query: filters }));
  if (answer.status !== 200) return undefined;
  const items = JSON.parse(answer.body) as PropertyPage['items'];
  const page: PropertyPage = {
    items,
    total: Number(answer.headers.get('x-total-count') ?? items.length),
    next: nextCursor(answer.headers),
  };
  queryClient.setQueryData(propertyKeys.list({ kind: 'public' }, filters), { pages: [page], pageParams: [undefined] });
  return `${page.total} ${page.next ?? ''} ${answer.body}`;
};

/** The listing as a visitor sees it; a hidden, paused or missing one is not rendered here. */
const listingData: PageData = async (queryClient, params, _url, fetchApi) => {
  const id = params.id ?? '';
  const answer = await fetchApi(apiUrl('get', '/api/property/{id}', { path: { id } }));
  if (answer.status !== 200) return undefined;
  queryClient.setQueryData(propertyKeys.detail(id), JSON.parse(answer.body));
  return answer.body;
};

/** The home page's content is the app's own: drawn once per language and build, then kept. */
const noData: PageData = async () => '';

const RENDERED_PAGES: { path: string; data: PageData }[] = [
  { path: '/', data: noData },
  { path: '/browse', data: searchData },
  { path: '/homes/:id', data: listingData },
];

/** Whether the server renders this path (the rest are prerendered or the app shell). */
export function isServerRendered(pathname: string): boolean {
  return RENDERED_PAGES.some((page) => matchPath(page.path, pathname) !== null);
}

const handler = createStaticHandler(routes);

// The app's texts come from one i18next instance, switched per language: one page is drawn at a
// time, so a Hindi page never picks up an English render's language halfway through. Fetching
// data and finding pages drawn before do not wait in this line.
let drawing: Promise<unknown> = startI18n('en');

/**
 * The page at `url` in `language`, drawn with its data; undefined when this path is not server
 * rendered or its data could not be had (the caller then sends the app shell, which fetches).
 * Drawing takes tens of milliseconds, the data about one: a page drawn from the very same answer
 * before is taken from `drawn`, so it is never stale and a popular search is drawn once.
 */
export async function renderPage(
  url: string,
  language: Language,
  fetchApi: ApiFetch,
  drawn?: RenderedPages,
): Promise<RenderedPage | undefined> {
  const location = new URL(url, 'http://localhost');
  const page = RENDERED_PAGES.map((candidate) => ({ ...candidate, match: matchPath(candidate.path, location.pathname) })).find(
    (candidate) => candidate.match !== null,
  );
  if (!page?.match) return undefined;
  const queryClient = createQueryClient();
  const source = await page.data(queryClient, page.match.params, location, fetchApi);
  if (source === undefined) return undefined;
  const key = `${language} ${url} ${createHash('sha256').update(source).digest('base64')}`;
  const known = drawn?.get(key);
  if (known) return known;
  const next = drawing.then(() => draw(page.path, location, language, queryClient));
  drawing = next.catch(() => undefined);
  const rendered = await next;
  if (rendered) drawn?.set(key, rendered);
  return rendered;
}

async function draw(
  route: string,
  location: URL,
  language: Language,
  queryClient: QueryClient,
): Promise<RenderedPage | undefined> {
  await changeLanguage(language);
  const context = await handler.query(new Request(location.href));
  // A redirect or error answer (none of the rendered pages has one today) is the app's to draw.
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Emotion's own SSR protocol, as prerender.tsx uses it: styles are kept out of the markup and
  // sent as <style data-emotion> elements that the browser's Emotion adopts on start.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = await renderToText(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </CacheProvider>
    </StrictMode>,
  );
  return {
    route,
    html,
    styles: markupStyles(cache, html),
    state: JSON.stringify(dehydrate(queryClient)),
    photoFirst: marksLargestPaintPhoto(html),
  };
}

/**
 * React's static renderer (the streaming one, waiting for everything): lazy sections are drawn
 * too, and nothing is left to inline scripts, which the site's Content-Security-Policy refuses.
 * Styles can only be collected once all of it has rendered, so the page is sent whole.
 */
async function renderToText(element: React.ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    // Boundaries past this size would be sent apart and moved into place by an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // A part that failed would be drawn again by the browser with a console error: send the shell instead.
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}
