import {
  adminReport,
  createReportBody,
  createReportResponse,
  historyPageQuery,
  property,
  propertyVisibilityBody,
  resolveReportBody,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { pageHeaders } from '../../lib/pagination.js';
import type { ImageStorage } from '../../lib/storage.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { getProperty, toProperty } from '../properties/properties.service.js';
import { toAdminReport } from './reports.presenter.js';
import { createReport, listReports, resolveReport, setListingVisibility } from './reports.service.js';

export type ReportsRoutesOptions = {
  db: Database;
  storage: ImageStorage;
  clock: Clock;
  /** Clears the listing caches of every server process (app.ts). */
  forgetListings: () => void;
  rateLimit: RateLimitRule;
  /** The landlord of a listing hidden or shown again. */
  notifications: NotificationDispatcher;
};

const idParams = z.object({ id: z.string() });

/** Reporting a listing, the admin's queue of reports, and taking a listing down. */
export async function reportsRoutes(
  app: FastifyInstance,
  { db, storage, clock, forgetListings, rateLimit, notifications }: ReportsRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/property/:id/report',
    {
      schema: { params: idParams, body: createReportBody, response: { 201: createReportResponse } },
      config: {
        access: ['tenant', 'landlord', 'admin'],
        // Per account, counted once the account is known: bounds a script flooding the queue.
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.timeWindowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `report|${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const created = await createReport(db, requireUser(request), request.params.id, request.body, clock);
      return reply.status(201).send({ id: created.id });
    },
  );

  api.get(
    '/admin/reports',
    { schema: { querystring: historyPageQuery, response: { 200: z.array(adminReport) } }, config: { access: ['admin'] } },
    async (request, reply) => {
      const page = await listReports(db, request.query);
      return reply.headers(pageHeaders(request, page)).send(page.items.map(toAdminReport));
    },
  );

  api.patch(
    '/admin/reports/:id',
    { schema: { params: idParams, body: resolveReportBody, response: { 200: adminReport } }, config: { access: ['admin'] } },
    async (request) => toAdminReport(await resolveReport(db, requireUser(request), request.params.id, request.body, clock)),
  );

  api.patch(
    '/property/:id/visibility',
    { schema: { params: idParams, body: propertyVisibilityBody, response: { 200: property } }, config: { access: ['admin'] } },
    async (request) => {
      const changed = await setListingVisibility(
        { db, clock, notifications },
        requireUser(request),
        request.params.id,
        request.body,
      );
      // At once, in this process and the others: a hidden listing must leave cached searches now.
      forgetListings();
      const today = clock.today();
      return toProperty(await getProperty(db, changed.id, today, clock.now()), storage, today);
    },
  );
}
