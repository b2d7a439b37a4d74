import { adminOverview, propertyStats } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { buildOverview, countListingsByType } from './admin.service.js';

/** The admin dashboard's numbers: the spec's property-stats and an additive overview. */
export async function adminRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/user/property-stats', { schema: { response: { 200: propertyStats } }, config: { access: ['admin'] } }, async () =>
    countListingsByType(db),
  );
  api.get('/admin/overview', { schema: { response: { 200: adminOverview } }, config: { access: ['admin'] } }, async () =>
    buildOverview(db, clock),
  );
}
