import {
  accountMessages,
  adminUser,
  blockUserBody,
  changePasswordBody,
  changePasswordResponse,
  deleteAccountBody,
  languageBody,
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
import { requireUser, sessionClientOf, startSession } from '../../plugins/auth.plugin.js';
import { findPendingEmail } from '../account-emails/account-emails.service.js';
import type { LivePublisher } from '../live/live.publisher.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import {
  changePassword,
  countUsersByRole,
  deleteAccount,
  findProfile,
  listUsers,
  setBlocked,
  setLanguage,
  updateProfile,
} from './accounts.service.js';
import { exportAccountData } from './data-export.service.js';
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
  rateLimits: { password: RateLimitRule; dataExport: RateLimitRule };
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
      const row = await findProfile(db, user, request.query);
      return toProfile(row, await findPendingEmail(db, row, clock.now()));
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
      const row = await updateProfile(db, user, request.body);
      return { ...toProfile(row, await findPendingEmail(db, row, clock.now())), message: accountMessages.saved };
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
      const updated = await changePassword(db, user, request.body, options.hashCost, clock.now(), sessionClientOf(request));
      await endSessions(user.id, WS_CLOSE.unauthenticated);
      // Every session ended with the old password; this device carries on in a new one.
      const { token } = await startSession(app, { db, clock }, updated, sessionClientOf(request), options.tokenTtl);
      return { message: accountMessages.saved, token };
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

  api.put(
    '/me/language',
    {
      schema: {
        description: 'The language the caller reads the app and their emails in.',
        body: languageBody,
        response: { 200: languageBody },
      },
      config: { access: ['tenant', 'landlord', 'admin'] },
    },
    async (request) => ({ language: await setLanguage(db, requireUser(request), request.body.language) }),
  );

  api.get(
    '/me/export',
    {
      schema: {
        description: 'Everything the platform holds about the caller, as a JSON file to download.',
      },
      config: {
        access: ['tenant', 'landlord', 'admin'],
        rateLimit: {
          max: options.rateLimits.dataExport.max,
          timeWindow: options.rateLimits.dataExport.timeWindowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `export|${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const json = await exportAccountData(db, user.id, clock);
      const day = clock.now().toISOString().slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="rentease-my-data-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(json);
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
