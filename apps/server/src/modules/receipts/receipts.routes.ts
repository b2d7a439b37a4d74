import { paperMessages, rentStatementQuery } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/i18n.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { getRentReceipt, getRentStatement, type ReceiptDeps } from './receipts.service.js';

/** Rent receipts per payment and rent statements per financial year, as PDFs. */
export async function receiptsRoutes(app: FastifyInstance, deps: ReceiptDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/payment/:paymentId/receipt',
    {
      schema: { params: z.object({ paymentId: z.string() }) },
      config: { access: ['tenant', 'landlord', 'admin'], accessDeniedMessage: paperMessages.notYourBooking },
    },
    async (request, reply) => {
      const { pdf, paymentId } = await getRentReceipt(
        deps,
        requireUser(request),
        request.params.paymentId,
        requestLanguage(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="rent_receipt_${paymentId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  api.get(
    '/bookings/:bookingId/rent-statement',
    {
      schema: { params: z.object({ bookingId: z.string() }), querystring: rentStatementQuery },
      config: { access: ['tenant', 'landlord', 'admin'], accessDeniedMessage: paperMessages.notYourBooking },
    },
    async (request, reply) => {
      const { fy } = request.query;
      const { pdf, reference } = await getRentStatement(
        deps,
        requireUser(request),
        request.params.bookingId,
        fy,
        requestLanguage(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="rent_statement_${reference}_${fy}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
