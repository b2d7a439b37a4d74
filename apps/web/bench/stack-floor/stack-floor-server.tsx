import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers, routes } from './stack-floor-page';

/** The reference page's markup and Emotion's rules for it, as the app's server render gives them. */
export async function renderStackFloor(): Promise<{ html: string; css: string; styleIds: string[] }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('The reference page redirected.');
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <Providers>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </CacheProvider>
    </StrictMode>,
  );
  const styleIds = Object.keys(cache.inserted);
  const css = styleIds
    .map((id) => cache.inserted[id])
    .filter((rule) => typeof rule === 'string')
    .join('');
  return { html, css, styleIds };
}
