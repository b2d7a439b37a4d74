import {
  accountMessages,
  adminUser,
  blockUserBody,
  changePasswordBody,
  changePasswordResponse,
  deleteAccountBody,
  messageResponse,
  profileQuery,
  profileResponse,
  updateProfileBody,
  userListQuery,
  userStats,
  WS_CLOSE,
} from '@rentease/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { pageHeaders } from '../../lib/pagination.js';
import { requireUser, signSessionToken } from '../../plugins/auth.plugin.js';
import type { LivePublisher } from '../live/live.publisher.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import {
  changePassword,
  countUsersByRole,
  deleteAccount,
  findProfile,
  listUsers,
  setBlocked,
  updateProfile,
} from './accounts.service.js';
import { assertCanReadProfile, assertOwnAccount } from './users.policy.js';
import { toAdminUser, toProfile } from './users.presenter.js';

export type UsersRoutesOptions = {
  db: Database;
  clock: Clock;
  hashCost: number;
  tokenTtl: string;
  live: LivePublisher;
  /** A landlord's listings came down: public listing caches must forget them. */
  forgetListings: () => void;
  rateLimits: { password: RateLimitRule };
  /** The blocked or unblocked person's email. */
  notifications: NotificationDispatcher;
};

/** Accounts: one's own profile, password and deletion; the admin's user lists and blocks. */
export async function usersRoutes(app: FastifyInstance, options: UsersRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, live } = options;
  /** Open chat sockets close at once too; the token check already refuses the next request. */
  const endSessions = (userId: string, code: number) =>
    live.revokeUser(userId, code).catch((error: unknown) => app.log.error({ err: error }, 'could not close sockets'));

  api.get(
    '/user/profile',
    {
      schema: { querystring: profileQuery, response: { 200: profileResponse } },
      config: { access: ['tenant', 'landlord', 'admin'] },
    },
    async (request) => {
      const user = requireUser(request);
      assertCanReadProfile(user, request.query);
      return toProfile(await findProfile(db, user, request.query));
    },
  );

  api.put(
    '/user/profile',
    {
      schema: { body: updateProfileBody, response: { 200: profileResponse.extend({ message: z.string() }) } },
      config: { access: ['tenant', 'landlord'] },
    },
    async (request) => {
      const user = requireUser(request);
      assertOwnAccount(user, { role: request.body.role });
      return { ...toProfile(await updateProfile(db, user, request.body)), message: accountMessages.saved };
    },
  );

  api.put(
    '/user/password',
    {
      schema: { body: changePasswordBody, response: { 200: changePasswordResponse } },
      config: {
        access: ['tenant', 'landlord'],
        rateLimit: {
          max: options.rateLimits.password.max,
          timeWindow: options.rateLimits.password.timeWindowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `password|${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      assertOwnAccount(user, request.body);
      const updated = await changePassword(db, user, request.body, options.hashCost);
      await endSessions(user.id, WS_CLOSE.unauthenticated);
      return { message: accountMessages.saved, token: signSessionToken(app, updated, options.tokenTtl) };
    },
  );

  api.delete(
    '/user/account',
    { schema: { body: deleteAccountBody, response: { 200: messageResponse } }, config: { access: ['tenant', 'landlord'] } },
    async (request) => {
      const user = requireUser(request);
      assertOwnAccount(user, request.body);
      await deleteAccount(db, user, clock);
      if (user.role === 'landlord') options.forgetListings();
      await endSessions(user.id, WS_CLOSE.unauthenticated);
      return { message: accountMessages.accountDeleted };
    },
  );

  const admin = { access: ['admin'] as const };

  api.get('/user/user-stats', { schema: { response: { 200: userStats } }, config: admin }, async () => countUsersByRole(db));

  const sendUsers = async (
    role: 'tenant' | 'landlord',
    request: FastifyRequest,
    reply: FastifyReply,
    query: z.infer<typeof userListQuery>,
  ) => {
    const page = await listUsers(db, role, query);
    return reply.headers(pageHeaders(request, page)).send(page.items.map(toAdminUser));
  };
  const listSchema = { schema: { querystring: userListQuery, response: { 200: z.array(adminUser) } }, config: admin };
  api.get('/user/tenants', listSchema, async (request, reply) => sendUsers('tenant', request, reply, request.query));
  api.get('/user/landlords', listSchema, async (request, reply) => sendUsers('landlord', request, reply, request.query));

  api.patch('/user/block', { schema: { body: blockUserBody, response: { 200: adminUser } }, config: admin }, async (request) => {
    const row = await setBlocked({ db, clock, notifications: options.notifications }, requireUser(request), request.body);
    if (row.blocked) await endSessions(row.id, WS_CLOSE.blocked);
    return toAdminUser(row);
  });
}
