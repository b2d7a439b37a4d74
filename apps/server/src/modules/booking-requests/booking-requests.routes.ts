import {
  bookingRequest,
  createBookingRequestBody,
  createBookingRequestResponse,
  declineBookingRequestBody,
  renterApplicationBody,
  renterProfile,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { ImageStorage } from '../../lib/storage.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { toBookingRequest, toRenterProfile } from './booking-requests.presenter.js';
import {
  approveBookingRequest,
  createBookingRequest,
  declineBookingRequest,
  getRenterProfile,
  listBookingRequests,
  saveRenterProfile,
  withdrawBookingRequest,
} from './booking-requests.service.js';

export type BookingRequestsRoutesOptions = {
  db: Database;
  storage: ImageStorage;
  clock: Clock;
  /** Tells the other side of each change, after it commits. */
  notifications: NotificationDispatcher;
};

const idParams = z.object({ id: z.string().max(100) });

/** Requests to book a 'request' listing, their answers, and the tenant's renter profile. */
export async function bookingRequestsRoutes(
  app: FastifyInstance,
  { db, storage, clock, notifications }: BookingRequestsRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, clock, notifications };

  api.post(
    '/booking-requests',
    {
      schema: { body: createBookingRequestBody, response: { 201: createBookingRequestResponse } },
      config: { access: ['tenant'] },
    },
    async (request, reply) => {
      const created = await createBookingRequest(deps, requireUser(request), request.body);
      return reply.status(201).send({ id: created.id, status: created.status, expires_at: created.expiresAt.toISOString() });
    },
  );

  api.get(
    '/booking-requests',
    { schema: { response: { 200: z.array(bookingRequest) } }, config: { access: ['tenant', 'landlord', 'admin'] } },
    async (request) => {
      const now = clock.now();
      const rows = await listBookingRequests(db, requireUser(request), now);
      return rows.map((row) => toBookingRequest(row, storage, now));
    },
  );

  api.post(
    '/booking-requests/:id/approve',
    { schema: { params: idParams, response: { 200: bookingRequest } }, config: { access: ['landlord'] } },
    async (request) =>
      toBookingRequest(await approveBookingRequest(deps, requireUser(request), request.params.id), storage, clock.now()),
  );

  api.post(
    '/booking-requests/:id/decline',
    {
      schema: { params: idParams, body: declineBookingRequestBody.optional(), response: { 200: bookingRequest } },
      config: { access: ['landlord'] },
    },
    async (request) =>
      toBookingRequest(
        await declineBookingRequest(deps, requireUser(request), request.params.id, request.body ?? {}),
        storage,
        clock.now(),
      ),
  );

  api.post(
    '/booking-requests/:id/withdraw',
    { schema: { params: idParams, response: { 200: bookingRequest } }, config: { access: ['tenant'] } },
    async (request) =>
      toBookingRequest(await withdrawBookingRequest(deps, requireUser(request), request.params.id), storage, clock.now()),
  );

  api.get(
    '/me/renter-profile',
    { schema: { response: { 200: renterProfile } }, config: { access: ['tenant'] } },
    async (request) => toRenterProfile(await getRenterProfile(db, requireUser(request).id)),
  );

  api.put(
    '/me/renter-profile',
    { schema: { body: renterApplicationBody, response: { 200: renterProfile } }, config: { access: ['tenant'] } },
    async (request) => toRenterProfile(await saveRenterProfile(db, requireUser(request).id, request.body, clock)),
  );
}
