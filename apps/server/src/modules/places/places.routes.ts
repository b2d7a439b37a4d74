import { gazetteerAnswer, gazetteerQuery, pincodeParams, pincodePlace } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findPlaces } from './gazetteer.service.js';
import { findPincode } from './pincodes.service.js';

/** Places from the offline datasets the app ships: no map service or key is involved. */
export async function placesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/places/pincodes/:pincode',
    { schema: { params: pincodeParams, response: { 200: pincodePlace } }, config: { access: 'public' } },
    async (request, reply) => {
      // A PIN code's area never moves; browsers and proxies may keep the answer for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return findPincode(request.params.pincode);
    },
  );

  api.get(
    '/places',
    { schema: { querystring: gazetteerQuery, response: { 200: gazetteerAnswer } }, config: { access: 'public' } },
    async (request, reply) => {
      // The gazetteer changes only with a new release of its dataset; a day's keeping is safe.
      reply.header('cache-control', 'public, max-age=86400');
      return findPlaces(request.query.q);
    },
  );
}
