import { savedMessages, savedSearch, savedSearchBody } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { toSavedSearch } from './saved-searches.presenter.js';
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from './saved-searches.service.js';

export type SavedSearchesRoutesOptions = { db: Database; clock: Clock };

/** A tenant's saved searches; a new listing that matches one notifies its owner. */
export async function savedSearchesRoutes(app: FastifyInstance, { db, clock }: SavedSearchesRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: ['tenant'] as const, accessDeniedMessage: savedMessages.onlyTenants };

  api.post(
    '/saved-searches',
    { schema: { body: savedSearchBody, response: { 201: z.object({ id: z.string() }) } }, config: access },
    async (request, reply) => {
      const row = await createSavedSearch(db, requireUser(request).id, request.body, clock.now());
      return reply.status(201).send({ id: row.id });
    },
  );

  api.get('/saved-searches', { schema: { response: { 200: z.array(savedSearch) } }, config: access }, async (request) =>
    (await listSavedSearches(db, requireUser(request).id)).map(toSavedSearch),
  );

  api.delete(
    '/saved-searches/:id',
    { schema: { params: z.object({ id: z.string() }) }, config: access },
    async (request, reply) => {
      await deleteSavedSearch(db, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
