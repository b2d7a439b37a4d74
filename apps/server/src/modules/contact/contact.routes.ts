import { contactMessage, contactMessageBody, messages } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import { toContactMessage } from './contact.presenter.js';
import { saveContactMessage } from './contact.service.js';

export async function contactRoutes(app: FastifyInstance, options: { db: Database; rateLimit: RateLimitRule }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/notification',
    {
      schema: {
        body: contactMessageBody,
        response: { 201: z.object({ message: z.string(), notification: contactMessage }) },
      },
      config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } },
    },
    async (request, reply) => {
      const row = await saveContactMessage(options.db, request.body);
      return reply.status(201).send({ message: messages.contactSent, notification: toContactMessage(row) });
    },
  );
}
