import {
  messageResponse,
  revokeOtherSessionsResponse,
  sessionMessages,
  sessionParams,
  signedInSessionList,
  WS_CLOSE,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { requireSessionId, requireUser, sessionClientOf } from '../../plugins/auth.plugin.js';
import type { LivePublisher } from '../live/live.publisher.js';
import { toSignedInSession } from './sessions.presenter.js';
import { endOtherSessionsFromPage, endSessionFromPage, listLiveSessions } from './sessions.service.js';

export type SessionsRoutesOptions = { db: Database; clock: Clock; live: LivePublisher };

/** 'Where you're signed in': one's own devices, and ending them. */
export async function sessionsRoutes(app: FastifyInstance, { db, clock, live }: SessionsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { access: ['tenant', 'landlord', 'admin'] as const };
  /** The tokens are already refused everywhere; a lost notice only leaves a socket open until it reconnects. */
  const closeSockets = (userId: string, sessionIds: string[]) =>
    live
      .revokeSessions(userId, sessionIds, WS_CLOSE.unauthenticated)
      .catch((error: unknown) => app.log.error({ err: error }, 'could not close sockets'));

  api.get('/me/sessions', { schema: { response: { 200: signedInSessionList } }, config: signedIn }, async (request, reply) => {
    const user = requireUser(request);
    const current = requireSessionId(request);
    const rows = await listLiveSessions(db, user.id, clock.now());
    return reply.header('cache-control', 'no-store').send(rows.map((row) => toSignedInSession(row, current)));
  });

  api.delete(
    '/me/sessions/:id',
    { schema: { params: sessionParams, response: { 200: messageResponse } }, config: signedIn },
    async (request) => {
      const user = requireUser(request);
      const visitor = { user, currentSessionId: request.sessionId, origin: sessionClientOf(request) };
      const { endedId, wasCurrent } = await endSessionFromPage(db, visitor, request.params.id, clock.now());
      await closeSockets(user.id, [endedId]);
      return { message: wasCurrent ? sessionMessages.loggedOut : sessionMessages.ended };
    },
  );

  api.post(
    '/me/sessions/revoke-others',
    { schema: { response: { 200: revokeOtherSessionsResponse } }, config: signedIn },
    async (request) => {
      const user = requireUser(request);
      const visitor = { user, currentSessionId: requireSessionId(request), origin: sessionClientOf(request) };
      const ended = await endOtherSessionsFromPage(db, visitor, clock.now());
      await closeSockets(user.id, ended);
      return { message: sessionMessages.othersEnded, ended: ended.length };
    },
  );
}
