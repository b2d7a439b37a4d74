import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ImageStorage, LocalDiskStorage, type StoredImage } from '../lib/storage.js';

/** Image names are unique per upload and never reused, so browsers and CDNs may keep them forever. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg' };

/**
 * Publishes processed images at /uploads/ with the same headers whichever storage holds them:
 * files on disk through @fastify/static (streamed, with its ETag and ranges), any other storage
 * (the database) by reading the image through the storage port. A missing image is the app's
 * JSON 404 either way.
 */
export async function registerUploadsStatic(app: FastifyInstance, storage: ImageStorage) {
  if (storage instanceof LocalDiskStorage) {
    mkdirSync(storage.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', CACHE_FOREVER);
      },
    });
    return;
  }

  app.get<{ Params: { key: string } }>('/uploads/:key', { schema: { hide: true } }, async (request, reply) => {
    const { key } = request.params;
    const contentType = CONTENT_TYPES[path.extname(key)];
    const image = contentType ? await storage.read(key) : undefined;
    if (!contentType || !image) return reply.callNotFound();
    const etag = entityTag(image);
    reply
      .header('cache-control', CACHE_FOREVER)
      .header('etag', etag)
      .header('last-modified', image.storedAt.toUTCString())
      .type(contentType);
    if (isNotModified(request, etag, image.storedAt)) return reply.status(304).send();
    return reply.send(image.data);
  });
}

/** Changes whenever the image is stored again (time and size), like @fastify/static's for files. */
function entityTag(image: StoredImage): string {
  return `W/"${image.data.length.toString(16)}-${image.storedAt.getTime().toString(16)}"`;
}

/** RFC 9110 §13.2.2: If-None-Match decides when present; otherwise If-Modified-Since (whole seconds). */
function isNotModified(request: FastifyRequest, etag: string, storedAt: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(storedAt.getTime() / 1000) * 1000 <= since;
}
