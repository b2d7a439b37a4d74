import fastifyJwt from '@fastify/jwt';
import type { Role } from '@rentease/contract';
import { messages } from '@rentease/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DbOrTx } from '../db/client.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';
import type { AuthUser } from '../modules/auth/auth-user.js';
import {
  createSession,
  findSessionHolder,
  isSessionLive,
  type SessionClient,
  touchSession,
  ttlToMs,
} from '../modules/sessions/sessions.service.js';

/**
 * `ver` is the account's token version when the token was issued (absent on old tokens: 0);
 * `sid` the signed-in device (user_sessions row) the token belongs to.
 */
export type TokenPayload = {
  sub: string;
  role: Role;
  ver?: number;
  sid?: string;
  /** Set on tokens that are not sessions (the second step of a login): never accepted as one. */
  purpose?: 'mfa';
  iat?: number;
  exp?: number;
};

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: AuthUser | null;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the presented token was refused; thrown by the guards of private routes. */
    authError: AppError | null;
    /** The signed-in device the request's token belongs to, when it was accepted. */
    sessionId: string | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The account a token belongs to, checked as every request is (signature, expiry, the account
     * still exists with that role and is not blocked). Used by the WebSocket, which cannot send an
     * Authorization header.
     */
    authenticateToken(
      token: string,
    ): Promise<{ user: AuthUser; sessionId: string; expiresAt: number | undefined } | { error: AppError }>;
  }
}

const sessionExpired = () => new AppError('INVALID_TOKEN', messages.sessionExpired, 401);

/**
 * Turns `Authorization: Bearer <jwt>` into `request.user`, looked up in the database on every
 * request so that a blocked or deleted account, or an ended session, loses access at once, not
 * when its token expires. Public routes ignore a refused token; the guards below turn it into 401/403.
 */
async function authPlugin(app: FastifyInstance, options: { secret: string; db: Database; clock?: Clock }) {
  const clock = options.clock ?? systemClock;
  await app.register(fastifyJwt, { secret: options.secret });
  app.decorateRequest('authError', null);
  app.decorateRequest('sessionId', null);

  app.decorate('authenticateToken', async (token: string) => {
    let payload: TokenPayload;
    try {
      payload = app.jwt.verify<TokenPayload>(token);
    } catch {
      // Expired, tampered or signed with another key: all mean "log in again".
      return { error: sessionExpired() };
    }
    // A token that names no session (issued before sessions were recorded) cannot be ended, so it is refused.
    const holder = payload.sid && !payload.purpose ? await findSessionHolder(options.db, payload.sub, payload.sid) : undefined;
    if (!holder) return { error: sessionExpired() };
    const { user, session } = holder;
    const now = clock.now();
    // A raised token version (password changed, account deleted) ends every older token at once.
    if (
      user.role !== payload.role ||
      user.deletedAt ||
      (payload.ver ?? 0) !== user.tokenVersion ||
      !isSessionLive(session, now)
    ) {
      return { error: sessionExpired() };
    }
    if (user.blocked) return { error: new AppError('ACCOUNT_BLOCKED', messages.accountBlocked, 403) };
    await touchSession(options.db, session, now);
    return {
      user: {
        id: user.id,
        role: user.role,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        emailVerified: user.emailVerifiedAt !== null,
        language: user.language,
      },
      sessionId: session.id,
      expiresAt: payload.exp === undefined ? undefined : payload.exp * 1000,
    };
  });

  app.addHook('onRequest', async (request) => {
    request.user = null;
    request.sessionId = null;
    const header = request.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    if (!token) {
      request.authError = sessionExpired();
      return;
    }
    const result = await app.authenticateToken(token);
    if ('error' in result) request.authError = result.error;
    else {
      request.user = result.user;
      request.sessionId = result.sessionId;
    }
  });
}

export const registerAuth = fp(authPlugin, { name: 'auth' });

/** Where a request came from, as a new session records it. */
export function sessionClientOf(request: FastifyRequest): SessionClient {
  return { ip: request.ip || null, userAgent: request.headers['user-agent'] ?? null };
}

/**
 * Signs a device in: records its session and signs a token that names it, at the account's
 * current token version. The row carries the token's lifetime, so the list of devices can tell
 * which ones can still be used.
 */
export async function startSession(
  app: FastifyInstance,
  deps: { db: DbOrTx; clock: Clock },
  user: { id: string; role: Role; tokenVersion: number },
  client: SessionClient,
  expiresIn: string,
): Promise<{ token: string; sessionId: string }> {
  const now = deps.clock.now();
  const session = await createSession(deps.db, user.id, client, new Date(now.getTime() + ttlToMs(expiresIn)), now);
  const token = app.jwt.sign({ sub: user.id, role: user.role, ver: user.tokenVersion, sid: session.id }, { expiresIn });
  return { token, sessionId: session.id };
}

/** The session the request was made with (private routes only: a guard has already let it in). */
export function requireSessionId(request: FastifyRequest): string {
  requireUser(request);
  if (!request.sessionId) throw AppError.unauthenticated();
  return request.sessionId;
}

/** The signed-in user, or the reason there is none (401 no/invalid token, 403 blocked). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.authError) throw request.authError;
  if (!request.user) throw AppError.unauthenticated();
  return request.user;
}

/** preHandler guard: only these roles may call the route. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = requireUser(request);
    if (!roles.includes(user.role)) throw AppError.forbidden();
  };
}
