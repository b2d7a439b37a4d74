import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { databaseRateLimitStore } from '../lib/rate-limit-store.js';

/**
 * Security headers, compression and the rate limiter (applied per route via `config.rateLimit`),
 * whose windows live in the database so that every server process shares them.
 */
export async function registerSecurity(
  app: FastifyInstance,
  db: Database,
  { mapStyleUrl, inlineScripts }: { mapStyleUrl: string | undefined; inlineScripts: () => string[] },
) {
  // An operator's street map: its style, tiles, glyphs and sprites come from its host, and only then.
  const mapHost = mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
  // Helmet's middleware is built once, here. @fastify/helmet built it again on every request
  // (parsing and validating these directives each time): cached search answered a third fewer.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The page's own inline scripts (lib/inline-scripts.ts), each by its hash, and no other.
        scriptSrc: ["'self'", () => inlineScripts().join(' ')],
        // MUI/emotion inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapHost],
        // blob: the photo uploader previews a picked file from a blob: URL; when the file's bytes
        // are no image, Chromium reported a connect-src violation for that blob: (seen in the
        // browser tests, with no script position; which request makes it was not traced).
        connectSrc: ["'self'", ...mapHost, 'blob:'],
        // The rental agreement's and an owner's documents are shown in a frame from a blob: URL.
        frameSrc: ["'self'", 'blob:'],
        // The web app's service worker and manifest: our own files only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Images are same-origin; keep cross-origin isolation defaults from blocking nothing we use.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    try {
      // The headers go on the raw response, so every answer carries them, errors and 404s included.
      // Helmet 8 throws its errors rather than passing them on.
      setSecurityHeaders(request.raw, reply.raw, () => done());
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', messages.tooManyRequests, 429),
  });
}
