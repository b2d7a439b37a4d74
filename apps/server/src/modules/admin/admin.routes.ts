import { adminAuditEntry, adminAuditQuery, adminOverview, propertyStats } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { pageHeaders } from '../../lib/pagination.js';
import { listAuditEntries } from '../audit/audit.service.js';
import { buildOverview, countListingsByType } from './admin.service.js';

/** The admin dashboard's numbers (the spec's property-stats and an additive overview) and the audit log. */
export async function adminRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/user/property-stats', { schema: { response: { 200: propertyStats } }, config: { access: ['admin'] } }, async () =>
    countListingsByType(db),
  );
  api.get('/admin/overview', { schema: { response: { 200: adminOverview } }, config: { access: ['admin'] } }, async () =>
    buildOverview(db, clock),
  );
  api.get(
    '/admin/audit',
    { schema: { querystring: adminAuditQuery, response: { 200: z.array(adminAuditEntry) } }, config: { access: ['admin'] } },
    async (request, reply) => {
      const page = await listAuditEntries(db, request.query);
      return reply.headers(pageHeaders(request, page)).send(page.items);
    },
  );
}
