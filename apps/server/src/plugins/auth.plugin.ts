import fastifyJwt from '@fastify/jwt';
import type { Role } from '@rentease/contract';
import { messages } from '@rentease/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import type { AuthUser } from '../modules/auth/auth-user.js';
import { findUserById } from '../modules/users/users.service.js';

/** `ver` is the account's token version when the token was issued (absent on old tokens: 0). */
export type TokenPayload = { sub: string; role: Role; ver?: number; iat?: number; exp?: number };

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
    authenticateToken(token: string): Promise<{ user: AuthUser; expiresAt: number | undefined } | { error: AppError }>;
  }
}

const sessionExpired = () => new AppError('INVALID_TOKEN', messages.sessionExpired, 401);

/**
 * Turns `Authorization: Bearer <jwt>` into `request.user`, looked up in the database on every
 * request so that a blocked or deleted account loses access at once, not when its token expires.
 * Public routes ignore a refused token; the guards below turn it into 401/403.
 */
async function authPlugin(app: FastifyInstance, options: { secret: string; db: Database }) {
  await app.register(fastifyJwt, { secret: options.secret });
  app.decorateRequest('authError', null);

  app.decorate('authenticateToken', async (token: string) => {
    let payload: TokenPayload;
    try {
      payload = app.jwt.verify<TokenPayload>(token);
    } catch {
      // Expired, tampered or signed with another key: all mean "log in again".
      return { error: sessionExpired() };
    }
    const user = await findUserById(options.db, payload.sub);
    // A raised token version (password changed, account deleted) ends every older token at once.
    if (!user || user.role !== payload.role || user.deletedAt || (payload.ver ?? 0) !== user.tokenVersion) {
      return { error: sessionExpired() };
    }
    if (user.blocked) return { error: new AppError('ACCOUNT_BLOCKED', messages.accountBlocked, 403) };
    return {
      user: { id: user.id, role: user.role, email: user.email, firstName: user.firstName, lastName: user.lastName },
      expiresAt: payload.exp === undefined ? undefined : payload.exp * 1000,
    };
  });

  app.addHook('onRequest', async (request) => {
    request.user = null;
    const header = request.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    if (!token) {
      request.authError = sessionExpired();
      return;
    }
    const result = await app.authenticateToken(token);
    if ('error' in result) request.authError = result.error;
    else request.user = result.user;
  });
}

export const registerAuth = fp(authPlugin, { name: 'auth' });

/** Signs a session token for an account at its current token version. */
export function signSessionToken(
  app: FastifyInstance,
  user: { id: string; role: Role; tokenVersion: number },
  expiresIn: string,
): string {
  return app.jwt.sign({ sub: user.id, role: user.role, ver: user.tokenVersion }, { expiresIn });
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
