import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGES, type Language } from '@rentease/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { changeLanguage, i18n, siteDescription, siteTitle, startI18n } from '../lib/i18n';
import { markupStyles } from './markup-styles';
import { OfflinePage } from './offline-page';
import { PublicFrame } from './public-layout';
import HomePage from './routes/public/home-page';

await startI18n(DEFAULT_LANGUAGE);

/** Every language gets its own copy of each prerendered page. */
export const PRERENDER_LANGUAGES = LANGUAGES;
export { DEFAULT_LANGUAGE };
/** `<html lang>` of each language's pages: the same locale the app sets when it runs. */
export const HTML_LANGS = INTL_LOCALES;

/** Renders what follows in `language`: each prerendered page exists once per language. */
export async function setPrerenderLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
}

/** The document's title and description in the language being rendered. */
export function documentTexts(): { title: string; description: string } {
  return { title: siteTitle(), description: siteDescription() };
}

/**
 * Build-time prerendering of public pages (vite.config.ts runs it after the client build): the
 * home page's marketing content, sent when the server cannot render it itself (server-render.tsx,
 * which the browser then adopts in place). The browser shows this HTML at once; the app then
 * renders the same markup over it (main.tsx).
 */
export type PrerenderedRoute = {
  path: string;
  name: string;
  /** The route's page module, whose chunks the page preloads. */
  module: string;
  Page: ComponentType;
};

export const PRERENDERED_PAGES: PrerenderedRoute[] = [
  { path: '/', name: 'home', module: 'src/app/routes/public/home-page.tsx', Page: HomePage },
];

/**
 * The route modules of the server-rendered pages (server-render.tsx), by route: the build lists
 * their chunks so the server's page preloads them beside the entry.
 */
export const SERVER_RENDERED_MODULES: Record<string, string> = {
  '/': 'src/app/routes/public/home-page.tsx',
  '/browse': 'src/app/routes/public/browse-page.tsx',
  '/homes/:id': 'src/app/routes/public/listing-page.tsx',
};

/**
 * The page the service worker shows for a navigation that found no network (build-plugins.ts
 * writes it), in every language: the page picks the reader's as it opens, since it cannot ask the
 * server. English first, the language the page starts in.
 */
export async function prerenderOfflinePages(): Promise<{ language: Language; title: string; page: PrerenderedPage }[]> {
  const pages = [];
  for (const language of [DEFAULT_LANGUAGE, ...LANGUAGES.filter((other) => other !== DEFAULT_LANGUAGE)]) {
    await changeLanguage(language);
    pages.push({ language, title: i18n.t('You are offline'), page: prerenderPage(OfflinePage, '/offline') });
  }
  await changeLanguage(DEFAULT_LANGUAGE);
  return pages;
}

/** A page's markup and the `<style>` elements of its rules (markup-styles.ts). */
export type PrerenderedPage = { html: string; styles: string };

/** The page inside the public header and footer, as markup, with the styles it uses. */
export function prerenderPage(Page: ComponentType, path: string): PrerenderedPage {
  // Emotion's own SSR protocol: `compat` keeps styles out of the markup; they are collected from
  // the cache and sent as <style data-emotion> elements the browser's Emotion adopts on start.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const queryClient = new QueryClient();
  const html = renderToString(
    <CacheProvider value={cache}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>
          <PublicFrame>
            <Page />
          </PublicFrame>
        </StaticRouter>
      </QueryClientProvider>
    </CacheProvider>,
  );
  return { html, styles: markupStyles(cache, html) };
}
