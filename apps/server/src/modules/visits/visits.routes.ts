import {
  cancelVisitBody,
  createVisitBody,
  visit,
  visitHours,
  visitHoursBody,
  visitMessages,
  visitSlot,
  visitSlotsQuery,
  visitSummary,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { toVisit, toVisitSummary } from './visits.presenter.js';
import {
  bookVisit,
  cancelVisit,
  findFreeSlots,
  getVisitHours,
  listVisits,
  setVisitHours,
  visitCalendarFor,
} from './visits.service.js';

export type VisitsRoutesOptions = { db: Database; clock: Clock; notifications: NotificationDispatcher };

const idParams = z.object({ id: z.string().max(100) });

/** Viewing visits: a listing's weekly visit hours and free slots, booking, cancelling, calendar files. */
export async function visitsRoutes(app: FastifyInstance, { db, clock, notifications }: VisitsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, clock, notifications };

  // Public like the listing: the form fills in from it, and a tenant may see when the home is shown.
  api.get(
    '/property/:id/visit-hours',
    { schema: { params: idParams, response: { 200: visitHours } }, config: { access: 'public' } },
    async (request) => getVisitHours(db, request.params.id, request.user),
  );

  api.put(
    '/property/:id/visit-hours',
    {
      schema: { params: idParams, body: visitHoursBody, response: { 200: visitHours } },
      config: { access: ['landlord', 'admin'], accessDeniedMessage: visitMessages.notYourProperty },
    },
    async (request) => setVisitHours(db, requireUser(request), request.params.id, request.body),
  );

  api.get(
    '/property/:id/visit-slots',
    {
      schema: { params: idParams, querystring: visitSlotsQuery, response: { 200: z.array(visitSlot) } },
      config: { access: 'public' },
    },
    async (request) => {
      const slots = await findFreeSlots(db, request.params.id, request.user, request.query, clock.now());
      return slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() }));
    },
  );

  api.post(
    '/visits',
    {
      schema: { body: createVisitBody, response: { 201: visit } },
      config: { access: ['tenant'], accessDeniedMessage: visitMessages.onlyTenants },
    },
    async (request, reply) => {
      const row = await bookVisit(deps, requireUser(request), request.body);
      return reply.status(201).send(toVisit(row));
    },
  );

  api.get(
    '/visits',
    { schema: { response: { 200: z.array(visitSummary) } }, config: { access: ['tenant', 'landlord', 'admin'] } },
    async (request) => {
      const now = clock.now();
      const rows = await listVisits(db, requireUser(request), now);
      return rows.map((row) => toVisitSummary(row, now));
    },
  );

  api.post(
    '/visits/:id/cancel',
    {
      schema: { params: idParams, body: cancelVisitBody.optional(), response: { 200: visit } },
      config: { access: ['tenant', 'landlord', 'admin'] },
    },
    async (request) => toVisit(await cancelVisit(deps, requireUser(request), request.params.id, request.body?.reason)),
  );

  api.get(
    '/visits/:id/calendar.ics',
    {
      schema: { params: idParams, response: { 200: z.string().describe('An iCalendar (RFC 5545) file') } },
      config: { access: ['tenant', 'landlord', 'admin'] },
    },
    async (request, reply) => {
      const file = await visitCalendarFor(db, requireUser(request), request.params.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
