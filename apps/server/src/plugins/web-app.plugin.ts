import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated so a
 * deploy shows up at once. Any other GET that is not an API or upload path gets the app shell, so
 * every client-side route loads directly by URL.
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
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  if (hasWebApp) {
    // The static route answers folders (like "/") with 403; the root is the app shell.
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
    // A missing /assets/x.js must be a 404, not the app shell served as JavaScript.
    const isFile = path.extname(pathname) !== '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !isFile;
    if (wantsPage && hasWebApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: messages.notFound, code: 'NOT_FOUND' });
  });
}
