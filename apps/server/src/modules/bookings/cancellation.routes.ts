import { cancelBookingBody, cancelBookingResponse, cancellationMessages } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.plugin.js';
import { type CancellationDeps, cancelBooking } from './cancellation.service.js';

/** Cancellation with refunds. */
export async function cancellationRoutes(app: FastifyInstance, deps: Omit<CancellationDeps, 'log'>) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/bookings/:bookingId/cancel',
    {
      schema: {
        params: z.object({ bookingId: z.string() }),
        body: cancelBookingBody.optional(),
        response: { 200: cancelBookingResponse },
      },
      config: { access: ['tenant', 'landlord', 'admin'], accessDeniedMessage: cancellationMessages.notYourBooking },
    },
    async (request) =>
      cancelBooking({ ...deps, log: request.log }, requireUser(request), request.params.bookingId, request.body?.reason),
  );
}
