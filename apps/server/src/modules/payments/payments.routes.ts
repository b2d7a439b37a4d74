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
import { paiseToRupees } from '../../lib/money.js';
import { pageHeaders } from '../../lib/pagination.js';
import type { RequestOrigin } from '../../lib/public-url.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { type CheckoutDeps, checkPayment, confirmCheckout, createCheckoutSession } from './checkout.service.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { assertCanDownloadInvoice, assertCanListLandlordPayments, assertCanListTenantPayments } from './payments.policy.js';
import { toInvoiceData, toPaymentSummary } from './payments.presenter.js';
import { findPaymentView, monthlyEarnings as listMonthlyEarnings, listPayments, totalEarningsPaise } from './payments.service.js';
import { WebhookSignatureError } from './providers/payment-provider.js';

export type PaymentsRoutesOptions = Omit<CheckoutDeps, 'log'> & { checkoutRateLimit: RateLimitRule; appUrl: RequestOrigin };

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
    async (request) => createCheckoutSession(deps, requireUser(request), request.body, options.appUrl(request)),
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
      const [page, totalPaise] = await Promise.all([
        listPayments(db, { kind: 'landlord', landlordId, property, month }, request.query),
        totalEarningsPaise(db, landlordId),
      ]);
      return reply
        .headers(pageHeaders(request, page))
        .send({ payments: page.items.map(toPaymentSummary), totalEarnings: paiseToRupees(totalPaise) });
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
      const pdf = await renderInvoicePdf(toInvoiceData(payment, clock.now()));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice_${payment.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // The provider's webhook (Stripe: checkout.session.completed). Its signature covers the exact
  // bytes sent, so this route reads the body raw instead of parsing JSON.
  await api.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // Public: Stripe signs it; an unsigned or wrongly signed delivery is refused below.
    webhook.post('/payment/webhook', { bodyLimit: 1024 * 1024, config: { access: 'public' } }, async (request) => {
      const { provider } = options;
      if (!provider.parseWebhook) throw AppError.notFound();
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<NonNullable<typeof provider.parseWebhook>>;
      try {
        event = provider.parseWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        throw AppError.badRequest(error.message);
      }
      if (event.type !== 'checkout.completed') return { received: true };
      try {
        await confirmCheckout(deps, event.sessionId);
      } catch (error) {
        // A session we never opened (another app on the same Stripe account): acknowledge it, or
        // Stripe retries it for days. Anything else fails the delivery so Stripe retries it.
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
        request.log.warn({ sessionId: event.sessionId }, 'webhook for an unknown checkout session');
      }
      return { received: true };
    });
  });
}
