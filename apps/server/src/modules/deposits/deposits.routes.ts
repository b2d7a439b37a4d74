import {
  adminDepositDispute,
  decideDepositDisputeBody,
  depositDisputesQuery,
  depositView,
  disputeDepositBody,
  settleDepositBody,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.plugin.js';
import {
  type DepositDeps,
  decideDepositDispute,
  disputeDeposit,
  getDeposit,
  listDepositDisputes,
  settleDeposit,
} from './deposits.service.js';

export type DepositsRoutesOptions = Omit<DepositDeps, 'log'>;

const bookingParams = z.object({ id: z.string().max(100) });
const disputeParams = z.object({ bookingId: z.string().max(100) });

/** The deposit at move-out: its state, the landlord's settlement, the tenant's dispute, the admin's decision. */
export async function depositsRoutes(app: FastifyInstance, options: DepositsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps: DepositDeps = { ...options, log: app.log };

  api.get(
    '/bookings/:id/deposit',
    {
      schema: { params: bookingParams, response: { 200: depositView } },
      config: { access: ['tenant', 'landlord', 'admin'] },
    },
    async (request) => getDeposit(deps, requireUser(request), request.params.id),
  );

  api.post(
    '/bookings/:id/deposit/settle',
    {
      schema: { params: bookingParams, body: settleDepositBody, response: { 200: depositView } },
      config: { access: ['landlord', 'admin'] },
    },
    async (request) => settleDeposit(deps, requireUser(request), request.params.id, request.body),
  );

  api.post(
    '/bookings/:id/deposit/dispute',
    {
      schema: { params: bookingParams, body: disputeDepositBody, response: { 200: depositView } },
      config: { access: ['tenant'] },
    },
    async (request) => disputeDeposit(deps, requireUser(request), request.params.id, request.body),
  );

  api.get(
    '/admin/deposit-disputes',
    {
      schema: { querystring: depositDisputesQuery, response: { 200: z.array(adminDepositDispute) } },
      config: { access: ['admin'] },
    },
    async (request) => listDepositDisputes(deps.db, request.query),
  );

  api.post(
    '/admin/deposit-disputes/:bookingId/decide',
    {
      schema: { params: disputeParams, body: decideDepositDisputeBody, response: { 200: depositView } },
      config: { access: ['admin'] },
    },
    async (request) => decideDepositDispute(deps, requireUser(request), request.params.bookingId, request.body),
  );
}
