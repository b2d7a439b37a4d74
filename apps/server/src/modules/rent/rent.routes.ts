import { checkoutSessionResponse, landlordRentResponse, rentPeriodParams, rentSchedule } from '@rentease/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config.js';
import type { RequestOrigin } from '../../lib/public-url.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { assertEmailVerifiedWhenRequired } from '../account-emails/account-emails.service.js';
import { type CheckoutDeps, createRentCheckout } from '../payments/checkout.service.js';
import { assertCanListLandlordRent } from './rent.policy.js';
import { findRentSchedule, listLandlordRent } from './rent.service.js';

export type RentRoutesOptions = Omit<CheckoutDeps, 'log'> & {
  checkoutRateLimit: RateLimitRule;
  appUrl: RequestOrigin;
  /** Paying needs a verified email address. */
  requireVerifiedEmail: boolean;
};

const bookingParams = z.object({ id: z.string().max(100) });
const userParams = z.object({ userId: z.uuid({ error: 'Not a valid user id' }) });

export async function rentRoutes(app: FastifyInstance, options: RentRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = options;
  const deps: CheckoutDeps = { ...options, log: app.log };
  // The booking checkout's budget, per tenant.
  const rateLimit = {
    max: options.checkoutRateLimit.max,
    timeWindow: options.checkoutRateLimit.timeWindowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `checkout|${request.user?.id ?? request.ip}`,
  };

  api.get(
    '/bookings/:id/rent',
    {
      schema: { params: bookingParams, response: { 200: rentSchedule } },
      config: { access: ['tenant', 'landlord', 'admin'] },
    },
    async (request) => findRentSchedule(db, requireUser(request), request.params.id, clock.today()),
  );

  api.post(
    '/bookings/:id/rent/:period/checkout',
    {
      schema: { params: rentPeriodParams, response: { 200: checkoutSessionResponse } },
      config: { access: ['tenant'], rateLimit },
    },
    async (request) => {
      const user = requireUser(request);
      assertEmailVerifiedWhenRequired(user, options.requireVerifiedEmail);
      return createRentCheckout(deps, user, request.params.id, request.params.period, options.appUrl(request));
    },
  );

  api.get(
    '/rent/landlord/:userId',
    {
      schema: { params: userParams, response: { 200: landlordRentResponse } },
      config: { access: ['landlord', 'admin'] },
    },
    async (request) => {
      assertCanListLandlordRent(requireUser(request), request.params.userId);
      return listLandlordRent(db, request.params.userId, clock.today());
    },
  );
}
