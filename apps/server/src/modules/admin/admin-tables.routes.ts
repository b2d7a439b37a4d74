import {
  adminBookingFilters,
  adminPaymentFilters,
  adminProperty,
  adminPropertyFilters,
  adminPropertyListQuery,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { sendCsv } from '../../lib/csv.js';
import { pageHeaders } from '../../lib/pagination.js';
import { walkBookings } from '../bookings/bookings.service.js';
import { walkPayments } from '../payments/payments.service.js';
import { bookingCsvColumns, paymentCsvColumns, propertyCsvColumns, toAdminProperty } from './admin-tables.presenter.js';
import { listAdminProperties, walkAdminProperties } from './admin-tables.service.js';

const admin = { access: ['admin'] as const };

/**
 * The admin's tables: every listing with its owner, status and counts, and CSV exports of
 * listings, bookings and payments under the filters the tables show. The bookings and payments
 * tables themselves read the spec's GET /api/bookings/all and /api/payment/all with filters.
 */
export async function adminTablesRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** rentease-bookings-2026-05-17.csv: the day of the export, India time. */
  const fileName = (what: string) => `rentease-${what}-${clock.today()}.csv`;

  api.get(
    '/admin/properties',
    { schema: { querystring: adminPropertyListQuery, response: { 200: z.array(adminProperty) } }, config: admin },
    async (request, reply) => {
      const page = await listAdminProperties(db, request.query);
      return reply.headers(pageHeaders(request, page)).send(page.items.map(toAdminProperty));
    },
  );

  api.get('/admin/properties.csv', { schema: { querystring: adminPropertyFilters }, config: admin }, async (request, reply) =>
    sendCsv(reply, fileName('properties'), propertyCsvColumns, walkAdminProperties(db, request.query)),
  );

  api.get('/admin/bookings.csv', { schema: { querystring: adminBookingFilters }, config: admin }, async (request, reply) => {
    const at = { today: clock.today(), now: clock.now() };
    return sendCsv(reply, fileName('bookings'), bookingCsvColumns, walkBookings(db, { kind: 'all', filters: request.query }, at));
  });

  api.get('/admin/transactions.csv', { schema: { querystring: adminPaymentFilters }, config: admin }, async (request, reply) =>
    sendCsv(reply, fileName('transactions'), paymentCsvColumns, walkPayments(db, { kind: 'all', filters: request.query })),
  );
}
