import {
  adminLoginBody,
  adminLoginResponse,
  currentUserResponse,
  loginBody,
  loginResponse,
  messageResponse,
  messages,
  registerBody,
} from '@rentease/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import { requireUser, signSessionToken } from '../../plugins/auth.plugin.js';
import { toAdminLoginResponse, toLoginResponse } from './auth.presenter.js';
import { authenticate, registerAccount } from './auth.service.js';

export type AuthRoutesOptions = {
  db: Database;
  hashCost: number;
  tokenTtl: { user: string; admin: string };
  rateLimits: { login: RateLimitRule; register: RateLimitRule };
};

/** Rate-limit key for logins: the client address plus the account being tried. */
function loginKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown; role?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  const role = typeof body?.role === 'string' ? body.role : 'admin';
  return `${request.ip}|${email}|${role}`;
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: options.db, hashCost: options.hashCost };
  const { login, register } = options.rateLimits;

  api.post(
    '/register',
    {
      schema: { body: registerBody, response: { 201: messageResponse } },
      config: {
        access: 'public',
        invalidInputMessage: messages.fillAllFields,
        rateLimit: { max: register.max, timeWindow: register.timeWindowMs },
      },
    },
    async (request, reply) => {
      await registerAccount(deps, request.body);
      return reply.status(201).send({ message: messages.registered });
    },
  );

  api.post(
    '/login',
    {
      schema: { body: loginBody, response: { 200: loginResponse } },
      config: {
        access: 'public',
        rateLimit: { max: login.max, timeWindow: login.timeWindowMs, keyGenerator: loginKey, hook: 'preHandler' },
      },
    },
    async (request) => {
      const user = await authenticate(deps, request.body);
      const token = signSessionToken(app, user, options.tokenTtl.user);
      return toLoginResponse(user, token);
    },
  );

  api.post(
    '/login-admin',
    {
      schema: { body: adminLoginBody, response: { 200: adminLoginResponse } },
      config: {
        access: 'public',
        rateLimit: { max: login.max, timeWindow: login.timeWindowMs, keyGenerator: loginKey, hook: 'preHandler' },
      },
    },
    async (request) => {
      const user = await authenticate(deps, { ...request.body, role: 'admin' });
      const token = signSessionToken(app, user, options.tokenTtl.admin);
      return toAdminLoginResponse(user, token);
    },
  );

  api.get(
    '/me',
    { schema: { response: { 200: currentUserResponse } }, config: { access: ['tenant', 'landlord', 'admin'] } },
    async (request) => {
      const user = requireUser(request);
      return { id: user.id, role: user.role, email: user.email, firstName: user.firstName, lastName: user.lastName };
    },
  );
}
