import multipart from '@fastify/multipart';
import {
  adminOwnerVerification,
  decideOwnerVerificationBody,
  messageResponse,
  OWNER_DOCUMENT_KINDS,
  OWNER_DOCUMENT_MAX_BYTES,
  type OwnerDocumentKind,
  ownerVerificationListQuery,
  ownerVerificationState,
  ownerVerificationMessages as texts,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { pageHeaders } from '../../lib/pagination.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { toAdminVerification, toVerificationState } from './owner-verification.presenter.js';
import {
  decideVerification,
  getOwnVerification,
  type IncomingDocument,
  listVerifications,
  type OwnerVerificationDeps,
  readDocument,
  submitVerification,
} from './owner-verification.service.js';

const isDocumentKind = (name: string): name is OwnerDocumentKind => (OWNER_DOCUMENT_KINDS as readonly string[]).includes(name);

/**
 * Verified owners: a landlord sends proof of ownership and an ID; the admin approves or rejects;
 * the documents are readable only by that landlord and the admin, through this route.
 */
export async function ownerVerificationRoutes(
  app: FastifyInstance,
  options: OwnerVerificationDeps & { rateLimit: RateLimitRule },
) {
  await app.register(multipart, {
    limits: { fileSize: OWNER_DOCUMENT_MAX_BYTES, files: OWNER_DOCUMENT_KINDS.length, fields: 5, parts: 10 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = options;

  api.get(
    '/me/verification',
    { schema: { response: { 200: ownerVerificationState } }, config: { access: ['landlord'] } },
    async (request) => toVerificationState(await getOwnVerification(db, requireUser(request).id)),
  );

  api.post(
    '/me/verification',
    {
      schema: { response: { 201: ownerVerificationState } },
      config: {
        access: ['landlord'],
        rateLimit: {
          max: options.rateLimit.max,
          timeWindow: options.rateLimit.timeWindowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `verification|${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the documents as multipart/form-data.', 415);
      }
      const files: IncomingDocument[] = [];
      try {
        for await (const part of request.files()) {
          const data = await part.toBuffer();
          // A part under another name is not a document we asked for: read it (the stream must be
          // drained) and leave it.
          if (isDocumentKind(part.fieldname)) files.push({ kind: part.fieldname, filename: part.filename, data });
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', texts.documentTooLarge, 413, { file: texts.documentTooLarge });
        }
        throw new AppError('VALIDATION_ERROR', texts.unreadableForm, 400, { file: texts.unreadableForm });
      }
      const state = await submitVerification(db, user, files, clock);
      return reply.status(201).send(toVerificationState(state));
    },
  );

  api.get(
    '/owner-verifications/:id/documents/:kind',
    {
      schema: { params: z.object({ id: z.string(), kind: z.enum(OWNER_DOCUMENT_KINDS) }) },
      config: { access: ['landlord', 'admin'] },
    },
    async (request, reply) => {
      const document = await readDocument(db, requireUser(request), request.params.id, request.params.kind);
      const extension = document.contentType === 'application/pdf' ? 'pdf' : 'jpg';
      return (
        reply
          .type(document.contentType)
          .header('content-disposition', `inline; filename="${document.kind}-document.${extension}"`)
          .header('cache-control', 'private, no-store')
          // A PDF opened from here runs in a sandbox: no script of it can reach the app's origin.
          .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
          .send(document.data)
      );
    },
  );

  api.get(
    '/admin/owner-verifications',
    {
      schema: { querystring: ownerVerificationListQuery, response: { 200: z.array(adminOwnerVerification) } },
      config: { access: ['admin'] },
    },
    async (request, reply) => {
      const page = await listVerifications(db, request.query);
      return reply.headers(pageHeaders(request, page)).send(page.items.map(toAdminVerification));
    },
  );

  api.post(
    '/admin/owner-verifications/:id/decision',
    {
      schema: { params: z.object({ id: z.string() }), body: decideOwnerVerificationBody, response: { 200: messageResponse } },
      config: { access: ['admin'] },
    },
    async (request) => {
      await decideVerification(options, requireUser(request), request.params.id, request.body);
      return { message: request.body.decision === 'approve' ? texts.approved : texts.rejected };
    },
  );
}
