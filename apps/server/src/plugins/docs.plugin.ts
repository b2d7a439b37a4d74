import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from './access.plugin.js';

/** The access rule of a route, as the reference states it. */
function describeAccess(access: Access | undefined): string {
  if (access === undefined || access === 'public') return 'Access: public.';
  return `Access: signed in as ${access.join(' or ')} (bearer token). Ownership rules apply where a path names a user.`;
}

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, at /api/openapi.json, browsable at /api/docs.
 * Each operation states who may call it, from the same `config.access` the server enforces.
 * Register before the routes: it collects them as they are added.
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RentEase API',
        version,
        description:
          'The marketplace API: listings, bookings and card payments, chat, accounts and the admin console. Errors are `{ error, code, details? }`; lists page with `Link: <…>; rel="next"` and `X-Total-Count`.\n\nLive chat events come over a WebSocket at `/api/ws` (not an HTTP operation, so not listed below): send `{"type":"auth","token":"<bearer token>"}` first; the server answers `ready`, then pushes `message.new`, `message.read` and `conversation.updated` for your conversations.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      const isPrivate = access !== undefined && access !== 'public';
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          description: describeAccess(access),
          ...(isPrivate ? { security: [{ bearer: [] }] } : {}),
          tags: [input.url.split('/')[2] ?? 'api'],
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
}
