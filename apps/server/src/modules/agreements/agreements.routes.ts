import { agreementStatusResponse, paperMessages, signAgreementBody, signAgreementResponse } from '@rentease/contract';
import { LANGUAGES } from '@rentease/i18n';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/i18n.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { type AgreementDeps, getAgreementPdf, getAgreementStatus, signAgreement } from './agreements.service.js';

const bookingParams = z.object({ bookingId: z.string() });

/** A stay's rental agreement: read (PDF), its signing status, and signing by each party. */
export async function agreementsRoutes(app: FastifyInstance, deps: AgreementDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/bookings/:bookingId/agreement',
    {
      // `lang` asks for one language whatever the reader's own: a Hindi reader also reads the English they sign.
      schema: { params: bookingParams, querystring: z.object({ lang: z.enum(LANGUAGES).optional() }) },
      config: { access: ['tenant', 'landlord', 'admin'], accessDeniedMessage: paperMessages.notYourBooking },
    },
    async (request, reply) => {
      const { pdf, reference } = await getAgreementPdf(
        db,
        requireUser(request),
        request.params.bookingId,
        request.query.lang ?? requestLanguage(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="rental_agreement_${reference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  api.get(
    '/bookings/:bookingId/agreement/status',
    {
      schema: { params: bookingParams, response: { 200: agreementStatusResponse } },
      config: { access: ['tenant', 'landlord', 'admin'], accessDeniedMessage: paperMessages.notYourBooking },
    },
    async (request) => getAgreementStatus(db, requireUser(request), request.params.bookingId),
  );

  api.post(
    '/bookings/:bookingId/agreement/sign',
    {
      schema: { params: bookingParams, body: signAgreementBody, response: { 200: signAgreementResponse } },
      config: { access: ['tenant', 'landlord', 'admin'], accessDeniedMessage: paperMessages.notYourBooking },
    },
    async (request) => {
      const status = await signAgreement(deps, requireUser(request), request.params.bookingId, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return { ...status, message: paperMessages.agreementSigned };
    },
  );
}
