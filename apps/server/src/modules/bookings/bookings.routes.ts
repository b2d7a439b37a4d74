import {
  adminBookingsQuery,
  availabilityResponse,
  bookingSummary,
  type HistoryPageQuery,
  historyPageQuery,
} from '@rentease/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { pageHeaders } from '../../lib/pagination.js';
import type { ImageStorage } from '../../lib/storage.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { findListedProperty } from '../properties/properties.service.js';
import { findAvailability } from './availability.js';
import { assertCanListLandlordBookings, assertCanListTenantBookings } from './bookings.policy.js';
import { toBookingSummary } from './bookings.presenter.js';
import { type BookingScope, listBookings } from './bookings.service.js';

export type BookingsRoutesOptions = { db: Database; storage: ImageStorage; clock: Clock };

const userParams = z.object({ userId: z.uuid({ error: 'Not a valid user id' }) });
const listSchema = { querystring: historyPageQuery, response: { 200: z.array(bookingSummary) } };

export async function bookingsRoutes(app: FastifyInstance, { db, storage, clock }: BookingsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public: the cards and the detail dialog show the same availability to everyone.
  api.get(
    '/bookings/availability/:propertyId',
    {
      schema: { params: z.object({ propertyId: z.string() }), response: { 200: availabilityResponse } },
      config: { access: 'public' },
    },
    async (request) => {
      // A hidden listing has no availability to show anyone but its landlord and the admin.
      const property = await findListedProperty(db, request.params.propertyId, request.user);
      return findAvailability(db, property, clock.today());
    },
  );

  const sendPage = async (scope: BookingScope, query: HistoryPageQuery, request: FastifyRequest, reply: FastifyReply) => {
    const page = await listBookings(db, scope, query, { today: clock.today(), now: clock.now() });
    const viewer = { user: requireUser(request), now: clock.now(), today: clock.today() };
    return reply.headers(pageHeaders(request, page)).send(page.items.map((item) => toBookingSummary(item, storage, viewer)));
  };

  api.get(
    '/bookings/all',
    { schema: { ...listSchema, querystring: adminBookingsQuery }, config: { access: ['admin'] } },
    async (request, reply) => {
      const { q, status, from, to, ...page } = request.query;
      return sendPage({ kind: 'all', filters: { q, status, from, to } }, page, request, reply);
    },
  );

  api.get(
    '/bookings/tenant/:userId',
    { schema: { ...listSchema, params: userParams }, config: { access: ['tenant', 'admin'] } },
    async (request, reply) => {
      assertCanListTenantBookings(requireUser(request), request.params.userId);
      return sendPage({ kind: 'tenant', tenantId: request.params.userId }, request.query, request, reply);
    },
  );

  api.get(
    '/bookings/landlord/:userId',
    { schema: { ...listSchema, params: userParams }, config: { access: ['landlord', 'admin'] } },
    async (request, reply) => {
      assertCanListLandlordBookings(requireUser(request), request.params.userId);
      return sendPage({ kind: 'landlord', landlordId: request.params.userId }, request.query, request, reply);
    },
  );
}
