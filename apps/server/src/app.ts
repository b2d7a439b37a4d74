import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { ResponseCache } from './lib/response-cache.js';
import type { LocalDiskStorage } from './lib/storage.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { CityDirectory } from './modules/properties/cities.service.js';
import { propertiesRoutes } from './modules/properties/properties.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { registerAuth } from './plugins/auth.plugin.js';
import { registerErrorHandler } from './plugins/error-handler.plugin.js';
import { registerSecurity } from './plugins/security.plugin.js';
import { registerUploadsStatic } from './plugins/uploads-static.plugin.js';
import { registerWebApp } from './plugins/web-app.plugin.js';

export type AppDeps = { config: Config; db: Database; storage: LocalDiskStorage };

/** Builds the HTTP app without listening, so tests can drive it with `app.inject()`. */
export async function buildApp({ config, db, storage }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Per-request lines are noise outside development; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: config.env !== 'development' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app);
  await app.register(registerAuth, { secret: config.jwtSecret, db });

  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        prefix: '/auth',
        db,
        hashCost: config.passwordHashCost,
        tokenTtl: config.tokenTtl,
        rateLimits: config.rateLimits,
      });
      await api.register(contactRoutes, { db, rateLimit: config.rateLimits.contact });
      await api.register(propertiesRoutes, {
        db,
        storage,
        cache: new ResponseCache(config.listingCacheTtlMs),
        cities: new CityDirectory(db, config.cityDirectoryTtlMs),
      });
      await api.register(uploadsRoutes, { db, storage, rateLimit: config.rateLimits.upload });
      api.get('/health', async () => ({ status: 'ok' }));
    },
    { prefix: '/api' },
  );

  await registerUploadsStatic(app, storage.root);
  await registerWebApp(app, config.webDistDir);
  return app;
}
