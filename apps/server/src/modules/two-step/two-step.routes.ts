import {
  messageResponse,
  twoStepDisableBody,
  twoStepEnableBody,
  twoStepEnableResponse,
  twoStepMessages,
  twoStepRecoveryCodesBody,
  twoStepSetupBody,
  twoStepSetupResponse,
  twoStepStatus,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { disableTwoStep, enableTwoStep, renewRecoveryCodes, startTwoStepSetup, twoStepStatusOf } from './two-step.service.js';

export type TwoStepRoutesOptions = { db: Database; clock: Clock; box: SecretBox; rateLimit: RateLimitRule };

/** Two-step sign-in of one's own account: status, enrolment (QR code, first code), turning it off. */
export async function twoStepRoutes(app: FastifyInstance, options: TwoStepRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: options.db, clock: options.clock, box: options.box };
  const signedIn = ['tenant', 'landlord', 'admin'] as const;
  // Each of these checks a password or a code: guessing is slowed like password changes are.
  const guarded = {
    access: signedIn,
    rateLimit: {
      max: options.rateLimit.max,
      timeWindow: options.rateLimit.timeWindowMs,
      hook: 'preHandler' as const,
      keyGenerator: (request: { user: { id: string } | null; ip: string }) => `two-step|${request.user?.id ?? request.ip}`,
    },
  };

  api.get('/me/two-step', { schema: { response: { 200: twoStepStatus } }, config: { access: signedIn } }, async (request) =>
    twoStepStatusOf(options.db, requireUser(request).id),
  );

  api.post(
    '/me/two-step/setup',
    { schema: { body: twoStepSetupBody, response: { 200: twoStepSetupResponse } }, config: guarded },
    async (request, reply) => {
      const setup = await startTwoStepSetup(deps, requireUser(request).id, request.body.password);
      return reply.header('cache-control', 'no-store').send(setup);
    },
  );

  api.post(
    '/me/two-step/enable',
    { schema: { body: twoStepEnableBody, response: { 200: twoStepEnableResponse } }, config: guarded },
    async (request, reply) => {
      const codes = await enableTwoStep(deps, requireUser(request).id, request.body.code);
      return reply.header('cache-control', 'no-store').send({ message: twoStepMessages.turnedOn, recovery_codes: codes });
    },
  );

  api.post(
    '/me/two-step/recovery-codes',
    { schema: { body: twoStepRecoveryCodesBody, response: { 200: twoStepEnableResponse } }, config: guarded },
    async (request, reply) => {
      const codes = await renewRecoveryCodes(deps, requireUser(request).id, request.body.password, request.body.code);
      return reply.header('cache-control', 'no-store').send({ message: twoStepMessages.newRecoveryCodes, recovery_codes: codes });
    },
  );

  api.post(
    '/me/two-step/disable',
    { schema: { body: twoStepDisableBody, response: { 200: messageResponse } }, config: guarded },
    async (request) => {
      await disableTwoStep(deps, requireUser(request).id, request.body.password, request.body.code);
      return { message: twoStepMessages.turnedOff };
    },
  );
}
