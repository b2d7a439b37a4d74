import {
  conversationQuery,
  conversationResponse,
  markReadResponse,
  ROLES,
  sendMessageBody,
  sendMessageResponse,
  summaryQuery,
  summaryResponse,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { pageHeaders } from '../../lib/pagination.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import type { ChatLiveEvents } from './chat.events.js';
import { assertActsAsSelf } from './chat.policy.js';
import { toChatMessage, toConversationSummary } from './chat.presenter.js';
import { listConversation, listSummaries, markMessageRead, markPropertyRead, sendMessage } from './chat.service.js';

export type ChatRoutesOptions = {
  db: Database;
  clock: Clock;
  live: ChatLiveEvents;
  rateLimit: RateLimitRule;
  /** The receiver's bell and email, after the message commits. */
  notifications: NotificationDispatcher;
};

const conversationParams = z.object({ tenantId: z.string(), landlordId: z.string(), propertyId: z.string() });
const roleParam = z.enum(ROLES, { error: 'Role must be tenant or landlord' });

/** Messages over REST; once a write commits, its live events go out over /api/ws. */
export async function chatRoutes(app: FastifyInstance, { db, clock, live, rateLimit, notifications }: ChatRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const participants = ['tenant', 'landlord'] as const;

  const deps = { db, clock, live, notifications };

  api.get(
    '/messages/conversation/:tenantId/:landlordId/:propertyId',
    {
      schema: { params: conversationParams, querystring: conversationQuery, response: { 200: conversationResponse } },
      config: { access: participants },
    },
    async (request) => {
      const page = await listConversation(db, requireUser(request), request.params, request.query);
      return { success: true as const, messages: page.messages.map(toChatMessage), nextBefore: page.nextBefore };
    },
  );

  api.post(
    '/messages/send',
    {
      schema: { body: sendMessageBody, response: { 200: sendMessageResponse, 201: sendMessageResponse } },
      // Per sender: a person types far slower than this; a script flooding a landlord does not.
      // Counted per process: a database write on every message halved chat throughput (bench),
      // and with N processes a flooder gets at most N windows' worth, still far from harmful.
      config: {
        access: participants,
        rateLimitScope: 'process',
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.timeWindowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `chat|${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { tenantId, landlordId, propertyId, message, senderId, clientKey } = request.body;
      if (senderId !== undefined && senderId !== '' && senderId !== user.id) {
        throw AppError.forbidden('You can only send as yourself.');
      }
      const sent = await sendMessage(deps, user, { tenantId, landlordId, propertyId }, message, clientKey);
      return reply.status(sent.created ? 201 : 200).send({ success: true as const, message: toChatMessage(sent.message) });
    },
  );

  api.patch(
    '/messages/read/:messageId',
    {
      schema: { params: z.object({ messageId: z.string() }), response: { 200: markReadResponse } },
      config: { access: participants },
    },
    async (request) => {
      const updated = await markMessageRead(deps, requireUser(request), request.params.messageId);
      return { success: true as const, updated };
    },
  );

  api.get(
    '/messages/summary/:userId/:role',
    {
      schema: {
        params: z.object({ userId: z.string(), role: roleParam }),
        querystring: summaryQuery,
        response: { 200: summaryResponse },
      },
      config: { access: participants },
    },
    async (request, reply) => {
      const user = requireUser(request);
      assertActsAsSelf(user, request.params.userId, request.params.role);
      const page = await listSummaries(db, user, request.query);
      const { link } = pageHeaders(request, { total: 0, nextCursor: page.nextCursor });
      if (link) reply.header('link', link);
      return { success: true as const, conversations: page.items.map((view) => toConversationSummary(view, user.id)) };
    },
  );

  api.patch(
    '/messages/mark-read/:propertyId/:userId/:role',
    {
      schema: {
        params: z.object({ propertyId: z.string(), userId: z.string(), role: roleParam }),
        response: { 200: markReadResponse },
      },
      config: { access: participants },
    },
    async (request) => {
      const user = requireUser(request);
      assertActsAsSelf(user, request.params.userId, request.params.role);
      const updated = await markPropertyRead(deps, user, request.params.propertyId);
      return { success: true as const, updated };
    },
  );
}
