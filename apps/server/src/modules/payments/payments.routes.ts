import {
  adminPaymentsQuery,
  bookingMessages,
  checkoutSessionResponse,
  createCheckoutBody,
  historyPageQuery,
  landlordPaymentsQuery,
  landlordPaymentsResponse,
  monthlyEarnings,
  monthlyEarningsQuery,
  paymentStatusResponse,
  paymentSummary,
} from '@rentease/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/i18n.js';
import { paiseToRupees } from '../../lib/money.js';
import { pageHeaders } from '../../lib/pagination.js';
import type { RequestOrigin } from '../../lib/public-url.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { assertEmailVerifiedWhenRequired } from '../account-emails/account-emails.service.js';
import { type CheckoutDeps, checkPayment, createCheckoutSession } from './checkout.service.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { assertCanDownloadInvoice, assertCanListLandlordPayments, assertCanListTenantPayments } from './payments.policy.js';
import { toInvoiceData, toPaymentSummary } from './payments.presenter.js';
import {
  depositsHeldPaise,
  findPaymentView,
  monthlyEarnings as listMonthlyEarnings,
  listPayments,
  totalEarningsPaise,
} from './payments.service.js';

export type PaymentsRoutesOptions = Omit<CheckoutDeps, 'log'> & {
  checkoutRateLimit: RateLimitRule;
  appUrl: RequestOrigin;
  /** Paying needs a verified email address. */
  requireVerifiedEmail: boolean;
};

const userParams = z.object({ userId: z.uuid({ error: 'Not a valid user id' }) });

export async function paymentsRoutes(app: FastifyInstance, options: PaymentsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = options;
  const deps: CheckoutDeps = { ...options, log: app.log };
  // Per tenant, not per address: a household or office behind one NAT books independently.
  const rateLimit = {
    max: options.checkoutRateLimit.max,
    timeWindow: options.checkoutRateLimit.timeWindowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `checkout|${request.user?.id ?? request.ip}`,
  };

  api.post(
    '/payment/create-checkout-session',
    {
      schema: { body: createCheckoutBody, response: { 200: checkoutSessionResponse } },
      config: { access: ['tenant'], rateLimit },
    },
    async (request) => {
      const user = requireUser(request);
      assertEmailVerifiedWhenRequired(user, options.requireVerifiedEmail);
      return createCheckoutSession(deps, user, request.body, options.appUrl(request));
    },
  );

  api.get(
    '/payment/status/:session_id',
    {
      schema: { params: z.object({ session_id: z.string().min(1).max(200) }), response: { 200: paymentStatusResponse } },
      config: { access: ['tenant', 'admin'] },
    },
    async (request) => checkPayment(deps, requireUser(request), request.params.session_id),
  );

  api.get(
    '/payment/all',
    { schema: { querystring: adminPaymentsQuery, response: { 200: z.array(paymentSummary) } }, config: { access: ['admin'] } },
    async (request, reply) => {
      const { q, status, from, to, ...paging } = request.query;
      const page = await listPayments(db, { kind: 'all', filters: { q, status, from, to } }, paging);
      return reply.headers(pageHeaders(request, page)).send(page.items.map(toPaymentSummary));
    },
  );

  api.get(
    '/payment/tenant/:userId',
    {
      schema: { params: userParams, querystring: historyPageQuery, response: { 200: z.array(paymentSummary) } },
      config: { access: ['tenant', 'admin'] },
    },
    async (request, reply) => {
      assertCanListTenantPayments(requireUser(request), request.params.userId);
      const page = await listPayments(db, { kind: 'tenant', tenantId: request.params.userId }, request.query);
      return reply.headers(pageHeaders(request, page)).send(page.items.map(toPaymentSummary));
    },
  );

  api.get(
    '/payment/landlord/:userId',
    {
      schema: { params: userParams, querystring: landlordPaymentsQuery, response: { 200: landlordPaymentsResponse } },
      config: { access: ['landlord', 'admin'] },
    },
    async (request, reply) => {
      const landlordId = request.params.userId;
      assertCanListLandlordPayments(requireUser(request), landlordId);
      const { property, month } = request.query;
      const [page, totalPaise, depositsPaise] = await Promise.all([
        listPayments(db, { kind: 'landlord', landlordId, property, month }, request.query),
        totalEarningsPaise(db, landlordId),
        depositsHeldPaise(db, landlordId),
      ]);
      return reply.headers(pageHeaders(request, page)).send({
        payments: page.items.map(toPaymentSummary),
        totalEarnings: paiseToRupees(totalPaise),
        depositsHeld: paiseToRupees(depositsPaise),
      });
    },
  );

  api.get(
    '/payment/landlord/:userId/monthly-summary',
    {
      schema: { params: userParams, querystring: monthlyEarningsQuery, response: { 200: z.array(monthlyEarnings) } },
      config: { access: ['landlord', 'admin'] },
    },
    async (request) => {
      assertCanListLandlordPayments(requireUser(request), request.params.userId);
      return listMonthlyEarnings(db, request.params.userId, request.query.by);
    },
  );

  api.get(
    '/payment/:paymentId/invoice',
    { schema: { params: z.object({ paymentId: z.string() }) }, config: { access: ['tenant', 'landlord', 'admin'] } },
    async (request, reply) => {
      const payment = await findPaymentView(db, request.params.paymentId);
      assertCanDownloadInvoice(requireUser(request), payment);
      if (!payment.paidAt) throw AppError.conflict(bookingMessages.invoiceUnavailable);
      // In the reader's language: the web app sends the language it shows in Accept-Language.
      const pdf = await renderInvoicePdf({ ...toInvoiceData(payment, clock.now()), language: requestLanguage(request) });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice_${payment.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
