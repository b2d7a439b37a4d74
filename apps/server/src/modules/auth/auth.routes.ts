import {
  adminLoginBody,
  adminLoginOrChallengeResponse,
  currentUserResponse,
  loginBody,
  loginOrChallengeResponse,
  messageResponse,
  messages,
  registerBody,
  sessionMessages,
  TWO_STEP_CHALLENGE_MINUTES,
  twoStepMessages,
  twoStepVerifyBody,
  twoStepVerifyResponse,
  WS_CLOSE,
} from '@rentease/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/i18n.js';
import { countRateLimitHit } from '../../lib/rate-limit-store.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { requireSessionId, requireUser, sessionClientOf, startSession, type TokenPayload } from '../../plugins/auth.plugin.js';
import type { LivePublisher } from '../live/live.publisher.js';
import { endOwnSession } from '../sessions/sessions.service.js';
import { hasTwoStep, spendSecondFactor } from '../two-step/two-step.service.js';
import { findUserById } from '../users/users.service.js';
import { toAdminLoginResponse, toLoginResponse } from './auth.presenter.js';
import { authenticate, registerAccount } from './auth.service.js';

export type AuthRoutesOptions = {
  db: Database;
  clock: Clock;
  /** Closes the sockets of a session that logged out, in every process. */
  live: LivePublisher;
  /** Opens two-step sign-in secrets and hashes recovery codes. */
  box: SecretBox;
  hashCost: number;
  tokenTtl: { user: string; admin: string };
  rateLimits: { login: RateLimitRule; register: RateLimitRule };
  /** A new account was created: its verification email is sent. */
  onRegistered: (user: UserRow) => Promise<void>;
};

/** Rate-limit key for logins: the client address plus the account being tried. */
function loginKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown; role?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  const role = typeof body?.role === 'string' ? body.role : 'admin';
  return loginKeyOf(request.ip, email, role);
}

const loginKeyOf = (ip: string, email: string, role: string) => `${ip}|${email}|${role}`;

