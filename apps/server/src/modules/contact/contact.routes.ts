import { contactMessage, contactMessageBody, contactReadBody, historyPageQuery, messages } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { pageHeaders } from '../../lib/pagination.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { toContactMessage } from './contact.presenter.js';
import { listContactMessages, saveContactMessage, setContactMessageRead } from './contact.service.js';

/** The public contact form, and its messages as the admin's notifications. */
export async function contactRoutes(app: FastifyInstance, options: { db: Database; clock: Clock; rateLimit: RateLimitRule }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/notification',
    {
      schema: {
        body: contactMessageBody,
        response: { 201: z.object({ message: z.string(), notification: contactMessage }) },
      },
      config: { access: 'public', rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } },
    },
    async (request, reply) => {
      const row = await saveContactMessage(options.db, request.body);
      return reply.status(201).send({ message: messages.contactSent, notification: toContactMessage(row) });
    },
  );

  api.get(
    '/notification-messages',
    {
      schema: { querystring: historyPageQuery, response: { 200: z.array(contactMessage) } },
      config: { access: ['admin'] },
    },
    async (request, reply) => {
      const page = await listContactMessages(options.db, request.query);
      return reply.headers(pageHeaders(request, page)).send(page.items.map(toContactMessage));
    },
  );

  api.patch(
    '/notification/:id',
    {
      schema: { params: z.object({ id: z.string() }), body: contactReadBody, response: { 200: contactMessage } },
      config: { access: ['admin'] },
    },
    async (request) =>
      toContactMessage(
        await setContactMessageRead(options.db, requireUser(request), request.params.id, request.body.is_read, options.clock),
      ),
  );
}
