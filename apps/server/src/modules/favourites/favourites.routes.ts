import { historyPageQuery, type Property, property } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { pageHeaders } from '../../lib/pagination.js';
import type { ImageStorage } from '../../lib/storage.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { toProperty } from '../properties/properties.service.js';
import { listFavourites, removeFavourite, saveFavourite } from './favourites.service.js';

export type FavouritesRoutesOptions = { db: Database; storage: ImageStorage; clock: Clock };

const propertyParams = z.object({ propertyId: z.string() });
const ONLY_TENANTS = 'Only tenants can save homes.';

/** A tenant's saved homes: save, unsave, and the 'Saved' list in the search's item shape. */
export async function favouritesRoutes(app: FastifyInstance, { db, storage, clock }: FavouritesRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: ['tenant'] as const, accessDeniedMessage: ONLY_TENANTS };

  api.put('/favourites/:propertyId', { schema: { params: propertyParams }, config: access }, async (request, reply) => {
    await saveFavourite(db, requireUser(request).id, request.params.propertyId, clock.now());
    return reply.status(204).send();
  });

  api.delete('/favourites/:propertyId', { schema: { params: propertyParams }, config: access }, async (request, reply) => {
    await removeFavourite(db, requireUser(request).id, request.params.propertyId);
    return reply.status(204).send();
  });

  api.get(
    '/favourites',
    { schema: { querystring: historyPageQuery, response: { 200: z.array(property) } }, config: access },
    async (request, reply) => {
      const today = clock.today();
      const page = await listFavourites(db, requireUser(request).id, request.query, { today, now: clock.now() });
      const items: Property[] = page.items.map((item) => ({ ...toProperty(item, storage, today), is_favourite: true }));
      return reply.headers(pageHeaders(request, page)).send(items);
    },
  );
}
