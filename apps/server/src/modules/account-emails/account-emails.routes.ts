import {
  accountEmailMessages,
  changeEmailBody,
  changeEmailResponse,
  emailChangeSentMessage,
  forgotPasswordBody,
  messageResponse,
  messages,
  resetPasswordBody,
  verifyEmailBody,
  WS_CLOSE,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { requireUser, sessionClientOf } from '../../plugins/auth.plugin.js';
import type { LivePublisher } from '../live/live.publisher.js';
import {
  type AccountEmailDeps,
  requestEmailChange,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './account-emails.service.js';

export type AccountEmailsRoutesOptions = AccountEmailDeps & {
  live: LivePublisher;
  rateLimits: { accountEmail: RateLimitRule; accountEmailPerIp: RateLimitRule; password: RateLimitRule };
};

/** Password reset by email, verified addresses, and changing one's address. */
export async function accountEmailsRoutes(app: FastifyInstance, options: AccountEmailsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accountEmail, accountEmailPerIp, password } = options.rateLimits;
  const deps: AccountEmailDeps = { db: options.db, clock: options.clock, queue: options.queue, hashCost: options.hashCost };

  // Per address, across roles and client addresses: one inbox cannot be flooded from many places.
  const perAddress = app.createRateLimit({
    max: accountEmail.max,
    timeWindow: accountEmail.timeWindowMs,
    keyGenerator: (request) => {
      const body = request.body as { email?: unknown } | undefined;
      return `forgot-password|${typeof body?.email === 'string' ? body.email : ''}`;
    },
  });

  api.post(
    '/auth/forgot-password',
    {
      schema: { body: forgotPasswordBody, response: { 200: messageResponse } },
      config: {
        access: 'public',
        // Per client address, whatever accounts it names (a script walking a list of addresses).
        rateLimit: {
          max: accountEmailPerIp.max,
          timeWindow: accountEmailPerIp.timeWindowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `forgot-password-ip|${request.ip}`,
        },
      },
    },
    async (request) => {
      // After validation, so the key is the normalised address; the same for every address,
      // existing or not, so the limit tells nothing about accounts either.
      const limit = await perAddress(request);
      if (!limit.isAllowed && limit.isExceeded) throw new AppError('RATE_LIMITED', messages.tooManyRequests, 429);
      await requestPasswordReset(deps, request.body);
      return { message: accountEmailMessages.forgotPasswordSent };
    },
  );

  api.post(
    '/auth/reset-password',
    {
      schema: { body: resetPasswordBody, response: { 200: messageResponse } },
      config: {
        access: 'public',
        rateLimit: { max: accountEmailPerIp.max, timeWindow: accountEmailPerIp.timeWindowMs, hook: 'preHandler' },
      },
    },
    async (request) => {
      const { userId } = await resetPassword(deps, request.body, sessionClientOf(request));
      // Open sockets close at once too; the raised token version already refuses the next request.
      await options.live
        .revokeUser(userId, WS_CLOSE.unauthenticated)
        .catch((error: unknown) => app.log.error({ err: error }, 'could not close sockets'));
      return { message: accountEmailMessages.passwordReset };
    },
  );

  api.post(
    '/auth/verify-email',
    {
      schema: { body: verifyEmailBody, response: { 200: messageResponse } },
      config: {
        access: 'public',
        rateLimit: { max: accountEmailPerIp.max, timeWindow: accountEmailPerIp.timeWindowMs, hook: 'preHandler' },
      },
    },
    async (request) => {
      const { changed } = await verifyEmail(deps, request.body);
      return { message: changed ? accountEmailMessages.emailChanged : accountEmailMessages.emailVerified };
    },
  );

  api.post(
    '/auth/resend-verification',
    {
      schema: { response: { 200: messageResponse } },
      config: {
        access: ['tenant', 'landlord'],
        rateLimit: {
          max: accountEmail.max,
          timeWindow: accountEmail.timeWindowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `resend-verification|${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request) => {
      await resendVerification(deps, requireUser(request));
      return { message: accountEmailMessages.verificationSent };
    },
  );

  api.put(
    '/user/email',
    {
      schema: { body: changeEmailBody, response: { 200: changeEmailResponse } },
      config: {
        access: ['tenant', 'landlord'],
        // The current password is checked here too: as slow to guess as on the password form.
        rateLimit: {
          max: password.max,
          timeWindow: password.timeWindowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `change-email|${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const pending = await requestEmailChange(deps, requireUser(request), request.body);
      return { message: emailChangeSentMessage(pending), pending_email: pending };
    },
  );
}