const challengeExpired = () => new AppError('INVALID_TOKEN', twoStepMessages.challengeExpired, 401);

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: options.db, hashCost: options.hashCost };
  const { login, register } = options.rateLimits;
  const twoStepDeps = { db: options.db, clock: options.clock, box: options.box };

  /** The second step's ticket: who passed the password, valid a few minutes, never a session. */
  const signChallenge = (user: UserRow) =>
    app.jwt.sign(
      { sub: user.id, role: user.role, ver: user.tokenVersion, purpose: 'mfa' },
      { expiresIn: `${TWO_STEP_CHALLENGE_MINUTES}m` },
    );
  const readChallenge = (challenge: string): TokenPayload | undefined => {
    try {
      const payload = app.jwt.verify<TokenPayload>(challenge);
      return payload.purpose === 'mfa' ? payload : undefined;
    } catch {
      // Expired, tampered or signed with another key: the person logs in again.
      return undefined;
    }
  };
  /** The second step counts in the login's own window, keyed by the account the challenge names. */
  const challengeKey = (request: FastifyRequest): string => {
    const body = request.body as { challenge?: unknown } | undefined;
    const payload = typeof body?.challenge === 'string' ? readChallenge(body.challenge) : undefined;
    return payload ? `${request.ip}|${payload.sub}` : request.ip;
  };

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
      // The language the person registered in, else the one their browser asks for.
      const user = await registerAccount(deps, { ...request.body, language: request.body.language ?? requestLanguage(request) });
      await options.onRegistered(user);
      return reply.status(201).send({ message: messages.registered });
    },
  );

  api.post(
    '/login',
    {
      schema: { body: loginBody, response: { 200: loginOrChallengeResponse } },
      config: {
        access: 'public',
        rateLimit: { max: login.max, timeWindow: login.timeWindowMs, keyGenerator: loginKey, hook: 'preHandler' },
      },
    },
    async (request) => {
      const user = await authenticate(deps, request.body, { origin: sessionClientOf(request), now: options.clock.now() });
      if (hasTwoStep(user)) return { mfa_required: true as const, challenge: signChallenge(user) };
      const { token } = await startSession(app, options, user, sessionClientOf(request), options.tokenTtl.user);
      return toLoginResponse(user, token);
    },
  );

  api.post(
    '/login-admin',
    {
      schema: { body: adminLoginBody, response: { 200: adminLoginOrChallengeResponse } },
      config: {
        access: 'public',
        rateLimit: { max: login.max, timeWindow: login.timeWindowMs, keyGenerator: loginKey, hook: 'preHandler' },
      },
    },
    async (request) => {
      const user = await authenticate(
        deps,
        { ...request.body, role: 'admin' },
        { origin: sessionClientOf(request), now: options.clock.now() },
      );
      if (hasTwoStep(user)) return { mfa_required: true as const, challenge: signChallenge(user) };
      const { token } = await startSession(app, options, user, sessionClientOf(request), options.tokenTtl.admin);
      return toAdminLoginResponse(user, token);
    },
  );

  api.post(
    '/login/verify',
    {
      schema: { body: twoStepVerifyBody, response: { 200: twoStepVerifyResponse } },
      config: {
        access: 'public',
        rateLimit: { max: login.max, timeWindow: login.timeWindowMs, keyGenerator: challengeKey, hook: 'preHandler' },
      },
    },
    async (request) => {
      const payload = readChallenge(request.body.challenge);
      if (!payload) throw challengeExpired();
      const user = await findUserById(options.db, payload.sub);
      // The password changed, the account went, or two-step sign-in was turned off meanwhile: start again.
      if (
        !user ||
        user.deletedAt ||
        user.role !== payload.role ||
        user.tokenVersion !== (payload.ver ?? 0) ||
        !hasTwoStep(user)
      ) {
        throw challengeExpired();
      }
      if (user.blocked) throw new AppError('ACCOUNT_BLOCKED', messages.accountBlocked, 403);
      if (!(await spendSecondFactor(twoStepDeps, options.db, user, request.body.code))) {
        // A wrong code is a failed login: it uses up the same allowance as a wrong password.
        const route = { method: 'POST', url: user.role === 'admin' ? '/api/auth/login-admin' : '/api/auth/login' };
        await countRateLimitHit(options.db, route, loginKeyOf(request.ip, user.email, user.role), login.timeWindowMs);
        throw new AppError('INVALID_CREDENTIALS', twoStepMessages.codeWrong, 401, { code: twoStepMessages.codeWrong });
      }
      const ttl = user.role === 'admin' ? options.tokenTtl.admin : options.tokenTtl.user;
      const { token } = await startSession(app, options, user, sessionClientOf(request), ttl);
      return user.role === 'admin' ? toAdminLoginResponse(user, token) : toLoginResponse(user, token);
    },
  );

  api.get(
    '/me',
    { schema: { response: { 200: currentUserResponse } }, config: { access: ['tenant', 'landlord', 'admin'] } },
    async (request) => {
      const user = requireUser(request);
      return {
        id: user.id,
        role: user.role,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        email_verified: user.emailVerified,
        language: user.language,
      };
    },
  );

  api.post(
    '/logout',
    { schema: { response: { 200: messageResponse } }, config: { access: ['tenant', 'landlord', 'admin'] } },
    async (request) => {
      const user = requireUser(request);
      const sessionId = requireSessionId(request);
      await endOwnSession(options.db, user.id, sessionId, options.clock.now());
      // The token is already refused everywhere; a lost notice only leaves a socket open until it reconnects.
      await options.live
        .revokeSessions(user.id, [sessionId], WS_CLOSE.unauthenticated)
        .catch((error: unknown) => app.log.error({ err: error }, 'could not close sockets'));
      return { message: sessionMessages.loggedOut };
    },
  );
}
