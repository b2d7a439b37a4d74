import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { PubSub } from '../../db/pubsub.js';
import { AppError } from '../../lib/errors.js';
import type { LiveResolver } from './live.events.js';
import { LiveHub, type LiveHubOptions } from './live.hub.js';

export type LiveRoutesOptions = {
  db: DbOrTx;
  pubsub: PubSub;
  /** Each domain's reader of its references, by topic. */
  resolvers: Record<string, LiveResolver>;
  onPresence?: LiveHubOptions['onPresence'];
  /** Called with the hub once it runs (the metrics read its open sockets). */
  onStart?: (hub: LiveHub) => void;
};

/** The live connection at /api/ws that carries every domain's events to the signed-in user. */
export async function liveRoutes(app: FastifyInstance, { db, pubsub, resolvers, onPresence, onStart }: LiveRoutesOptions) {
  const hub = new LiveHub({ db, pubsub, resolvers, authenticate: app.authenticateToken, log: app.log, onPresence });
  await hub.start();
  onStart?.(hub);
  // preClose, before the WebSocket plugin's own (which closes sockets without a code): clients
  // hear 1001 "going away" and reconnect to another server, instead of seeing an abnormal close.
  app.addHook('preClose', () => hub.close());
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  // Public at the HTTP level: the socket authenticates itself with its first message (browsers
  // cannot send an Authorization header on a WebSocket) and is closed when that fails.
  app.route({
    method: 'GET',
    url: '/ws',
    config: { access: 'public' },
    // A plain HTTP request (no Upgrade header) gets a clear answer instead of an empty 404.
    handler: async () => {
      throw new AppError('VALIDATION_ERROR', 'Connect to this address with a WebSocket.', 426);
    },
    wsHandler: (socket, request) => hub.accept(socket, request),
  });
}
